import nodemailer, { type Transporter } from 'nodemailer';
import { sharedPlugin } from '../plugins/define-plugin';
import { linksIn, Outbox } from './outbox';
import type { MailMessage } from './templates';

export interface Mailer {
  /** Sends now; rejects if the transport fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background: the answer does not wait for SMTP (nor reveal by its timing
   * whether a mail was sent: no account enumeration). Failures are logged.
   */
  queue(message: MailMessage): void;
  /** Resolves when every queued mail has been handed over (tests, shutdown). */
  drain(): Promise<void>;
  /** The local outbox when SMTP_URL is unset, else null. */
  readonly outbox: Outbox | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP_URL → nodemailer SMTP; unset → each message rendered to an .eml in OUTBOX_DIR. */
export const mailerPlugin = sharedPlugin('mailer', async (app) => {
  const { smtpUrl, smtpFrom, outboxDir } = app.config;
  const outbox = smtpUrl ? null : new Outbox(outboxDir);
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  const send = async (message: MailMessage): Promise<void> => {
    const { to, replyTo, subject, text, html, headers } = message;
    const info = await transport.sendMail({ from: smtpFrom, to, replyTo, subject, text, html, headers });
    if (outbox) {
      const raw = (info as { message?: unknown }).message;
      if (!Buffer.isBuffer(raw)) throw new Error('stream transport returned no message buffer');
      const entry = await outbox.save(raw, { to, ...(replyTo ? { replyTo } : {}), subject, date: new Date().toISOString(), links: linksIn(text) });
      app.log.info({ id: entry.id, to: entry.to, subject: entry.subject }, 'mail written to the outbox');
    } else {
      app.log.info({ to: message.to, subject: message.subject }, 'mail sent');
    }
  };

  app.decorate<Mailer>('mailer', {
    send,
    queue(message) {
      const delivery: Promise<void> = send(message)
        .catch((error: unknown) => app.log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    outbox,
  });

  app.addHook('onClose', async () => {
    await app.mailer.drain();
    transport.close();
  });
});
