import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { listingsEndpoints, SEARCH_INDEX_NAMES } from '@sam/contracts';
import { nowIso, type Database } from '@sam/db';
import { HttpError, notFound } from '../http-error';
import { deleteListingMedia } from '../media/repository';
import { committed } from '../plugins/after-commit';
import { routes } from '../plugins/contract-route';
import { ListingWrites } from './listing-writes';
import { mailOwnersDecision, mailValidationRequested } from './mails';
import { renderHistoryPdf } from './history-pdf';
import { ListingPolicy } from './policy';
import { PrestatairesRepository, type ListingRow } from './repository';

/**
 * §7 provider listing writes (issue 11; docs/decisions/0010-provider-listing-writes.md): create a
 * draft, save the edit copy (PUT, which still takes the colours-only call), request validation,
 * the team's validation queue, versions, history and its PDF, network consent, unpublish and
 * publish again. Who may do what is ListingPolicy's (and the contracts' access); CSRF is the session plugin's.
 */
export const prestataireWritesRoutes: FastifyPluginAsync = async (app) => {
  const policy = new ListingPolicy(app.db);
  const writes = new ListingWrites(app.db);
  const listings = new PrestatairesRepository(app.db);

  const editCopyOf = async (listing: ListingRow) => ({ data: await writes.editCopy(listing) });

  /** A write that changes what the public sees: one transaction, then the listing's search records (one per visible address) follow. */
  const publicWrite = (request: FastifyRequest, listing: Pick<ListingRow, 'id'>, write: (trx: Transaction<Database>) => Promise<void>) =>
    committed(request, (trx, after) => {
      after.reindex(SEARCH_INDEX_NAMES.prestataire_addresses, listing.id);
      return write(trx);
    });

  /** A version the team decides on: 404 unless it awaits validation. */
  const pendingVersion = async (id: number) => {
    const version = await writes.versions.find(id);
    if (!version || version.status !== 'pending' || version.prestataire_id === null) throw notFound();
    const listing = await policy.find({ id: version.prestataire_id });
    if (!listing) throw notFound();
    return { version, listing };
  };

  const decided = async (listingId: number, versionId: number) => ({ data: (await writes.versions.list(listingId)).find((v) => v.id === versionId)! });

  /** Takes a listing off the portal, or puts a validated one back. */
  const setVisible = async (request: FastifyRequest, slug: string, visible: boolean) => {
    const listing = await policy.requireManaged(request, { slug });
    await publicWrite(request, listing, (trx) => writes.setVisible(trx, listing, listing.user, visible, nowIso()));
    return editCopyOf(listing);
  };

  routes(app, listingsEndpoints, {
    // Hidden until the team approves it: no search record before (approval reindexes).
    create: async ({ body, user }) => editCopyOf(await writes.create(body, user, nowIso())),

    mine: async ({ user }) => ({ data: await writes.mine(user.id) }),

    // PUT: a body of only primary_color/secondary_color is the §7 colours call (live at once, as before);
    // anything else is the whole edit copy, which changes nothing public.
    update: async ({ request, params: { slug }, body }) => {
      const listing = await policy.requireManaged(request, { slug });
      if (body.call === 'colors') {
        await writes.saveColors(listing, listing.user, body.colors, nowIso());
        const updated = (await listings.findBySlug(listing.slug)) ?? listing;
        return { data: await listings.loadDetail(updated, { publicView: false, userId: listing.user.id }) };
      }
      await writes.saveEdit(listing, listing.user, body.edit, nowIso());
      return editCopyOf(listing);
    },

    commit: async ({ request, body }) => {
      const ref = body.prestataire_id !== undefined ? { id: body.prestataire_id } : body.slug !== undefined ? { slug: body.slug } : null;
      const listing = await policy.requireManaged(request, ref);
      const { number } = await writes.commit(listing, listing.user, nowIso());
      mailValidationRequested(app, listing, number, listing.user.name);
      return editCopyOf(listing);
    },

    validationQueue: async ({ request }) => ({ data: await writes.queue(request.locale) }),

    approveVersion: async ({ request, params, user }) => {
      const { version, listing } = await pendingVersion(params.id);
      await publicWrite(request, listing, (trx) => writes.approve(trx, version, listing, user, nowIso()));
      const approved = (await policy.find({ id: listing.id })) ?? listing;
      await mailOwnersDecision(app, approved, Number(version.number), { approved: true });
      return decided(listing.id, version.id);
    },

    rejectVersion: async ({ params, body: { reason }, user }) => {
      const { version, listing } = await pendingVersion(params.id);
      await writes.reject(version, listing, user, reason, nowIso());
      await mailOwnersDecision(app, listing, Number(version.number), { approved: false, reason });
      return decided(listing.id, version.id);
    },

    applyVersion: async ({ request, params }) => {
      const version = await writes.versions.find(params.id);
      // An unknown version answers like an unknown listing.
      const listing = await policy.requireManaged(request, version?.prestataire_id ? { id: version.prestataire_id } : null);
      await writes.applyVersion(version!, listing.id, listing.user, nowIso());
      return editCopyOf(listing);
    },

    versions: async ({ request, params: { slug } }) => {
      const listing = await policy.requireManaged(request, { slug });
      return { data: await writes.versions.list(listing.id) };
    },

    history: async ({ request, params: { slug } }) => {
      const listing = await policy.requireManaged(request, { slug });
      return { data: await writes.history.list(listing.id) };
    },

    // §7 "POST /api/prestataires/{id}/export-history, which downloads a PDF named history".
    exportHistory: async ({ request, reply, params: { id } }) => {
      const listing = await policy.requireManaged(request, typeof id === 'number' ? { id } : { slug: id });
      const pdf = await renderHistoryPdf(listing.title, await writes.history.list(listing.id), request.locale, nowIso());
      return reply.type('application/pdf').header('content-disposition', 'attachment; filename="history.pdf"').header('cache-control', 'no-store').send(pdf);
    },

    giveConsent: async ({ request, params: { slug }, body: { consent } }) => {
      const listing = await policy.requireManaged(request, { slug });
      return { data: await writes.setConsent(listing, listing.user, consent, nowIso()) };
    },

    // A draft never validated is its owners' to delete; a listing the public has seen is taken
    // offline (unpublish) instead, and only the team deletes it (docs/decisions/0010).
    delete: async ({ request, params: { slug } }) => {
      const listing = await policy.requireManaged(request, { slug });
      if (listing.validated_at !== null && !policy.isTeam(listing.user)) throw new HttpError(409, 'errors.listing_delete_published');
      await publicWrite(request, listing, (trx) => writes.delete(trx, listing));
      await deleteListingMedia(app.db, app.storage, listing.id);
      request.log.info({ prestataireId: listing.id, userId: listing.user.id }, 'listing deleted');
    },

    unpublish: ({ request, params: { slug } }) => setVisible(request, slug, false),
    publish: ({ request, params: { slug } }) => setVisible(request, slug, true),
  }, {
    // Owners first: a stranger learns nothing from the validation of a body they may not send.
    guards: { update: ({ request, params: { slug } }) => policy.requireManaged(request, { slug }) },
  });
};
