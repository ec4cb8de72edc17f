import type { FastifyPluginAsync } from 'fastify';
import { conseilsEndpoints, CONSEILS_PAGE_SIZE, SEARCH_INDEX_NAMES } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { requireEditor, takenSlugFields, throwFieldErrors, writeUnlessSlugTaken } from '../editorial/editing';
import { notFound } from '../http-error';
import { committedWith } from '../plugins/after-commit';
import { routes } from '../plugins/contract-route';
import { ConseilsRepository } from './repository';

/**
 * §7 Conseils (advice guides of the SAM guide): public reads and bookmarks, and the SAM editors'
 * edit copy and PUT (docs/decisions/0009-editorial-writes.md).
 */
export const conseilsRoutes: FastifyPluginAsync = async (app) => {
  const conseils = new ConseilsRepository(app.db);

  /** A published guide (unknown, draft and scheduled ones are missing pages). */
  const findPublished = async (ref: number | string) => {
    const conseil = await conseils.findPublished(ref);
    if (!conseil) throw notFound();
    return conseil;
  };

  /** The guide to edit, published or not. */
  const findAny = async (ref: number | string) => {
    const conseil = await conseils.findAny(ref);
    if (!conseil) throw notFound();
    return conseil;
  };

  routes(app, conseilsEndpoints, {
    list: async ({ query: { locale, page } }) => {
      const perPage = CONSEILS_PAGE_SIZE;
      const { data, total } = await conseils.list({ locale, page, perPage });
      return { data, meta: { current_page: page, per_page: perPage, total } };
    },
    get: async ({ params, query: { locale, edit }, user }) => {
      if (edit) {
        // The editor's role is checked before the guide is looked up.
        requireEditor(user);
        return { data: await conseils.toEditable(await findAny(params.id)) };
      }
      return { data: await conseils.loadDetail(await findPublished(params.id), locale, user?.id ?? null) };
    },
    // §7 "sent with _method PUT": the POST twin (plugins/method-override) runs this same handler.
    update: async ({ request, params, body }) => {
      const conseil = await findAny(params.id);
      throwFieldErrors(await conseils.writeProblems(conseil.id, body));
      // The write and its search change commit together (committedWith); a taken slug is read after the rollback.
      const updated = await writeUnlessSlugTaken(
        () =>
          committedWith(request, (db) => new ConseilsRepository(db), SEARCH_INDEX_NAMES.sam_conseils, async (repository, changed) => {
            changed(conseil.id);
            return repository.update(conseil.id, body, nowIso());
          }),
        () => takenSlugFields(app.db, 'conseils', conseil.id, body),
      );
      return { data: await conseils.toEditable(updated) };
    },
  });
};
