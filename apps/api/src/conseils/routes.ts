import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  conseilDetailQuerySchema,
  conseilListQuerySchema,
  conseilRefParamsSchema,
  conseilWriteSchema,
  CONSEILS_PAGE_SIZE,
  SEARCH_INDEX_NAMES,
} from '@sam/contracts';
import { nowIso } from '@sam/db';
import { requireEditor, takenSlugFields, throwFieldErrors, writeUnlessSlugTaken } from '../editorial/editing';
import { notFound } from '../http-error';
import { parse, parseBody } from '../plugins/validation';
import { ConseilsRepository } from './repository';

/**
 * §7 Conseils (advice guides of the SAM guide), registered under /api/conseils: public reads and
 * bookmarks, and the SAM editors' edit copy and PUT (docs/decisions/0009-editorial-writes.md).
 */
export const conseilsRoutes: FastifyPluginAsync = async (app) => {
  const conseils = new ConseilsRepository(app.db);

  /** §8: a malformed reference is a missing page (404), like an unknown or unpublished one. */
  const findByRefParam = async (request: FastifyRequest) => {
    const params = conseilRefParamsSchema.safeParse(request.params);
    const conseil = params.success ? await conseils.findPublished(params.data.id) : undefined;
    if (!conseil) throw notFound();
    return conseil;
  };

  app.get('/', async (request) => {
    const { locale, page } = parse(conseilListQuerySchema, request.query, request);
    const perPage = CONSEILS_PAGE_SIZE;
    const { data, total } = await conseils.list({ locale, page, perPage });
    return { data, meta: { current_page: page, per_page: perPage, total } };
  });

  /** The guide to edit, published or not: only for editors, whose role is checked first. */
  const findForEditing = async (request: FastifyRequest) => {
    requireEditor(request);
    const params = conseilRefParamsSchema.safeParse(request.params);
    const conseil = params.success ? await conseils.findAny(params.data.id) : undefined;
    if (!conseil) throw notFound();
    return conseil;
  };

  app.get('/:id', async (request) => {
    const { locale, edit } = parse(conseilDetailQuerySchema, request.query, request);
    if (edit) return { data: await conseils.toEditable(await findForEditing(request)) };
    const conseil = await findByRefParam(request);
    return { data: await conseils.loadDetail(conseil, locale, request.user?.id ?? null) };
  });

  // §7 "sent with _method PUT": the POST twin (plugins/method-override) runs this same handler.
  app.put('/:id', async (request) => {
    const conseil = await findForEditing(request);
    const values = parseBody(conseilWriteSchema, request);
    throwFieldErrors(await conseils.writeProblems(conseil.id, values));
    const updated = await writeUnlessSlugTaken(
      () => conseils.update(conseil.id, values, nowIso()),
      () => takenSlugFields(app.db, 'conseils', conseil.id, values),
    );
    await app.searchIndexer.reindex(SEARCH_INDEX_NAMES.sam_conseils, [conseil.id]);
    return { data: await conseils.toEditable(updated) };
  });
};
