import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  findInfoCategory,
  infoDetailQuerySchema,
  infoListQuerySchema,
  infoLocaleQuerySchema,
  infoRefParamsSchema,
  infoSearchBodySchema,
  infoWriteSchema,
  INFOS_PAGE_SIZE,
  SEARCH_INDEX_NAMES,
} from '@sam/contracts';
import { nowIso } from '@sam/db';
import { requireEditor, takenSlugFields, throwFieldErrors, writeUnlessSlugTaken } from '../editorial/editing';
import { fieldError, notFound } from '../http-error';
import { parse, parseBody } from '../plugins/validation';
import { InfosRepository } from './repository';

/** A category filter given by key or slug; an unknown one is a field error (422). */
function categoryKey(ref: string | undefined): string | undefined {
  if (ref === undefined) return undefined;
  const found = findInfoCategory(ref);
  if (!found) throw fieldError('category', 'validation.invalid');
  return found.key;
}

/**
 * §7 Infos (useful information), registered under /api/infos: public reads and bookmarks, and the
 * SAM editors' edit copy and PUT (docs/decisions/0009-editorial-writes.md). POST
 * /api/infos/suggestions belongs to the suggestion forms.
 */
export const infosRoutes: FastifyPluginAsync = async (app) => {
  const infos = new InfosRepository(app.db);

  /** §8: a malformed reference is a missing page (404), like an unknown or unpublished one. */
  const findByRefParam = async (request: FastifyRequest) => {
    const params = infoRefParamsSchema.safeParse(request.params);
    const info = params.success ? await infos.findPublished(params.data.id) : undefined;
    if (!info) throw notFound();
    return info;
  };

  app.get('/', async (request) => {
    const { locale, page, category } = parse(infoListQuerySchema, request.query, request);
    const perPage = INFOS_PAGE_SIZE;
    const { data, total } = await infos.list({ locale, page, perPage, category: categoryKey(category) });
    return { data, meta: { current_page: page, per_page: perPage, total } };
  });

  // Read-only search: no CSRF token needed (server-side rendering calls it).
  app.post('/search', { config: { csrf: false } }, async (request) => {
    const { locale, page, category, query } = parseBody(infoSearchBodySchema, request);
    const perPage = INFOS_PAGE_SIZE;
    const { data, total } = await infos.search({ locale, page, perPage, category: categoryKey(category), query });
    return { data, meta: { current_page: page, per_page: perPage, total } };
  });

  /** The info to edit, published or not: only for editors, whose role is checked first. */
  const findForEditing = async (request: FastifyRequest) => {
    requireEditor(request);
    const params = infoRefParamsSchema.safeParse(request.params);
    const info = params.success ? await infos.findAny(params.data.id) : undefined;
    if (!info) throw notFound();
    return info;
  };

  app.get('/:id', async (request) => {
    const { locale, edit } = parse(infoDetailQuerySchema, request.query, request);
    if (edit) return { data: await infos.toEditable(await findForEditing(request)) };
    const info = await findByRefParam(request);
    return { data: await infos.loadDetail(info, locale, request.user?.id ?? null) };
  });

  // The whole info again (a POST with _method PUT reaches it too); its search record follows before the answer leaves.
  app.put('/:id', async (request) => {
    const info = await findForEditing(request);
    const values = parseBody(infoWriteSchema, request);
    throwFieldErrors(await infos.writeProblems(info.id, values));
    const updated = await writeUnlessSlugTaken(
      () => infos.update(info.id, values, nowIso()),
      () => takenSlugFields(app.db, 'infos', info.id, values),
    );
    await app.searchIndexer.reindex(SEARCH_INDEX_NAMES.infos, [info.id]);
    return { data: await infos.toEditable(updated) };
  });

  app.get('/:id/related', async (request) => {
    const { locale } = parse(infoLocaleQuerySchema, request.query, request);
    const info = await findByRefParam(request);
    return { data: await infos.related(info.id, locale) };
  });
};
