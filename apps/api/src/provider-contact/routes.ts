import type { FastifyPluginAsync } from 'fastify';
import { providerContactEndpoints, type FormReceipt } from '@sam/contracts';
import { flag } from '@sam/db';
import { isLocale } from '@sam/i18n-routes';
import { admitPublicForm, linesFor, mailTheWriter } from '../contact/public-form';
import { ContactMessagesRepository, messageOf } from '../contact/repository';
import { fieldError, notFound } from '../http-error';
import { composeMail } from '../mail/templates';
import { routes } from '../plugins/contract-route';

/**
 * §7 POST /api/prestataires/contact: a visitor writes to a provider from its public page. The
 * message is kept (contact_messages, kind 'prestataire'), mailed to the listing's address in the
 * listing's language with Reply-To the writer, and acknowledged to the writer in theirs. Only a
 * public listing with an address can be written to: unknown or hidden is 404, no address is 422.
 * Throttled and honeypotted like the association's contact form.
 */
export const providerContactRoutes: FastifyPluginAsync = async (app) => {
  const messages = new ContactMessagesRepository(app.db);
  routes(app, providerContactEndpoints, {
    send: async ({ request, body }) => {
      let query = app.db
        .selectFrom('prestataires')
        .select(['id', 'slug', 'title', 'email', 'locale'])
        .where('active', '=', flag(true))
        .where('visible', '=', flag(true));
      query = typeof body.prestataire === 'number' ? query.where('id', '=', body.prestataire) : query.where('slug', '=', body.prestataire);
      const listing = await query.executeTakeFirst();
      if (!listing) throw notFound();
      if (!listing.email) throw fieldError('prestataire', 'validation.prestataire.no_email');

      const receipt: FormReceipt = { received: true };
      if (!(await admitPublicForm(app, request, 'provider-contact', body.email, body))) return receipt;

      const locale = body.locale ?? request.locale;
      const id = await messages.createForProvider(listing.id, messageOf(body, locale));
      const vars = { id, name: body.name, email: body.email, phone: body.phone ?? '', message: body.message, title: listing.title };
      app.mailer.queue({
        ...composeMail(listing.email, isLocale(listing.locale) ? listing.locale : 'fr', {
          subject: 'mail.provider_contact.subject',
          intro: ['mail.provider_contact.intro', ...linesFor(body, { phone: 'mail.provider_contact.phone' }), 'mail.message'],
          outro: ['mail.provider_contact.reply'],
          vars,
        }),
        replyTo: body.email,
      });
      mailTheWriter(app, body, locale, {
        subject: 'mail.provider_contact.ack.subject',
        intro: ['mail.provider_contact.ack.intro', 'mail.provider_contact.ack.copy', 'mail.message'],
        outro: ['mail.provider_contact.ack.note'],
        vars,
      });
      return receipt;
    },
  });
};
