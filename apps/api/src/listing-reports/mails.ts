import type { FastifyInstance } from 'fastify';
import type { ListingReport } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { appUrl } from '../app-links';
import { TEAM_LOCALE } from '../contact/public-form';
import { composeMail } from '../mail/templates';
import { ownersOf } from '../prestataires/mails';

interface Reported {
  id: number;
  listing: { id: number; slug: string; title: string };
  message: string;
  name: string | null;
  email: string | null;
  locale: Locale;
}

/**
 * A new report goes to each owner of the listing, in the language of their account, and to the
 * team (CONTACT_EMAIL). Owners get what is wrong and a link to their editor, never who reported
 * it (docs/decisions/0029-listing-reports.md); the team gets the reporter's name and address
 * and a Reply-To them when there is one.
 */
export async function mailNewReport(app: FastifyInstance, report: Reported): Promise<void> {
  const { listing } = report;
  for (const owner of await ownersOf(app, listing.id)) {
    app.mailer.queue(
      composeMail(owner.email, owner.locale, {
        subject: 'mail.listing_report.owner.subject',
        name: owner.name,
        intro: ['mail.listing_report.owner.intro', 'mail.listing_report.message'],
        action: { label: 'mail.listing_report.owner.action', url: appUrl(app.config, { route: 'dashboard-index-mes-fiches-slug', locale: owner.locale, params: { slug: listing.slug } }) },
        outro: ['mail.listing_report.owner.note'],
        vars: { title: listing.title, message: report.message },
      }),
    );
  }
  const reporter = [report.name, report.email].filter(Boolean).join(', ');
  app.mailer.queue({
    ...composeMail(app.config.contactEmail, TEAM_LOCALE, {
      subject: 'mail.listing_report.team.subject',
      intro: [
        'mail.listing_report.team.intro',
        'mail.listing_report.message',
        reporter ? 'mail.listing_report.team.reporter' : 'mail.listing_report.team.anonymous',
        'mail.listing_report.team.language',
      ],
      action: { label: 'mail.listing_report.team.action', url: appUrl(app.config, { route: 'dashboard-index-signalements', locale: TEAM_LOCALE }) },
      outro: [],
      vars: {
        id: report.id,
        title: listing.title,
        listingUrl: appUrl(app.config, { route: 'prestataires-sector-slug', locale: TEAM_LOCALE, params: { slug: listing.slug } }),
        message: report.message,
        reporter,
        language: report.locale.toUpperCase(),
      },
    }),
    ...(report.email ? { replyTo: report.email } : {}),
  });
}

/** The team's reply, in the language the reporter wrote in, with their report below it. */
export function replyMail(report: ListingReport & { email: string }, reply: string) {
  return composeMail(report.email, report.locale, {
    subject: 'mail.listing_report.reply.subject',
    name: report.name,
    intro: ['mail.listing_report.reply.intro', 'mail.listing_report.reply.text'],
    outro: ['mail.listing_report.reply.copy', 'mail.listing_report.message'],
    vars: { title: report.listing.title, reply, message: report.message },
  });
}
