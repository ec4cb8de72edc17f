import type { FastifyPluginAsync } from 'fastify';
import { amisPanelListQuerySchema, amisPanelParamsSchema, amisPanelQuerySchema } from '@sam/contracts';
import { notFound } from '../http-error';
import { parse } from '../plugins/validation';
import { AmisPanelsRepository } from './repository';

/**
 * §7 Friends panels: GET /api/sam/amis/panels and GET /api/sam/amis/panels/{id}, public reads of
 * the active panels. Creating, updating and deleting them belong to the dashboard issue.
 */
export const amisPanelsRoutes: FastifyPluginAsync = async (app) => {
  const panels = new AmisPanelsRepository(app.db);

  app.get('/api/sam/amis/panels', async (request) => {
    const { audience, locale } = parse(amisPanelListQuerySchema, request.query, request);
    return { data: await panels.list(locale, audience) };
  });

  app.get('/api/sam/amis/panels/:id', async (request) => {
    const { locale } = parse(amisPanelQuerySchema, request.query, request);
    // §8: a malformed id is a missing page, like an unknown one.
    const params = amisPanelParamsSchema.safeParse(request.params);
    const panel = params.success ? await panels.find(params.data.id, locale) : undefined;
    if (!panel) throw notFound();
    return { data: panel };
  });
};
