import type { FastifyPluginAsync } from 'fastify';
import { findInfoCategory, infosEndpoints, INFOS_PAGE_SIZE, SEARCH_INDEX_NAMES } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { requireEditor, takenSlugFields, throwFieldErrors, writeUnlessSlugTaken } from '../editorial/editing';
import { fieldError, notFound } from '../http-error';
import { committedWith } from '../plugins/after-commit';
import { routes } from '../plugins/contract-route';
import { InfosRepository } from './repository';

/** A category filter given by key or slug; an unknown one is a field error (422). */
function categoryKey(ref: string | undefined): string | undefined {
  if (ref === undefined) return undefined;
  const found = findInfoCategory(ref);
  if (!found) throw fieldError('category', 'validation.invalid');
  return found.key;
}

/**
 * §7 Infos (useful information): public reads and bookmarks, and the SAM editors' edit copy and
 * PUT (docs/decisions/0009-editorial-writes.md). POST /api/infos/suggestions belongs to the
 * suggestion forms.
 */
export const infosRoutes: FastifyPluginAsync = async (app) => {
  const infos = new InfosRepository(app.db);

  /** A published info (unknown, draft and scheduled ones are missing pages). */
  const findPublished = async (ref: number | string) => {
    const info = await infos.findPublished(ref);
    if (!info) throw notFound();
    return info;
  };

  /** The info to edit, published or not. */
  const findAny = async (ref: number | string) => {
    const info = await infos.findAny(ref);
    if (!info) throw notFound();
    return info;
  };

  routes(app, infosEndpoints, {
    list: async ({ query: { locale, page, category } }) => {
      const perPage = INFOS_PAGE_SIZE;
      const { data, total } = await infos.list({ locale, page, perPage, category: categoryKey(category) });
      return { data, meta: { current_page: page, per_page: perPage, total } };
    },
    search: async ({ body: { locale, page, category, query } }) => {
      const perPage = INFOS_PAGE_SIZE;
      const { data, total } = await infos.search({ locale, page, perPage, category: categoryKey(category), query });
      return { data, meta: { current_page: page, per_page: perPage, total } };
    },
    get: async ({ params, query: { locale, edit }, user }) => {
      if (edit) {
        // The editor's role is checked before the info is looked up.
        requireEditor(user);
        return { data: await infos.toEditable(await findAny(params.id)) };
      }
      return { data: await infos.loadDetail(await findPublished(params.id), locale, user?.id ?? null) };
    },
    // The whole info again (a POST with _method PUT reaches it too); its search record follows before the answer leaves.
    update: async ({ request, params, body }) => {
      const info = await findAny(params.id);
      throwFieldErrors(await infos.writeProblems(info.id, body));
      // The write and its search change commit together (committedWith); a taken slug is read after the rollback.
      const updated = await writeUnlessSlugTaken(
        () =>
          committedWith(request, (db) => new InfosRepository(db), SEARCH_INDEX_NAMES.infos, async (repository, changed) => {
            changed(info.id);
            return repository.update(info.id, body, nowIso());
          }),
        () => takenSlugFields(app.db, 'infos', info.id, body),
      );
      return { data: await infos.toEditable(updated) };
    },
    related: async ({ params, query: { locale } }) => {
      const info = await findPublished(params.id);
      return { data: await infos.related(info.id, locale) };
    },
  });
};
