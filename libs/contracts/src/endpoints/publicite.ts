import { defineEndpoint } from '../http/endpoint';
import { formReceiptSchema } from '../contact';
import { adCampaignListSchema, homepageQuerySchema } from '../homepage';
import { adOrderSchema } from '../suggestions';

const tags = ['Advertising'];

/** §7 advertising: the campaigns running now, and the order form of §2 commander-encart-publicitaire. */
export const publiciteEndpoints = {
  listHomepageCampaigns: defineEndpoint({
    id: 'publicite.listHomepageCampaigns',
    method: 'GET',
    path: '/api/publicite/homepage/campagnes',
    summary: 'The advertising campaigns of the home page running now',
    tags,
    access: 'public',
    query: homepageQuerySchema,
    response: adCampaignListSchema,
  }),
  order: defineEndpoint({
    id: 'publicite.order',
    method: 'POST',
    path: '/api/publicite/commandes',
    summary: 'Order an advert: stored and mailed to the association, which answers with a quote',
    tags,
    access: 'public',
    body: adOrderSchema,
    response: formReceiptSchema,
    status: 201,
    errors: [429],
  }),
} as const;
