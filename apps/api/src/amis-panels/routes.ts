import type { FastifyPluginAsync } from 'fastify';
import { amisPanelsEndpoints, amisPanelWriteSchemaFor } from '@sam/contracts';
import { isPortalPage } from '@sam/i18n-routes';
import { notFound } from '../http-error';
import { authorize, routes } from '../plugins/contract-route';
import { AmisPanelsRepository } from './repository';

/**
 * The writes' bodies as the contract has them, with the panel's link checked against the portal's
 * pages: the route table is ours, not the contracts'.
 */
const amisPanelWriteSchema = amisPanelWriteSchemaFor(isPortalPage);
const { create, update } = amisPanelsEndpoints;

/**
 * §7 Friends panels: public reads of the active panels (GET /api/sam/amis/panels and
 * /api/sam/amis/panels/{id}); the SAM team's (admin, root) list of every panel (`manage`),
 * create, update (PUT, or POST with _method PUT) and delete (docs/decisions/0008-amis-panel-writes.md).
 */
export const amisPanelsRoutes: FastifyPluginAsync = async (app) => {
  const panels = new AmisPanelsRepository(app.db);

  /** A panel as the team manages it, after a write. */
  const managed = async (id: number) => {
    const panel = await panels.findManaged(id);
    if (!panel) throw notFound();
    return { data: panel };
  };

  routes(app, { ...amisPanelsEndpoints, create: { ...create, body: amisPanelWriteSchema }, update: { ...update, body: amisPanelWriteSchema } }, {
    list: async ({ request, query: { audience, locale, manage } }) => {
      if (!manage) return { data: await panels.list(locale, audience) };
      // The team's list follows the writes' rule.
      authorize('admin', request);
      return { data: await panels.listManaged(audience) };
    },
    get: async ({ params, query: { locale } }) => {
      const panel = await panels.find(params.id, locale);
      if (!panel) throw notFound();
      return { data: panel };
    },
    create: async ({ body }) => managed(await panels.create(body)),
    update: async ({ params: { id }, body }) => {
      if (!(await panels.update(id, body))) throw notFound();
      return managed(id);
    },
    delete: async ({ params: { id } }) => {
      if (!(await panels.delete(id))) throw notFound();
    },
  });
};
