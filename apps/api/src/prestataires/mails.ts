import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale } from '@sam/i18n-routes';
import { appUrl } from '../app-links';
import { TEAM_LOCALE } from '../contact/public-form';
import { composeMail } from '../mail/templates';

/** Links of the mails: the listing in the dashboard, in the recipient's language. */
const listingEditorUrl = (app: FastifyInstance, locale: Locale, slug: string) => appUrl(app.config, { route: 'dashboard-index-mes-fiches-slug', locale, params: { slug } });

/** The team (CONTACT_EMAIL) learns that a version awaits validation. */
export function mailValidationRequested(app: FastifyInstance, listing: { slug: string; title: string }, number: number, author: string): void {
  app.mailer.queue(
    composeMail(app.config.contactEmail, TEAM_LOCALE, {
      subject: 'mail.listing.validation_requested.subject',
      intro: ['mail.listing.validation_requested.intro'],
      action: { label: 'mail.listing.validation_requested.action', url: appUrl(app.config, { route: 'dashboard-index-mes-fiches', locale: TEAM_LOCALE }) },
      outro: [],
      vars: { title: listing.title, number, author },
    }),
  );
}

/** The owners of a listing, each with the language of their account: who its mails go to. */
export async function ownersOf(app: FastifyInstance, listingId: number): Promise<{ email: string; name: string | null; locale: Locale }[]> {
  const owners = await app.db
    .selectFrom('prestataire_users as pu')
    .innerJoin('users as u', 'u.id', 'pu.user_id')
    .select(['u.email', 'u.name', 'u.locale'])
    .where('pu.prestataire_id', '=', listingId)
    .orderBy('u.id')
    .execute();
  return owners.map((owner) => ({ email: owner.email, name: owner.name, locale: isLocale(owner.locale) ? owner.locale : TEAM_LOCALE }));
}

/** Each owner learns the outcome, in the language of their account. */
export async function mailOwnersDecision(
  app: FastifyInstance,
  listing: { id: number; slug: string; title: string },
  number: number,
  outcome: { approved: true } | { approved: false; reason: string },
): Promise<void> {
  for (const owner of await ownersOf(app, listing.id)) {
    const { locale } = owner;
    const kind = outcome.approved ? 'approved' : 'rejected';
    app.mailer.queue(
      composeMail(owner.email, locale, {
        subject: `mail.listing.${kind}.subject`,
        name: owner.name,
        intro: outcome.approved ? ['mail.listing.approved.intro'] : ['mail.listing.rejected.intro', 'mail.listing.rejected.reason'],
        action: { label: `mail.listing.${kind}.action`, url: listingEditorUrl(app, locale, listing.slug) },
        outro: [],
        vars: { title: listing.title, number, ...(outcome.approved ? {} : { reason: outcome.reason }) },
      }),
    );
  }
}
