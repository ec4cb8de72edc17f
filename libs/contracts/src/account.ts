import { z } from 'zod';
import { emailSchema, passwordSchema, profileSchema, userSchema } from './auth';
import { localeSchema, roleSchema, timestampSchema } from './common';
import { MAX_ROW_ID } from './row-id';

/**
 * Account bodies and answers (spec §4 email verification, §5 deletion, §7 session and account,
 * §2 tokens page and unregistering). Messages are catalogue keys (@sam/i18n-routes validation
 * catalogue), so the API's 422 field errors and the forms say the same thing.
 */

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';

/** Missing value → 'validation.required'; anything else that fails → the given key. */
const requiredOr = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : message);

/**
 * A positive integer given as a number or as its decimal text (ids and unix times read from a
 * URL arrive as text). Booleans, arrays, '1e3' and friends are refused, unlike z.coerce.
 */
export const positiveIntSchema = z
  .union([z.number(), z.string().trim().regex(/^\d{1,15}$/, { message: INVALID })], { error: requiredOr(INVALID) })
  .transform(Number)
  .pipe(z.number().int({ message: INVALID }).positive({ message: INVALID }).max(Number.MAX_SAFE_INTEGER, { message: INVALID }));

/** A row's id (number or text): a positive integer an id column can hold. */
export const rowIdSchema = positiveIntSchema.pipe(z.number().max(MAX_ROW_ID, { message: INVALID }));

const hexSchema = (length: number) =>
  z.string({ error: requiredOr(INVALID) }).regex(new RegExp(`^[a-f0-9]{${length}}$`), { message: INVALID });

const passwordConfirmationSchema = z.string({ error: requiredOr(INVALID) });
const currentPasswordSchema = z.string({ error: requiredOr(INVALID) }).min(1, { message: REQUIRED }).max(200, { message: 'validation.too_long' });

const confirmationMatches = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;
const confirmationIssue = { message: 'validation.password.confirm', path: ['password_confirmation'] };

// --- email verification (§4) ---

/** POST /api/email/verify: the parameters of the signed link /fr/verify/{id}/{hash}?expires=…&signature=… */
export const verifyEmailSchema = z.object({
  id: positiveIntSchema,
  /** sha1 of the account's email, hex. */
  hash: hexSchema(40),
  /** Unix time in seconds after which the link is refused. */
  expires: positiveIntSchema,
  /** HMAC-SHA256 (hex) over id, hash and expires. */
  signature: hexSchema(64),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const verifyEmailResultSchema = z.object({
  verified: z.literal(true),
  /** true when the address had already been verified before this call (the call is idempotent). */
  already_verified: z.boolean(),
  email_verified_at: timestampSchema,
});
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

export const verificationNotificationResultSchema = z.object({
  /** false when the address is already verified: nothing was sent. */
  sent: z.boolean(),
  already_verified: z.boolean(),
});

// --- passwords (§2 /fr/auth/forgot-password, /fr/auth/reset-password/{token}) ---

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: requiredOr(INVALID) }).min(1, { message: REQUIRED }).max(200, { message: 'validation.reset_token.invalid' }),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
  })
  .refine(confirmationMatches, confirmationIssue);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** PUT /api/user/password (§5: current, new and confirmation fields). */
export const passwordChangeSchema = z
  .object({
    current_password: currentPasswordSchema,
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
  })
  .refine(confirmationMatches, confirmationIssue);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** PUT /api/user/email: the new address and the current password. */
export const emailChangeSchema = z.object({
  email: emailSchema,
  current_password: currentPasswordSchema,
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

/** DELETE /api/user (§5): the account email typed again; a different one is 'validation.email' too. */
export const accountDeletionSchema = z.object({ email: emailSchema });
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

// --- autologin (§2 /fr/autologin/{url}) ---

/** A page to land on: an absolute http(s) URL or a path on the portal ('/fr/…'). */
export const landingUrlSchema = z
  .string({ error: requiredOr(INVALID) })
  .trim()
  .min(1, { message: REQUIRED })
  .max(2000, { message: 'validation.too_long' })
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || (/^https?:\/\//i.test(value) && URL.canParse(value)), {
    message: 'validation.url',
  });

/** POST /api/autologin-links: the logged-in user asks a one-time login link for themselves. */
export const autologinLinkRequestSchema = z.object({ url: landingUrlSchema });
export type AutologinLinkRequest = z.infer<typeof autologinLinkRequestSchema>;

export const autologinLinkSchema = z.object({
  /** The one-time token (shown once; only its sha256 is stored). */
  token: z.string(),
  /** The portal link to hand out: /fr/autologin/{token}?url=… on PORTAL_ORIGIN. */
  link: z.string(),
  expires_at: timestampSchema,
});
export type AutologinLink = z.infer<typeof autologinLinkSchema>;

/** POST /autologin: the token from the link and the page asked for (a foreign one leads home). */
export const autologinSchema = z.object({
  token: z
    .string({ error: requiredOr(INVALID) })
    .min(1, { message: REQUIRED })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { message: 'validation.autologin.invalid' }),
  url: z.string({ error: INVALID }).max(2000, { message: 'validation.too_long' }).optional(),
  /** The visitor saw that a link replaces the session this browser holds, and agreed (409 without it). */
  confirm: z.boolean({ error: INVALID }).optional(),
});
export type AutologinInput = z.infer<typeof autologinSchema>;

/** POST /autologin: where to go (the asked-for page when it is ours, else home) and the logged-in user. */
export const autologinResultSchema = z.object({ redirect: z.string(), user: userSchema });
export type AutologinResult = z.infer<typeof autologinResultSchema>;

// --- profile (§7 GET /api/users/{id}, POST /api/profiles, POST /api/profiles/{id} _method PUT) ---

/** Optional text: '' and null clear it, absent leaves it unchanged. */
const optionalText = (max: number) =>
  z
    .string({ error: INVALID })
    .trim()
    .max(max, { message: 'validation.too_long' })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** Booleans, or what an HTML form or a query string sends for them. */
export const formBooleanSchema = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', 'off'])], { error: INVALID })
  .transform((value) => (typeof value === 'boolean' ? value : value === '1' || value === 'true' || value === 'on'));

export const profileUpdateSchema = z.object({
  first_name: optionalText(100),
  last_name: optionalText(100),
  phone: optionalText(40).refine((value) => value === null || value === undefined || /^\+?[0-9 ()./-]{6,40}$/.test(value), {
    message: 'validation.phone',
  }),
  organisation: optionalText(190),
  newsletter: formBooleanSchema.optional(),
  /** Language of the account (mails, default interface language): stored on the user. */
  locale: localeSchema.optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
/** POST /api/profiles takes the same fields. */
export const profileCreateSchema = profileUpdateSchema;

/** Path parameter `{id}` of /api/users/{id}, /api/profiles/{id}, /api/tokens/{id}. */
export const idParamsSchema = z.object({ id: rowIdSchema });

/** A profile as the profile endpoints answer it: the §3 profile plus its user and language. */
export const profileResourceSchema = profileSchema.extend({
  user_id: z.number().int(),
  locale: localeSchema,
});
export type ProfileResource = z.infer<typeof profileResourceSchema>;

/** GET /api/users/{id}: the user with its profile (self, or admin/root). */
export const userWithProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  locale: localeSchema,
  email_verified_at: timestampSchema.nullable(),
  roles: z.array(roleSchema),
  created_at: timestampSchema,
  profile: profileSchema.nullable(),
});
export type UserWithProfile = z.infer<typeof userWithProfileSchema>;

// --- API tokens (§3 Token, §2 dashboard tokens page) ---

export const API_TOKEN_TITLE_MAX = 100;
/** A token may live at most one year (a date-only value counts to the end of that day, UTC). */
export const API_TOKEN_MAX_LIFETIME_MS = 366 * 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' (end of that day, UTC) or an ISO date-time, normalised to an ISO UTC instant. */
export const tokenExpirySchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'validation.date' })
  .transform((value) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value).toISOString())
  .refine((iso) => Date.parse(iso) > Date.now(), { message: 'validation.expires_at.future' })
  .refine((iso) => Date.parse(iso) <= Date.now() + API_TOKEN_MAX_LIFETIME_MS, { message: 'validation.expires_at.max' });

export const tokenCreateSchema = z.object({
  title: z
    .string({ error: requiredOr(INVALID) })
    .trim()
    .min(1, { message: REQUIRED })
    .max(API_TOKEN_TITLE_MAX, { message: 'validation.too_long' }),
  /** Optional; absent or null means the token does not expire. */
  expires_at: tokenExpirySchema.nullable().optional(),
});
export type TokenCreateInput = z.infer<typeof tokenCreateSchema>;

/** A token as listed: never its secret. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: timestampSchema,
  expires_at: timestampSchema.nullable(),
  last_used_at: timestampSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** POST /api/tokens (201): the plain-text token `<id>|<secret>` is in this answer only. */
export const apiTokenCreatedSchema = z.object({ data: apiTokenSchema, token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

// --- unregistering a listing (§2 /fr/supprimer-mon-referencement, /fr/desinscription/{expires}/{id}/{token}) ---

export const unregisterRequestSchema = z.object({ email: emailSchema });
export type UnregisterRequest = z.infer<typeof unregisterRequestSchema>;

/** GET /api/unreg?expires=…&id=…&token=… (the parameters of the signed link). */
export const unregisterQuerySchema = z.object({
  expires: positiveIntSchema,
  id: positiveIntSchema,
  token: hexSchema(64),
});
export type UnregisterQuery = z.infer<typeof unregisterQuerySchema>;

export const unregisterResultSchema = z.object({
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    /** true when the listing had already been unregistered (the call is idempotent). */
    already_unregistered: z.boolean(),
  }),
});
export type UnregisterResult = z.infer<typeof unregisterResultSchema>;

/** What the pages send for the signed links: values as read from the URL (text), before parsing. */
export type VerifyEmailParams = z.input<typeof verifyEmailSchema>;
export type UnregisterParams = z.input<typeof unregisterQuerySchema>;
