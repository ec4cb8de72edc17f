import { formReceiptSchema } from '../contact';
import { defineEndpoint } from '../http/endpoint';
import { providerContactSchema } from '../provider-contact';

/** §7 a visitor writes to a provider from its public page. */
export const providerContactEndpoints = {
  send: defineEndpoint({
    id: 'providerContact.send',
    method: 'POST',
    path: '/api/prestataires/contact',
    summary: "Write to a public listing: the message goes to the listing's address (Reply-To the writer), an acknowledgement to the writer",
    description: 'Only a public listing with an email address can be written to: unknown or hidden is 404, no address is 422. Throttled per address and IP.',
    tags: ['Providers'],
    access: 'public',
    body: providerContactSchema,
    response: formReceiptSchema,
    status: 201,
    errors: [404, 429],
  }),
} as const;
