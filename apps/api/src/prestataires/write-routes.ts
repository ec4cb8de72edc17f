import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  isColorsOnlyBody,
  networkConsentBodySchema,
  prestataireColorsSchema,
  prestataireCommitSchema,
  prestataireCreateSchema,
  prestataireEditSchema,
  prestataireRefParamsSchema,
  versionIdParamsSchema,
  versionRejectSchema,
} from '@sam/contracts';
import { nowIso } from '@sam/db';
import { HttpError, notFound } from '../http-error';
import { deleteListingMedia } from '../media/repository';
import { parseBody } from '../plugins/validation';
import { ListingWrites } from './listing-writes';
import { mailOwnersDecision, mailValidationRequested } from './mails';
import { renderHistoryPdf } from './history-pdf';
import { ListingPolicy, type ListingRef } from './policy';
import { PrestatairesRepository, type ListingRow } from './repository';

/**
 * §7 provider listing writes (issue 11; docs/decisions/0010-provider-listing-writes.md): create a
 * draft, save the edit copy (PUT, which still takes the colours-only call), request validation,
 * the team's validation queue, versions, history and its PDF, network consent, unpublish and
 * publish again. Who may do what is ListingPolicy's; CSRF is the session plugin's.
 */
export const prestataireWritesRoutes: FastifyPluginAsync = async (app) => {
  const policy = new ListingPolicy(app.db);
  const writes = new ListingWrites(app.db);
  const listings = new PrestatairesRepository(app.db);

  /** The search records (one per visible address) follow the published rows, in the same request. */
  const reindex = (listing: Pick<ListingRow, 'id'>) => app.searchIndexer.reindexPrestataires([listing.id]);
  const managedBySlug = (request: FastifyRequest) => policy.requireManaged(request, policy.refOfSlugParam(request));
  const editCopyOf = async (listing: ListingRow) => ({ data: await writes.editCopy(listing) });

  /** A version the team decides on (admin/root): 404 unless it awaits validation. */
  const pendingVersion = async (request: FastifyRequest) => {
    const user = policy.requireTeam(request);
    const params = versionIdParamsSchema.safeParse(request.params);
    const version = params.success ? await writes.versions.find(params.data.id) : undefined;
    if (!version || version.status !== 'pending' || version.prestataire_id === null) throw notFound();
    const listing = await policy.find({ id: version.prestataire_id });
    if (!listing) throw notFound();
    return { user, version, listing };
  };

  const decided = async (listingId: number, versionId: number) => ({ data: (await writes.versions.list(listingId)).find((v) => v.id === versionId)! });

  app.post('/api/prestataires', async (request, reply) => {
    const user = policy.requireVerifiedUser(request);
    const values = parseBody(prestataireCreateSchema, request);
    const now = nowIso();
    const listing = await writes.create(values, user, now);
    await reindex(listing); // hidden until validated: no record yet, but the index learns the listing
    return reply.code(201).send(await editCopyOf(listing));
  });

  app.get('/api/prestataires/mine', { preHandler: app.requireUser }, async (request) => ({ data: await writes.mine(request.user!.id) }));

  // PUT: a body of only primary_color/secondary_color is the §7 colours call (live at once, as before);
  // anything else is the whole edit copy, which changes nothing public.
  app.put('/api/prestataires/:slug', async (request) => {
    const listing = await managedBySlug(request);
    const now = nowIso();
    if (isColorsOnlyBody(request.body)) {
      const colors = parseBody(prestataireColorsSchema, request);
      await writes.saveColors(listing, listing.user, colors, now);
      const updated = (await listings.findBySlug(listing.slug)) ?? listing;
      return { data: await listings.loadDetail(updated, { publicView: false, userId: listing.user.id }) };
    }
    const values = parseBody(prestataireEditSchema, request);
    await writes.saveEdit(listing, listing.user, values, now);
    return editCopyOf(listing);
  });

  app.post('/api/prestataires/commit', async (request) => {
    const body = parseBody(prestataireCommitSchema, request);
    const ref: ListingRef = body.prestataire_id !== undefined ? { id: body.prestataire_id } : { slug: body.slug! };
    const listing = await policy.requireManaged(request, ref);
    const { number } = await writes.commit(listing, listing.user, nowIso());
    mailValidationRequested(app, listing, number, listing.user.name);
    return editCopyOf(listing);
  });

  app.get('/api/prestataires/validations', async (request) => {
    policy.requireTeam(request);
    return { data: await writes.queue(request.locale) };
  });

  app.post('/api/prestataires/versions/:id/approve', async (request) => {
    const { user, version, listing } = await pendingVersion(request);
    await writes.approve(version, listing, user, nowIso());
    await reindex(listing);
    const approved = (await policy.find({ id: listing.id })) ?? listing;
    await mailOwnersDecision(app, approved, Number(version.number), { approved: true });
    return decided(listing.id, version.id);
  });

  app.post('/api/prestataires/versions/:id/reject', async (request) => {
    const { user, version, listing } = await pendingVersion(request);
    const { reason } = parseBody(versionRejectSchema, request);
    await writes.reject(version, listing, user, reason, nowIso());
    await mailOwnersDecision(app, listing, Number(version.number), { approved: false, reason });
    return decided(listing.id, version.id);
  });

  app.post('/api/prestataires/versions/:id/apply', async (request) => {
    const params = versionIdParamsSchema.safeParse(request.params);
    const version = params.success ? await writes.versions.find(params.data.id) : undefined;
    // An unknown version answers like an unknown listing (after the visitor's 401).
    const listing = await policy.requireManaged(request, version?.prestataire_id ? { id: version.prestataire_id } : null);
    await writes.applyVersion(version!, listing.id, listing.user, nowIso());
    return editCopyOf(listing);
  });

  app.get('/api/prestataires/:slug/versions', async (request) => {
    const listing = await managedBySlug(request);
    return { data: await writes.versions.list(listing.id) };
  });

  app.get('/api/prestataires/:slug/history', async (request) => {
    const listing = await managedBySlug(request);
    return { data: await writes.history.list(listing.id) };
  });

  // §7 "POST /api/prestataires/{id}/export-history, which downloads a PDF named history".
  app.post('/api/prestataires/:id/export-history', async (request, reply: FastifyReply) => {
    const params = prestataireRefParamsSchema.safeParse(request.params);
    const ref: ListingRef | null = params.success ? (typeof params.data.id === 'number' ? { id: params.data.id } : { slug: params.data.id }) : null;
    const listing = await policy.requireManaged(request, ref);
    const pdf = await renderHistoryPdf(listing.title, await writes.history.list(listing.id), request.locale, nowIso());
    return reply.type('application/pdf').header('content-disposition', 'attachment; filename="history.pdf"').header('cache-control', 'no-store').send(pdf);
  });

  app.post('/api/prestataires/:slug/give-consent', async (request) => {
    const listing = await managedBySlug(request);
    const { consent } = parseBody(networkConsentBodySchema, request);
    return { data: await writes.setConsent(listing, listing.user, consent, nowIso()) };
  });

  // A draft never validated is its owners' to delete; a listing the public has seen is taken
  // offline (unpublish) instead, and only the team deletes it (docs/decisions/0010).
  app.delete('/api/prestataires/:slug', async (request, reply) => {
    const listing = await managedBySlug(request);
    if (listing.validated_at !== null && !policy.isTeam(listing.user)) throw new HttpError(409, 'errors.listing_delete_published');
    await writes.delete(listing);
    await deleteListingMedia(app.db, app.storage, listing.id);
    await reindex(listing);
    request.log.info({ prestataireId: listing.id, userId: listing.user.id }, 'listing deleted');
    return reply.code(204).send();
  });

  for (const [path, visible] of [['unpublish', false], ['publish', true]] as const) {
    app.post(`/api/prestataires/:slug/${path}`, async (request) => {
      const listing = await managedBySlug(request);
      await writes.setVisible(listing, listing.user, visible, nowIso());
      await reindex(listing);
      return editCopyOf(listing);
    });
  }
};
