import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { NETWORK_IMPORT_MAX_BYTES, networksEndpoints } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { memberHandlers } from './member-routes';
import { NetworksRepository } from './repository';

/** §2-§4, §6, §7 provider networks: public reads here, the heads' and members' writes in member-routes.ts. */
export const networksRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: Math.max(NETWORK_IMPORT_MAX_BYTES, 10_000_000), files: 1, fields: 5, fieldSize: 1000 } });
  const networks = new NetworksRepository(app.db);

  routes(app, networksEndpoints, {
    // §8: unknown, hidden, non-consenting or network-less heads are all a missing page (404).
    getNetwork: async ({ params }) => {
      const head = await networks.findHead(params.id);
      const network = head ? await networks.loadNetwork(head, nowIso()) : undefined;
      if (!network) throw notFound();
      return { data: network };
    },
    listNetworks: async () => ({ data: await networks.listPublic() }),
    getLogo: async ({ params, reply }) => {
      if (!(await networks.publicLogo(params.file))) throw notFound();
      const stored = await app.storage.get(`networks/${params.file}`);
      if (!stored) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(stored.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(stored.stream);
    },
    ...memberHandlers(app),
  });
};
