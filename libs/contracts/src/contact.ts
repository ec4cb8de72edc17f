import { z } from 'zod';
import { HONEYPOT_FIELD } from './honeypot';
import { emailSchema } from './auth';
import { localeSchema } from './common';

/**
 * Public forms that write to the association (§1: contact the association, suggest a provider or
 * a piece of information; §2 commander-encart-publicitaire). Messages are catalogue keys, so the
 * API's 422 field errors and the forms (react-hook-form + zodResolver on these same schemas) agree.
 */

const REQUIRED = 'validation.required';
const TOO_LONG = 'validation.too_long';

/** Required text, trimmed; `singleLine` refuses line breaks (names and subjects go into mail headers). */
export const requiredTextSchema = (max: number, { singleLine = false } = {}) => {
  const text = z.string({ error: REQUIRED }).trim().min(1, { message: REQUIRED }).max(max, { message: TOO_LONG });
  return singleLine ? text.regex(/^[^\r\n]*$/, { message: 'validation.invalid' }) : text;
};

/** Optional text: '' (an empty form field) means absent. */
export const optionalTextSchema = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { message: TOO_LONG })
    .optional()
    .transform((value) => (value ? value : undefined));

/** An optional Belgian or international phone number, as people type it. */
export const optionalPhoneSchema = optionalTextSchema(40).refine((value) => value === undefined || /^\+?[0-9 ()./-]{6,40}$/.test(value), {
  message: 'validation.phone',
});

/** An optional web address (http or https). */
export const optionalWebUrlSchema = optionalTextSchema(500).refine((value) => value === undefined || (/^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value)), {
  message: 'validation.url',
});

/** The box to tick: the association may keep the message and answer it (privacy policy). */
export const consentSchema = z.literal(true, { error: 'validation.consent' });

/** The honeypot field's value (HONEYPOT_FIELD, ./honeypot): anything but empty is a robot. */
export const honeypotSchema = z.string({ error: 'validation.invalid' }).max(500, { message: TOO_LONG }).optional();

/** POST /api/contact: a message to the association; an acknowledgement goes back to `email`. */
export const contactMessageSchema = z.object({
  name: requiredTextSchema(120, { singleLine: true }),
  email: emailSchema,
  phone: optionalPhoneSchema,
  subject: requiredTextSchema(150, { singleLine: true }),
  message: requiredTextSchema(5000),
  consent: consentSchema,
  /** Language of the acknowledgement; default: the request's. */
  locale: localeSchema.optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What every public form answers (201): the message is recorded, mails are on their way. */
export const formReceiptSchema = z.object({ received: z.literal(true) });
export type FormReceipt = z.infer<typeof formReceiptSchema>;
