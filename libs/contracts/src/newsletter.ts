import { z } from 'zod';
import { positiveIntSchema } from './account';
import { emailSchema } from './auth';
import { localeSchema } from './common';
import { honeypotSchema } from './contact';
import { HONEYPOT_FIELD } from './honeypot';

/**
 * Newsletter sign-up with double opt-in (spec §2: the pages carry a newsletter form; issue 15):
 * the address is stored as pending, a mailed one-time link confirms it, and every newsletter mail
 * carries a signed unsubscribe link that works without an account.
 */

const INVALID = 'validation.invalid';

/** POST /api/newsletter/subscribe. */
export const newsletterSubscribeSchema = z.object({
  email: emailSchema,
  /** Language of the mails; default: the request's. */
  locale: localeSchema.optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** The secret of a confirmation link: 64 hex characters (32 random bytes). */
export const newsletterTokenSchema = z.string({ error: INVALID }).regex(/^[a-f0-9]{64}$/, { message: INVALID });

/** POST /api/newsletter/confirm: the token of the mailed confirmation link. */
export const newsletterConfirmSchema = z.object({ token: newsletterTokenSchema });
export type NewsletterConfirmInput = z.input<typeof newsletterConfirmSchema>;

/** POST /api/newsletter/unsubscribe?id=…&token=…: the parameters of the signed unsubscribe link. */
export const newsletterUnsubscribeQuerySchema = z.object({ id: positiveIntSchema, token: newsletterTokenSchema });
export type NewsletterUnsubscribeParams = z.input<typeof newsletterUnsubscribeQuerySchema>;

export const newsletterStatusSchema = z.enum(['pending', 'confirmed', 'unsubscribed']);
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

/** What confirm and unsubscribe answer: the subscription's state now (both are idempotent). */
export const newsletterResultSchema = z.object({ data: z.object({ status: newsletterStatusSchema }) });
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;

/** What subscribe answers, whatever the address's state (no enumeration). */
export const newsletterReceiptSchema = z.object({ sent: z.literal(true) });
