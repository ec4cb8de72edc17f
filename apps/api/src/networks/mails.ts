import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale } from '@sam/i18n-routes';
import { appUrl } from '../app-links';
import { TEAM_LOCALE } from '../contact/public-form';
import { composeMail } from '../mail/templates';
import { ownersOf } from '../prestataires/mails';
import type { StepDone } from './relations';

/** The addresses a listing's mails go to: its owners in their language, else the listing's own address in its language. */
export async function recipientsOf(app: FastifyInstance, listingId: number): Promise<{ email: string; name: string | null; locale: Locale }[]> {
  const owners = await ownersOf(app, listingId);
  if (owners.length > 0) return owners;
  const listing = await app.db.selectFrom('prestataires').select(['email', 'locale']).where('id', '=', listingId).executeTakeFirst();
  return listing?.email ? [{ email: listing.email, name: null, locale: isLocale(listing.locale) ? listing.locale : TEAM_LOCALE }] : [];
}

/** Each step is mailed to the other side, in its language, with a link to its network page. */
export async function mailStep(app: FastifyInstance, step: StepDone): Promise<void> {
  const titles = await app.db.selectFrom('prestataires').select(['id', 'title']).where('id', 'in', [step.actorListingId, step.otherListingId]).execute();
  const titleOf = (id: number) => titles.find((t) => t.id === id)?.title ?? '';
  for (const to of await recipientsOf(app, step.otherListingId)) {
    app.mailer.queue(
      composeMail(to.email, to.locale, {
        subject: `mail.network.${step.action}.subject`,
        name: to.name,
        intro: [`mail.network.${step.action}.intro`],
        action: { label: 'mail.network.action', url: appUrl(app.config, { route: 'dashboard-index-mon-reseau', locale: to.locale }) },
        outro: [],
        vars: { actor: titleOf(step.actorListingId), listing: titleOf(step.otherListingId) },
      }),
    );
  }
}

/** A head's message to its members (§2 envoyer-un-email): the text as written, Reply-To the sender. */
export function mailMembers(
  app: FastifyInstance,
  message: { subject: string; text: string; network: string; sender: { email: string; name: string; locale: Locale } },
  recipients: { email: string; locale: Locale }[],
): void {
  const compose = (to: string, locale: Locale, copy: boolean) => {
    const mail = composeMail(to, locale, {
      subject: copy ? 'mail.network.message.copy_subject' : 'mail.network.message.subject',
      intro: copy ? ['mail.network.message.copy_intro', 'mail.network.message.intro'] : ['mail.network.message.intro'],
      outro: ['mail.network.message.body'],
      vars: { network: message.network, sender: message.sender.name, subject: message.subject, body: message.text, count: recipients.length },
    });
    return { ...mail, replyTo: message.sender.email };
  };
  for (const to of recipients) app.mailer.queue(compose(to.email, to.locale, false));
  app.mailer.queue(compose(message.sender.email, message.sender.locale, true));
}
