import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../mail/outbox';

/** The messages of the test app's outbox sent to `to` (oldest first), once queued mails are written. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  await app.mailer.drain();
  const outbox = app.mailer.outbox;
  if (!outbox) throw new Error('the test app has no local outbox');
  return (await outbox.list()).filter((entry) => entry.to === to).reverse();
}

/** The first link of the latest mail to `to`. */
export async function lastLinkTo(app: FastifyInstance, to: string): Promise<URL> {
  const mails = await mailsTo(app, to);
  const link = mails.at(-1)?.links[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return new URL(link);
}

/** The raw .eml of an outbox message, as text. */
export async function rawMail(app: FastifyInstance, id: string): Promise<string> {
  const raw = await app.mailer.outbox?.read(id);
  if (!raw) throw new Error(`no outbox message ${id}`);
  return raw.toString('utf8');
}
