import type { FastifyPluginAsync } from 'fastify';
import { publiciteEndpoints } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { linesFor } from '../contact/public-form';
import { routes } from '../plugins/contract-route';
import { suggestionFormHandler } from '../suggestions/form';
import { AdCampaignsRepository } from './repository';

/**
 * §7 GET /api/publicite/homepage/campagnes (the adverts running now) and the order form of
 * §2 commander-encart-publicitaire: POST /api/publicite/commandes, stored as a suggestion of kind
 * 'ad_order' (its fields as the payload) and mailed to the association, which answers with a quote.
 */
export const publiciteRoutes: FastifyPluginAsync = async (app) => {
  const campaigns = new AdCampaignsRepository(app.db);

  routes(app, publiciteEndpoints, {
    listHomepageCampaigns: async ({ query: { locale }, reply }) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: await campaigns.running('homepage', locale, nowIso()) };
    },
    order: suggestionFormHandler(app, {
      throttle: 'ad_order',
      kind: 'ad_order',
      email: (body) => body.email,
      mail: (body) => ({
        subject: 'mail.ad_order.subject',
        intro: [
          'mail.ad_order.intro',
          `mail.ad_order.format.${body.format}`,
          `mail.ad_order.languages.${body.languages}`,
          'mail.ad_order.period',
          'mail.ad_order.contact',
          ...linesFor(body, { phone: 'mail.ad_order.phone' }),
          ...linesFor(body, { message: 'mail.message' }),
        ],
        outro: ['mail.ad_order.follow_up'],
      }),
    }),
  });
};
