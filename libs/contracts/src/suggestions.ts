import { z } from 'zod';
import { emailSchema } from './auth';
import { localeSchema } from './common';
import {
  consentSchema,
  honeypotSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  optionalWebUrlSchema,
  requiredTextSchema,
} from './contact';
import { HONEYPOT_FIELD } from './honeypot';

/**
 * Suggestions and advertising orders. Each is stored as one row of the `suggestions` table
 * (kind `prestataire`, `info` or `ad_order`, status `new`), the fields below as its JSON payload
 * and the sender's address in its email column, then mailed to the association.
 */
export const SUGGESTION_KINDS = ['prestataire', 'info', 'ad_order'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

const sender = {
  /** The person who writes (optional for suggestions). */
  sender_name: optionalTextSchema(120),
  sender_email: emailSchema,
  consent: consentSchema,
  locale: localeSchema.optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
};

/** POST /api/prestataires/suggestions (§2 suggerer-un-prestataire): a service to add to the directory. */
export const prestataireSuggestionSchema = z.object({
  name: requiredTextSchema(190, { singleLine: true }),
  activity: requiredTextSchema(2000),
  locality: requiredTextSchema(120, { singleLine: true }),
  website: optionalWebUrlSchema,
  phone: optionalPhoneSchema,
  email: optionalTextSchema(190).pipe(z.email({ message: 'validation.email' }).optional()),
  comment: optionalTextSchema(2000),
  ...sender,
});
export type PrestataireSuggestionInput = z.input<typeof prestataireSuggestionSchema>;

/** POST /api/infos/suggestions (§2 suggerer-une-information-utile): a useful piece of information. */
export const infoSuggestionSchema = z.object({
  title: requiredTextSchema(190, { singleLine: true }),
  description: requiredTextSchema(5000),
  url: optionalWebUrlSchema,
  ...sender,
});
export type InfoSuggestionInput = z.input<typeof infoSuggestionSchema>;

/** The advertising formats of the commander-encart-publicitaire page. */
export const AD_FORMATS = ['banniere-accueil', 'encart-annuaire', 'encart-thematique', 'encart-newsletter'] as const;
/** Booking lengths in months (or mailings, for the newsletter); 3 and 12 carry a discount. */
export const AD_DURATIONS = ['1', '3', '6', '12'] as const;
/** Language version(s) of the advert. */
export const AD_LANGUAGES = ['fr', 'nl', 'fr-nl'] as const;

/** Today as YYYY-MM-DD in Belgium (the browser and the API agree whatever their time zone). */
const belgianToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

/** The first day of the booking: a YYYY-MM-DD date, today or later. */
const startDateSchema = z.string({ error: 'validation.required' }).superRefine((value, ctx) => {
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: 'validation.required' });
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) ctx.addIssue({ code: 'custom', message: 'validation.date' });
  else if (value < belgianToday()) ctx.addIssue({ code: 'custom', message: 'validation.start_date.future' });
});

/** POST /api/publicite/commandes: an order for an advert; the team answers with a quote. */
export const adOrderSchema = z.object({
  format: z.enum(AD_FORMATS, { error: 'validation.required' }),
  languages: z.enum(AD_LANGUAGES, { error: 'validation.required' }),
  start_date: startDateSchema,
  duration_months: z.enum(AD_DURATIONS, { error: 'validation.required' }),
  organisation: requiredTextSchema(190, { singleLine: true }),
  contact_name: requiredTextSchema(120, { singleLine: true }),
  email: emailSchema,
  phone: optionalPhoneSchema,
  message: optionalTextSchema(5000),
  consent: consentSchema,
  locale: localeSchema.optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type AdOrderInput = z.input<typeof adOrderSchema>;
