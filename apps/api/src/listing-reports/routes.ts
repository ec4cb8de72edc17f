import type { FastifyPluginAsync } from 'fastify';
import { listingReportsEndpoints, LISTING_REPORTS_PER_PAGE, type FormReceipt, type ListingReport } from '@sam/contracts';
import { flag } from '@sam/db';
import { admitPublicForm } from '../contact/public-form';
import { fieldError, HttpError, notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { mailNewReport, replyMail } from './mails';
import { ListingReportsRepository } from './repository';

/**
 * Issue 17, "report an error": POST /api/listing-reports from any public provider page (throttled
 * per address and IP, honeypotted like the public forms), mailed to the listing's owners and the
 * team; the team's moderation list, detail, "handled" and one reply by mail (admin, root).
 */
export const listingReportsRoutes: FastifyPluginAsync = async (app) => {
  const reports = new ListingReportsRepository(app.db);

  const existing = async (id: number): Promise<ListingReport> => {
    const report = await reports.find(id);
    if (!report) throw notFound();
    return report;
  };

  routes(app, listingReportsEndpoints, {
    create: async ({ request, body }) => {
      let query = app.db.selectFrom('prestataires').select(['id', 'slug', 'title']).where('active', '=', flag(true)).where('visible', '=', flag(true));
      query = typeof body.prestataire === 'number' ? query.where('id', '=', body.prestataire) : query.where('slug', '=', body.prestataire);
      const listing = await query.executeTakeFirst();
      if (!listing) throw notFound();

      const receipt: FormReceipt = { received: true };
      // Without an address, the per-address allowance is the IP's own (3 per 15 minutes).
      if (!(await admitPublicForm(app, request, 'listing-report', body.email ?? '', body))) return receipt;

      const report = { prestataire_id: listing.id, message: body.message, name: body.name ?? null, email: body.email ?? null, locale: body.locale ?? request.locale };
      const id = await reports.create(report);
      await mailNewReport(app, { ...report, id, listing });
      return receipt;
    },

    list: async ({ query }) => {
      const { data, total, counts } = await reports.list(query.status, query.page);
      return { data, meta: { current_page: query.page, per_page: LISTING_REPORTS_PER_PAGE, total, ...counts } };
    },

    show: async ({ params }) => ({ data: await existing(params.id) }),

    markHandled: async ({ params, user }) => {
      await existing(params.id);
      await reports.markHandled(params.id, user.id);
      return { data: await existing(params.id) };
    },

    reply: async ({ request, params, body }) => {
      const report = await existing(params.id);
      const { email } = report;
      if (!email) throw fieldError('reply', 'validation.listing_report.no_email');
      if (report.replied_at) throw new HttpError(409, 'errors.listing_report.already_replied');
      // Claimed before sending: two admins replying at once send one mail, not two.
      if (!(await reports.recordReply(report.id, body.reply))) throw new HttpError(409, 'errors.listing_report.already_replied');
      try {
        await app.mailer.send(replyMail({ ...report, email }, body.reply));
      } catch (error) {
        request.log.error({ err: error, report: report.id }, 'listing report reply not sent');
        await reports.forgetReply(report.id);
        throw new HttpError(503, 'errors.mail_failed');
      }
      return { data: await existing(report.id) };
    },
  });
};
