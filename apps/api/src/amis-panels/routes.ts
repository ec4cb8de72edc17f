import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { amisPanelListQuerySchema, amisPanelParamsSchema, amisPanelQuerySchema, amisPanelWriteSchemaFor } from '@sam/contracts';
import { isPortalPage } from '@sam/i18n-routes';
import { forbidden, notFound, unauthenticated } from '../http-error';
import { hasRole } from '../plugins/session';
import { parse, parseBody } from '../plugins/validation';
import { AmisPanelsRepository } from './repository';

/** The SAM team writes the panels (docs/decisions/0008-amis-panel-writes.md). */
const SAM_TEAM = ['admin', 'root'] as const;

/** A panel's link must be a page of the portal: the route table is ours, not the contracts'. */
const amisPanelWriteSchema = amisPanelWriteSchemaFor(isPortalPage);

/** §8: a malformed id is a missing page, like an unknown one. */
const panelId = (request: FastifyRequest): number => {
  const params = amisPanelParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound();
  return params.data.id;
};

/**
 * §7 Friends panels: public reads of the active panels (GET /api/sam/amis/panels and
 * /api/sam/amis/panels/{id}); the SAM team's list of every panel (`manage`), create, update (PUT,
 * or POST with _method PUT) and delete.
 */
export const amisPanelsRoutes: FastifyPluginAsync = async (app) => {
  const panels = new AmisPanelsRepository(app.db);
  const requireSamTeam = app.requireRole(...SAM_TEAM);

  app.get('/api/sam/amis/panels', async (request) => {
    const { audience, locale, manage } = parse(amisPanelListQuerySchema, request.query, request);
    if (!manage) return { data: await panels.list(locale, audience) };
    if (!request.user) throw unauthenticated();
    if (!hasRole(request.user, ...SAM_TEAM)) throw forbidden();
    return { data: await panels.listManaged(audience) };
  });

  app.get('/api/sam/amis/panels/:id', async (request) => {
    const { locale } = parse(amisPanelQuerySchema, request.query, request);
    const panel = await panels.find(panelId(request), locale);
    if (!panel) throw notFound();
    return { data: panel };
  });

  app.post('/api/sam/amis/panels', { preHandler: requireSamTeam }, async (request, reply) => {
    const id = await panels.create(parseBody(amisPanelWriteSchema, request));
    return reply.code(201).send({ data: await panels.findManaged(id) });
  });

  app.put('/api/sam/amis/panels/:id', { preHandler: requireSamTeam }, async (request) => {
    const id = panelId(request);
    if (!(await panels.update(id, parseBody(amisPanelWriteSchema, request)))) throw notFound();
    return { data: await panels.findManaged(id) };
  });

  app.delete('/api/sam/amis/panels/:id', { preHandler: requireSamTeam }, async (request, reply) => {
    if (!(await panels.delete(panelId(request)))) throw notFound();
    return reply.code(204).send();
  });
};
