import { z } from 'zod';
import { localeSchema, roleSchema, timestampSchema } from './common';
import { listingStateSchema } from './prestataire-state';

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'validation.required' })
  .max(190, { message: 'validation.too_long' })
  .pipe(z.email({ message: 'validation.email' }));

export const passwordSchema = z
  .string({ error: 'validation.required' })
  .min(10, { message: 'validation.password.min' })
  .max(200, { message: 'validation.too_long' });

/** §5: registration requires the over-18 confirmation and the terms/privacy agreement. */
export const registerSchema = z
  .object({
    name: z.string({ error: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(120, { message: 'validation.too_long' }),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'validation.required' }),
    over_18: z.literal(true, { error: 'validation.over18' }),
    terms: z.literal(true, { error: 'validation.terms' }),
    locale: localeSchema.optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'validation.password.confirm',
    path: ['password_confirmation'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, { message: 'validation.required' }).max(200),
  remember: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const USER_TYPES = ['guest', 'provider', 'sam', 'amis_de_sam', 'amis_de_sam_pro'] as const;
export const userTypeSchema = z.enum(USER_TYPES);

export const profileSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  user_type: userTypeSchema,
  newsletter: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The listing summary carried in the user (§3 User.prestataires with parents and childrens). */
export const prestataireSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  network_consent: z.boolean(),
  validated: z.boolean(),
});
export type PrestataireSummary = z.infer<typeof prestataireSummarySchema>;

export const bookmarkSchema = z.object({
  type: z.enum(['prestataire', 'event', 'annonce', 'conseil', 'info']),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  locale: localeSchema,
  email_verified_at: timestampSchema.nullable(),
  roles: z.array(roleSchema),
  profile: profileSchema.nullable(),
  prestataires: z.array(
    prestataireSummarySchema.extend({
      parents: z.array(prestataireSummarySchema),
      childrens: z.array(prestataireSummarySchema),
      /** §4 the listing's state (draft, pending, published, changes_pending, unpublished); always sent by the API. */
      state: listingStateSchema.optional(),
    }),
  ),
  bookmarks: z.array(bookmarkSchema),
  /** Opaque token of this user in the search indices' `bookmarkers.titre` ("my bookmarks" filter). */
  search_bookmark_token: z.string(),
});
export type User = z.infer<typeof userSchema>;
