import { z } from 'zod';
import { defineEndpoint, rawBody } from '../http/endpoint';

const tags = ['Development'];

/** One message of the local outbox. */
const outboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  replyTo: z.string().optional(),
  subject: z.string(),
  /** ISO time the message was written. */
  date: z.string(),
  /** Every http(s) link of the text part, in order. */
  links: z.array(z.string()),
});

/** Development mailbox (local outbox only, never in production): not part of the public reference. */
export const devOutboxEndpoints = {
  list: defineEndpoint({
    id: 'devOutbox.list',
    method: 'GET',
    path: '/dev/outbox',
    summary: 'The messages of the local outbox, newest first, with their links',
    tags,
    access: 'public',
    internal: true,
    response: z.object({ data: z.array(outboxEntrySchema) }),
  }),
  read: defineEndpoint({
    id: 'devOutbox.read',
    method: 'GET',
    path: '/dev/outbox/{id}',
    summary: 'One message as a raw .eml',
    tags,
    access: 'public',
    internal: true,
    params: z.object({ id: z.string().max(40) }),
    response: rawBody('message/rfc822', 'The raw message'),
  }),
} as const;
