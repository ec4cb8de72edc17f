import { z } from 'zod';
import { formBooleanSchema } from './account';
import { localeSchema } from './common';
import { areaSchema } from './geo';
import { INVALID, optionalPlainText, REQUIRED, requiredOr, requiredPlainText, TOO_LONG } from './plain-text';
import { listingStateSchema } from './prestataire-state';
import { MAX_ROW_ID } from './row-id';
import { ACCESSIBILITY_FACTS, ADDRESS_KINDS, hexColorSchema, openingHoursSchema, prestataireColorsSchema, prestataireSchema, tarifSchema, type Prestataire } from './prestataire';
import { checkColorContrast } from './colors';
import { closuresSchema } from './closures';

/**
 * Writing provider listings (issue #11; spec §2 creer-un-prestataire and the listing editor's tabs,
 * §3 provider listing and address, §4 validation and versions, §5 main activity first, §7
 * providers; docs/decisions/0010-provider-listing-writes.md). Messages are catalogue keys
 * (@sam/i18n-routes validation catalogue), so the API's 422 field errors and the dashboard forms
 * (zodResolver on these same schemas) agree.
 */

// --- field pieces ---

const missing = (input: unknown) => input === undefined || input === null || input === '';

/** An id as a number or as a form's text. */
const idInput = z.union([z.number(), z.string().trim()], { error: requiredOr(INVALID) });
const toId = (value: number | string, ctx: z.RefinementCtx): number => {
  if (value === '') {
    ctx.addIssue({ code: 'custom', message: REQUIRED });
    return z.NEVER;
  }
  const id = typeof value === 'string' ? (/^\d{1,15}$/.test(value) ? Number(value) : NaN) : value;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) {
    ctx.addIssue({ code: 'custom', message: INVALID });
    return z.NEVER;
  }
  return id;
};
/** A required database id (a select's value). */
export const listingIdFieldSchema = idInput.transform(toId);

/** Optional single-line text: blank is null. */
const optionalLine = (max: number) =>
  optionalPlainText(max).refine((text) => text === null || !/[\r\n]/.test(text), { message: INVALID });

const optionalEmail = z
  .string({ error: INVALID })
  .trim()
  .toLowerCase()
  .max(190, { message: TOO_LONG })
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email({ message: 'validation.email' }).nullable());

/** A phone number as people type it, Belgian or international. */
const optionalPhone = optionalLine(40).refine((value) => value === null || /^\+?[0-9 ()./-]{6,40}$/.test(value), { message: 'validation.phone' });

const optionalWebUrl = optionalLine(500).refine((value) => value === null || (/^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value)), {
  message: 'validation.url',
});

/**
 * Belgian enterprise number (numéro d'entreprise / ondernemingsnummer, BCE/KBO): 10 digits,
 * starting with 0 or 1, whose last two digits are 97 − (the first 8 digits mod 97).
 * Takes what people type ('BE 0417.497.106', '0417 497 106', '417497106').
 */
export function normaliseEnterpriseNumber(text: string): string | null {
  let digits = text.replace(/^\s*BE/i, '').replace(/[\s./-]/g, '');
  if (/^\d{9}$/.test(digits)) digits = `0${digits}`; // the old 9-digit VAT form
  if (!/^[01]\d{9}$/.test(digits)) return null;
  const check = 97 - (Number(digits.slice(0, 8)) % 97);
  if (check !== Number(digits.slice(8))) return null;
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

export const enterpriseNumberSchema = optionalLine(20).transform((value, ctx) => {
  if (value === null) return null;
  const normalised = normaliseEnterpriseNumber(value);
  if (normalised === null) ctx.addIssue({ code: 'custom', message: 'validation.company_number' });
  return normalised ?? value;
});

/** INAMI / RIZIV number: 8 (institution) to 11 (practitioner) digits, separators allowed; kept as typed. */
export const inamiNumberSchema = optionalLine(20).refine((value) => value === null || /^\d{8,11}$/.test(value.replace(/[\s./-]/g, '')), {
  message: 'validation.inami_number',
});

const optionalColor = hexColorSchema.nullish().transform((value) => value ?? null);

// --- addresses (tab 2) ---

/** Belgium's extent: a point outside it is a typing or map mistake for a Belgian address. */
export const BELGIUM_BOUNDS = { minLat: 49.45, maxLat: 51.55, minLon: 2.5, maxLon: 6.45 } as const;
export const LISTING_MAX_ADDRESSES = 20;

const coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()], { error: INVALID })
    .nullish()
    .transform((value, ctx) => {
      if (missing(value)) return null;
      const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: 'validation.address.coordinates' });
        return z.NEVER;
      }
      return n;
    });

/**
 * One address as the editor sends it. The commune comes from the Belgian postal code (the API
 * looks it up in the localités table; a `commune_id` sent must be that commune), the Brussels
 * quartier is optional and must lie in that commune; lat/lon are optional (the map confirms them;
 * without them the locality's centre is used).
 */
export const listingAddressInputSchema = z
  .object({
    /** The address's id when it came from the listing (informational: addresses are replaced as a whole). */
    id: z.number().int().positive().nullish().transform((value) => value ?? null),
    kind: z.enum(ADDRESS_KINDS, { error: requiredOr(INVALID) }).default('activity_place'),
    street: requiredPlainText(190, { singleLine: true }),
    number: optionalLine(20),
    box: optionalLine(20),
    postal_code: requiredPlainText(12, { singleLine: true }),
    locality: requiredPlainText(120, { singleLine: true }),
    country: z
      .string({ error: INVALID })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { message: INVALID })
      .default('BE'),
    is_visible: formBooleanSchema.default(true),
    /** NIS code of the commune (5 digits). */
    commune_id: optionalLine(5).refine((value) => value === null || /^\d{5}$/.test(value), { message: 'validation.address.commune' }),
    quartier_id: optionalLine(40),
    lat: coordinate(-90, 90),
    lon: coordinate(-180, 180),
    /**
     * Accessibility facts (codes, the editor's checkbox group): absent or unticked is none; a fact
     * ticked twice counts once, kept in ACCESSIBILITY_FACTS order so versions compare equal.
     */
    accessibility: z
      .array(z.enum(ACCESSIBILITY_FACTS, { error: INVALID }), { error: INVALID })
      .max(ACCESSIBILITY_FACTS.length * 2, { message: 'validation.too_many' })
      .nullish()
      .transform((facts) => ACCESSIBILITY_FACTS.filter((fact) => (facts ?? []).includes(fact))),
  })
  .superRefine((address, ctx) => {
    if (address.country !== 'BE') return;
    if (!/^[1-9]\d{3}$/.test(address.postal_code)) ctx.addIssue({ code: 'custom', message: 'validation.address.postal_code', path: ['postal_code'] });
    const { minLat, maxLat, minLon, maxLon } = BELGIUM_BOUNDS;
    if (address.lat !== null && (address.lat < minLat || address.lat > maxLat)) ctx.addIssue({ code: 'custom', message: 'validation.address.coordinates', path: ['lat'] });
    if (address.lon !== null && (address.lon < minLon || address.lon > maxLon)) ctx.addIssue({ code: 'custom', message: 'validation.address.coordinates', path: ['lon'] });
    if ((address.lat === null) !== (address.lon === null)) ctx.addIssue({ code: 'custom', message: 'validation.address.coordinates', path: [address.lat === null ? 'lat' : 'lon'] });
  });
export type ListingAddressInput = z.input<typeof listingAddressInputSchema>;
export type ListingAddress = z.output<typeof listingAddressInputSchema>;

export const COVERAGE_ZONE_TYPES = ['province', 'arrondissement', 'commune'] as const;
export const coverageZoneSchema = z.object({
  zone_type: z.enum(COVERAGE_ZONE_TYPES, { error: requiredOr(INVALID) }),
  zone_id: z.string({ error: requiredOr(INVALID) }).trim().regex(/^\d{5}$/, { message: INVALID }),
});
export type CoverageZone = z.output<typeof coverageZoneSchema>;

// --- activities (tab 3) and tags (tab 4) ---

export const activitySchema = z.object({
  id: listingIdFieldSchema,
  is_main: formBooleanSchema.default(false),
});
export type ListingActivityInput = z.input<typeof activitySchema>;
export type ListingActivity = z.output<typeof activitySchema>;

/**
 * §5: in the listing editor a main activity must be ticked before secondary ones can be. Each
 * secondary entry of a list without a main one gets 'validation.main_activity'; a second main
 * one gets 'validation.main_activity.single'; an id ticked twice 'validation.duplicate'.
 */
function checkActivities(list: ListingActivity[], field: 'sectors' | 'besoins', ctx: z.RefinementCtx): void {
  const hasMain = list.some((a) => a.is_main);
  let mains = 0;
  const seen = new Set<number>();
  list.forEach((activity, index) => {
    if (seen.has(activity.id)) ctx.addIssue({ code: 'custom', message: 'validation.duplicate', path: [field, index, 'id'] });
    seen.add(activity.id);
    if (activity.is_main && ++mains > 1) ctx.addIssue({ code: 'custom', message: 'validation.main_activity.single', path: [field, index, 'is_main'] });
    if (!hasMain && !activity.is_main) ctx.addIssue({ code: 'custom', message: 'validation.main_activity', path: [field, index, 'is_main'] });
  });
}

/** A tag: an existing tag's id (number), or the name of a new one (text; created when the version is approved). */
export const listingTagSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .trim()
      .min(2, { message: 'validation.tag' })
      .max(60, { message: TOO_LONG })
      .refine((name) => !/[\p{Cc}<>]/u.test(name), { message: 'validation.tag' }),
  ],
  { error: INVALID },
);
export type ListingTag = z.output<typeof listingTagSchema>;

/** ISO 639 codes, and the sign languages' own codes ('lsfb'): the languages table's keys. */
export const languageCodeSchema = z.string({ error: INVALID }).trim().toLowerCase().regex(/^[a-z]{2,8}$/, { message: INVALID });

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: INVALID })
    .max(max, { message: 'validation.too_many' })
    .default([])
    .refine((list) => new Set(list.map((value) => JSON.stringify(value))).size === list.length, { message: 'validation.duplicate' });

// --- creer-un-prestataire (§2): the first step ---

/** POST /api/prestataires: a draft listing owned by its creator, invisible until the team validates it. */
export const prestataireCreateSchema = z.object({
  title: requiredPlainText(190, { singleLine: true }),
  sector_id: listingIdFieldSchema,
  /** The main activity (besoin). */
  besoin_id: listingIdFieldSchema,
  address: listingAddressInputSchema.safeExtend({ kind: z.enum(ADDRESS_KINDS, { error: requiredOr(INVALID) }).default('head_office') }),
});
export type PrestataireCreateInput = z.input<typeof prestataireCreateSchema>;
export type PrestataireCreate = z.output<typeof prestataireCreateSchema>;

// --- the listing editor's edit copy (§2 tabs 1–4) ---

export const LISTING_TEXT_MAX = { short: 190, medium: 2000, long: 5000 } as const;

/** Tab 1, general information: every §3 field of the listing. */
export const listingGeneralFields = {
  title: requiredPlainText(LISTING_TEXT_MAX.short, { singleLine: true }),
  email: optionalEmail,
  last_name: optionalLine(LISTING_TEXT_MAX.short),
  first_name: optionalLine(LISTING_TEXT_MAX.short),
  company: optionalLine(LISTING_TEXT_MAX.short),
  company_number: enterpriseNumberSchema,
  inami_number: inamiNumberSchema,
  member_of: optionalPlainText(LISTING_TEXT_MAX.medium),
  target_audience: optionalPlainText(LISTING_TEXT_MAX.medium),
  specialisation: optionalPlainText(LISTING_TEXT_MAX.medium),
  access_conditions: optionalPlainText(LISTING_TEXT_MAX.medium),
  activity_description: optionalPlainText(LISTING_TEXT_MAX.long),
  other_activities: optionalPlainText(LISTING_TEXT_MAX.medium),
  phone: optionalPhone,
  opening_hours: openingHoursSchema.default([]).refine((slots) => slots.every((slot) => slot.opens < slot.closes), { message: 'validation.opening_hours' }),
  /** Exceptional closure dates (issue 17, open now); public holidays are computed, never entered. */
  closures: closuresSchema,
  fees: optionalPlainText(LISTING_TEXT_MAX.medium),
  /** Kept as it is when absent. */
  tarif: tarifSchema.optional(),
  video_url: optionalWebUrl,
  website: optionalWebUrl,
  other_info: optionalPlainText(LISTING_TEXT_MAX.medium),
  /** Language codes (fr, nl, en…) of the languages table. */
  languages: uniqueList(languageCodeSchema, 30),
  primary_color: optionalColor,
  secondary_color: optionalColor,
};

/**
 * PUT /api/prestataires/{slug} with more than colours: the whole edit copy, as the editor's tabs
 * hold it. Saving it changes nothing public: the published version stays until the team
 * approves a committed version.
 */
export const prestataireEditSchema = z
  .object({
    ...listingGeneralFields,
    // tab 2: addresses and coverage zones
    addresses: z
      .array(listingAddressInputSchema, { error: requiredOr(INVALID) })
      .min(1, { message: 'validation.address.required' })
      .max(LISTING_MAX_ADDRESSES, { message: 'validation.too_many' }),
    coverage_zones: uniqueList(coverageZoneSchema, 300),
    // tab 3: trades (sectors) and activities (besoins)
    sectors: z.array(activitySchema, { error: requiredOr(INVALID) }).min(1, { message: 'validation.sector.required' }).max(20, { message: 'validation.too_many' }),
    besoins: z.array(activitySchema, { error: requiredOr(INVALID) }).min(1, { message: 'validation.main_activity' }).max(60, { message: 'validation.too_many' }),
    // tab 4
    tags: uniqueList(listingTagSchema, 30),
  })
  .superRefine((edit, ctx) => {
    checkColorContrast(edit, ctx);
    checkActivities(edit.sectors, 'sectors', ctx);
    checkActivities(edit.besoins, 'besoins', ctx);
    let headOffices = 0;
    edit.addresses.forEach((address, index) => {
      if (address.kind === 'head_office' && ++headOffices > 1) ctx.addIssue({ code: 'custom', message: 'validation.address.head_office', path: ['addresses', index, 'kind'] });
    });
  });
export type PrestataireEditInput = z.input<typeof prestataireEditSchema>;
export type PrestataireEdit = z.output<typeof prestataireEditSchema>;

/** The fields of an edit copy, in the editor's order (diffs and history name them). */
export const PRESTATAIRE_EDIT_FIELDS = [
  'title', 'email', 'last_name', 'first_name', 'company', 'company_number', 'inami_number', 'member_of', 'target_audience', 'specialisation',
  'access_conditions', 'activity_description', 'other_activities', 'phone', 'opening_hours', 'closures', 'fees', 'tarif', 'video_url', 'website', 'other_info',
  'languages', 'primary_color', 'secondary_color', 'addresses', 'coverage_zones', 'sectors', 'besoins', 'tags',
] as const satisfies readonly (keyof PrestataireEdit)[];
export type PrestataireEditField = (typeof PRESTATAIRE_EDIT_FIELDS)[number];

/** True when a PUT body is the colours call of §7 (only primary_color and/or secondary_color, plus _method). */
export function isColorsOnlyBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body).filter((key) => key !== '_method');
  return keys.length > 0 && keys.every((key) => key === 'primary_color' || key === 'secondary_color');
}

const callSchema = <C extends 'colors' | 'edit'>(call: C) => z.literal(call).default(call).describe('Set by the API from the keys sent: need not be sent');

/**
 * PUT /api/prestataires/{slug}: the §7 colours call or the whole edit copy, told apart by the keys
 * sent (isColorsOnlyBody) and each checked by its own schema, so a 422 names the fields of the call
 * meant. `_call` is set here from the keys (a client need not send it); the handler reads `call`.
 */
export const prestataireUpdateBodySchema = z
  .preprocess(
    (body: z.input<typeof prestataireColorsSchema> | PrestataireEditInput) =>
      typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, _call: isColorsOnlyBody(body) ? 'colors' : 'edit' } : body,
    z.discriminatedUnion('_call', [
      prestataireColorsSchema.safeExtend({ _call: callSchema('colors') }),
      prestataireEditSchema.safeExtend({ _call: callSchema('edit') }),
    ]),
  )
  .transform((body) => {
    if (body._call === 'colors') return { call: 'colors' as const, colors: { primary_color: body.primary_color, secondary_color: body.secondary_color } };
    const { _call, ...edit } = body;
    return { call: 'edit' as const, edit };
  });
export type PrestataireUpdateInput = z.input<typeof prestataireUpdateBodySchema>;

// --- other bodies ---

/** POST /api/prestataires/commit: which listing's edit copy to send for validation. */
export const prestataireCommitSchema = z
  .object({
    prestataire_id: listingIdFieldSchema.optional(),
    slug: z.string().trim().min(1).max(190).optional(),
  })
  .refine((body) => body.prestataire_id !== undefined || body.slug !== undefined, { message: REQUIRED, path: ['prestataire_id'] });
export type PrestataireCommitInput = z.input<typeof prestataireCommitSchema>;

/** POST /api/prestataires/versions/{id}/reject: the reason goes to the owners. */
export const versionRejectSchema = z.object({ reason: requiredPlainText(2000) });
export type VersionRejectInput = z.input<typeof versionRejectSchema>;

/** POST /api/prestataires/{slug}/give-consent: true (or no body) gives the network consent, false withdraws it. */
export const networkConsentBodySchema = z.object({ consent: formBooleanSchema.default(true) });
export type NetworkConsentInput = z.input<typeof networkConsentBodySchema>;

export const versionIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_ROW_ID) });
/** {id} of /api/prestataires/{id}/export-history: the listing's numeric id (its slug is accepted too). */
export const prestataireRefParamsSchema = z.object({ id: z.union([z.string().regex(/^\d{1,9}$/).transform(Number), z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)]) });

/** GET /api/prestataires/{slug}?edit=1: the edit copy instead of the public page. */
export const prestataireEditQuerySchema = z.object({
  locale: localeSchema.default('fr'),
  edit: formBooleanSchema.optional(),
});

// --- answers ---

/** What every answer about one of the user's listings says of it: which one, and where it stands (§4). */
const listingHeadSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  state: listingStateSchema,
  validated: z.boolean(),
  visible: z.boolean(),
  network_consent: z.boolean(),
  validated_at: z.string().nullable(),
  validation_requested_at: z.string().nullable(),
});

/** One of my listings (GET /api/prestataires/mine), as mes-fiches lists them. */
export const myListingSchema = listingHeadSchema.extend({
  /** An edit copy was saved and not yet sent for validation. */
  has_unsent_changes: z.boolean(),
  updated_at: z.string(),
});
export type MyListing = z.infer<typeof myListingSchema>;
export const myListingListSchema = z.object({ data: z.array(myListingSchema) });

export const VERSION_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'withdrawn'] as const;
export const versionStatusSchema = z.enum(VERSION_STATUSES);
export type VersionStatus = z.infer<typeof versionStatusSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/** Names of what an edit copy refers to by id, so the editor can show them without more calls. */
export const listingEditLabelsSchema = z.object({
  sectors: z.array(z.object({ id: z.number().int(), titre_fr: z.string(), titre_nl: z.string() })),
  besoins: z.array(z.object({ id: z.number().int(), titre_fr: z.string(), titre_nl: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name_fr: z.string(), name_nl: z.string() })),
  /** Per address (same order): where the API placed it. */
  addresses: z.array(z.object({ commune: areaSchema.nullable(), quartier: areaSchema.nullable() })),
  coverage_zones: z.array(z.object({ zone_type: z.enum(COVERAGE_ZONE_TYPES), zone_id: z.string(), name_fr: z.string(), name_nl: z.string() })),
});
export type ListingEditLabels = z.infer<typeof listingEditLabelsSchema>;

/**
 * The edit copy's values: the edit schema's output, itself a valid input again (the form's
 * default values). Not re-validated when read: data saved under older rules still loads.
 */
export const listingEditValuesSchema = z.custom<PrestataireEdit>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/** GET /api/prestataires/{slug}?edit=1 and the answer of PUT (edit copy), apply and commit. */
export const listingEditCopySchema = z.object({
  listing: listingHeadSchema.extend({
    network_consent_at: z.string().nullable(),
    primary_color: z.string().nullable(),
    secondary_color: z.string().nullable(),
  }),
  /** Where the values come from: a saved edit copy, the version awaiting validation or the last rejected one, or the published listing. */
  source: z.enum(['edit_copy', 'pending_version', 'rejected_version', 'published']),
  /** When the edit copy was last saved (null when `source` is not edit_copy). */
  saved_at: z.string().nullable(),
  /** The version awaiting validation, if any. */
  pending_version: z.object({ id: z.number().int(), number: z.number().int(), submitted_at: z.string() }).nullable(),
  /** The reason of the latest rejection when it is newer than the latest approval. */
  last_rejection: z.object({ version_id: z.number().int(), reason: z.string(), decided_at: z.string() }).nullable(),
  values: listingEditValuesSchema,
  labels: listingEditLabelsSchema,
});
export type ListingEditCopy = z.infer<typeof listingEditCopySchema>;
export const listingEditCopyResponseSchema = z.object({ data: listingEditCopySchema });

/**
 * GET /api/prestataires/{slug} (the page, or with edit=1 the edit copy) and PUT (the colours call
 * answers the page, the whole edit copy its edit copy).
 */
export const prestataireOrEditCopyResponseSchema = z.object({ data: z.union([prestataireSchema, listingEditCopySchema]) });

/** Which of the two answers a client received. */
export const isListingEditCopy = (data: Prestataire | ListingEditCopy): data is ListingEditCopy => 'source' in data && 'values' in data;

/** GET /api/prestataires/{slug}/versions: newest first; the edit copy (status draft, number null) comes first when there is one. */
export const listingVersionSchema = z.object({
  id: z.number().int(),
  /** 1, 2, 3… in the order versions were sent for validation; null for the edit copy. */
  number: z.number().int().nullable(),
  status: versionStatusSchema,
  title: z.string(),
  author: personSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: personSchema.nullable(),
  /** Rejection reason. */
  reason: z.string().nullable(),
  /** Whether its data is what the public page shows now (the latest approved version). */
  current: z.boolean(),
});
export type ListingVersion = z.infer<typeof listingVersionSchema>;
export const listingVersionListSchema = z.object({ data: z.array(listingVersionSchema) });

/** One changed field: values as text in the request's locale (null = empty). */
export const listingDiffEntrySchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ListingDiffEntry = z.infer<typeof listingDiffEntrySchema>;

/** GET /api/prestataires/validations (admin, root): one version awaiting validation, oldest first. */
export const validationQueueItemSchema = z.object({
  version: z.object({ id: z.number().int(), number: z.number().int(), submitted_at: z.string(), author: personSchema.nullable() }),
  listing: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), state: listingStateSchema, validated: z.boolean() }),
  /** Field by field against the published listing; a listing never validated is compared with its draft rows. */
  diff: z.array(listingDiffEntrySchema),
});
export type ValidationQueueItem = z.infer<typeof validationQueueItemSchema>;
export const validationQueueSchema = z.object({ data: z.array(validationQueueItemSchema) });

export const HISTORY_ACTIONS = [
  'created', 'edit_saved', 'committed', 'approved', 'rejected', 'version_applied', 'consent_given', 'consent_withdrawn', 'colors_changed',
  'unpublished', 'republished',
] as const;
export const historyActionSchema = z.enum(HISTORY_ACTIONS);
export type HistoryAction = z.infer<typeof historyActionSchema>;

/** GET /api/prestataires/{id}/history (and the lines of the history PDF). */
export const listingHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: historyActionSchema,
  created_at: z.string(),
  user: personSchema.nullable(),
  /** Edit fields changed (edit_saved), version number (committed, approved, rejected, version_applied), rejection reason. */
  fields: z.array(z.string()).nullable(),
  version: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type ListingHistoryEntry = z.infer<typeof listingHistoryEntrySchema>;
export const listingHistorySchema = z.object({ data: z.array(listingHistoryEntrySchema) });

/** POST /api/prestataires/{slug}/give-consent answer. */
export const networkConsentStateSchema = z.object({ network_consent: z.boolean(), network_consent_at: z.string().nullable() });
export type NetworkConsentState = z.infer<typeof networkConsentStateSchema>;
