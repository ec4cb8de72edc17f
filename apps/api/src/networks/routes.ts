import type { FastifyPluginAsync } from 'fastify';
import { networkRefParamsSchema } from '@sam/contracts';
import { notFound } from '../http-error';
import { NetworksRepository } from './repository';

/** §7 public network reads: GET /api/prestataires/{id}/network and the list of networks. */
export const networksRoutes: FastifyPluginAsync = async (app) => {
  const networks = new NetworksRepository(app.db);

  // §8: unknown, hidden, non-consenting or network-less heads are all a missing page (404).
  app.get('/api/prestataires/:id/network', async (request) => {
    const params = networkRefParamsSchema.safeParse(request.params);
    const head = params.success ? await networks.findHead(params.data.id) : undefined;
    const network = head ? await networks.loadNetwork(head) : undefined;
    if (!network) throw notFound();
    return { data: network };
  });

  app.get('/api/networks', async () => ({ data: await networks.listPublic() }));
};
