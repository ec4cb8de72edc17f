import { defineEndpoint } from '../http/endpoint';
import { contactMessageSchema, formReceiptSchema } from '../contact';

/** §2 /fr/contact: a message to the association. */
export const contactEndpoints = {
  send: defineEndpoint({
    id: 'contact.send',
    method: 'POST',
    path: '/api/contact',
    summary: 'Send a message to the association; the writer gets an acknowledgement by mail',
    tags: ['Contact and suggestions'],
    access: 'public',
    body: contactMessageSchema,
    response: formReceiptSchema,
    status: 201,
    errors: [429],
  }),
} as const;
