import type { FastifyPluginAsync } from 'fastify';
import { adOrderSchema, homepageQuerySchema, type FormReceipt } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { admitPublicForm, linesFor, mailTheTeam } from '../contact/public-form';
import { parseBody, parse } from '../plugins/validation';
import { payloadOf, SuggestionsRepository } from '../suggestions/repository';
import { textVars } from '../suggestions/routes';
import { AdCampaignsRepository } from './repository';

/**
 * §7 GET /api/publicite/homepage/campagnes (the adverts running now) and the order form of
 * §2 commander-encart-publicitaire: POST /api/publicite/commandes, stored as a suggestion of kind
 * 'ad_order' (its fields as the payload) and mailed to the association, which answers with a quote.
 */
export const publiciteRoutes: FastifyPluginAsync = async (app) => {
  const campaigns = new AdCampaignsRepository(app.db);
  const suggestions = new SuggestionsRepository(app.db);

  app.get('/api/publicite/homepage/campagnes', async (request, reply) => {
    const { locale } = parse(homepageQuerySchema, request.query, request);
    reply.header('Cache-Control', 'public, max-age=300');
    return { data: await campaigns.running('homepage', locale, nowIso()) };
  });

  app.post('/api/publicite/commandes', async (request, reply) => {
    const body = parseBody(adOrderSchema, request);
    const receipt: FormReceipt = { received: true };
    if (!(await admitPublicForm(app, request, 'ad_order', body.email, body))) return reply.code(201).send(receipt);

    const locale = body.locale ?? request.locale;
    const id = await suggestions.create('ad_order', body.email, payloadOf(body, locale), nowIso());
    mailTheTeam(app, body.email, {
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
      vars: { id, ...textVars(body), language: locale.toUpperCase() },
    });
    return reply.code(201).send(receipt);
  });
};
