import type { FastifyPluginAsync } from 'fastify';
import { contactEndpoints, type FormReceipt } from '@sam/contracts';
import { route } from '../plugins/contract-route';
import { admitPublicForm, linesFor, mailTheTeam, mailTheWriter } from './public-form';
import { ContactMessagesRepository, messageOf } from './repository';

/**
 * §2 /fr/contact: POST /api/contact stores the message, mails it to the association and sends the
 * writer an acknowledgement in their language. Throttled like every anonymous mail request.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const messages = new ContactMessagesRepository(app.db);
  const receipt: FormReceipt = { received: true };

  route(app, contactEndpoints.send, async ({ request, body }) => {
    if (!(await admitPublicForm(app, request, 'contact', body.email, body))) return receipt;

    const locale = body.locale ?? request.locale;
    const id = await messages.create({ ...messageOf(body, locale), subject: body.subject });
    const vars = { id, name: body.name, email: body.email, phone: body.phone ?? '', subject: body.subject, message: body.message, language: locale.toUpperCase() };
    mailTheTeam(app, body.email, {
      subject: 'mail.contact.team.subject',
      intro: ['mail.contact.team.intro', ...linesFor(body, { phone: 'mail.contact.team.phone' }), 'mail.contact.team.language', 'mail.message'],
      outro: ['mail.contact.team.reply'],
      vars,
    });
    mailTheWriter(app, body, locale, {
      subject: 'mail.contact.ack.subject',
      intro: ['mail.contact.ack.intro', 'mail.contact.ack.copy', 'mail.message'],
      outro: ['mail.contact.ack.urgent'],
      vars,
    });
    return receipt;
  });
};
