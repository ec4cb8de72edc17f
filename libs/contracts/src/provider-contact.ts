import { z } from 'zod';
import { emailSchema } from './auth';
import { localeSchema, slugSchema } from './common';
import { consentSchema, honeypotSchema, optionalPhoneSchema, requiredTextSchema } from './contact';
import { HONEYPOT_FIELD } from './honeypot';

/**
 * §7 POST /api/prestataires/contact: a visitor writes to a provider from its public page. The
 * message goes to the listing's address (Reply-To the writer), an acknowledgement to the writer.
 * The same schema validates the page's form and the API (422 field errors are catalogue keys).
 */
export const providerContactSchema = z.object({
  /** The listing, by slug or id. */
  prestataire: z.union([z.number().int().positive(), slugSchema], { error: 'validation.invalid' }),
  name: requiredTextSchema(120, { singleLine: true }),
  email: emailSchema,
  phone: optionalPhoneSchema,
  message: requiredTextSchema(5000),
  consent: consentSchema,
  /** Language of the acknowledgement; default: the request's. */
  locale: localeSchema.optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ProviderContactInput = z.input<typeof providerContactSchema>;
export type ProviderContact = z.output<typeof providerContactSchema>;
