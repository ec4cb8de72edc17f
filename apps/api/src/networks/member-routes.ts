import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MEDIA_MAX_BYTES, NETWORK_IMPORT_MAX_BYTES, networksEndpoints } from '@sam/contracts';
import { flag, nowIso } from '@sam/db';
import { isLocale } from '@sam/i18n-routes';
import { fieldError, HttpError, notFound } from '../http-error';
import { detectPhotoType } from '../media/file-types';
import { makePhotoVariants } from '../media/images';
import type { RouteHandler } from '../plugins/contract-route';
import type { ListingRow } from '../prestataires/repository';
import type { SessionUser } from '../users/repository';
import { exportTable } from './export';
import { importValues, previewImport } from './import';
import { mailMembers, mailStep, recipientsOf } from './mails';
import { NetworkPolicy } from './policy';
import { illegalTransition, RelationWrites, type StepDone } from './relations';
import { readFilePart } from './upload';
import { NetworksRepository, settingsOf } from './repository';
import { toCsv, toXlsx } from './spreadsheet';
import { UserNetworkReads } from './user-network';

type G = typeof networksEndpoints;
type MemberHandlers = { [K in Exclude<keyof G, 'getNetwork' | 'listNetworks' | 'getLogo'>]: RouteHandler<G[K]> };

/** §2 envoyer-un-email: at most this many messages per network and hour. */
const EMAIL_THROTTLE = { maxAttempts: 5, windowMs: 60 * 60_000 };

/** The dashboard's network endpoints: relations (§4), the head's settings and tools, the team's privilege switch. */
export function memberHandlers(app: FastifyInstance): MemberHandlers {
  const policy = new NetworkPolicy(app.db);
  const writes = new RelationWrites(app.db);
  const reads = new UserNetworkReads(app.db);
  const networks = new NetworksRepository(app.db);

  const mailAll = (steps: StepDone[]) => Promise.all(steps.map((step) => mailStep(app, step)));

  /** The head's network row, created with the head's title as name on first write. */
  const ensureNetwork = async (head: ListingRow, now: string) => {
    const existing = await networks.networkRow(head.id);
    if (existing) return existing;
    await app.db.insertInto('networks').values({ prestataire_id: head.id, name: head.title, description: null, logo_path: null, tabs: JSON.stringify(['members', 'map', 'events']), highlighted_ids: '[]', created_at: now, updated_at: now }).execute();
    const created = await networks.networkRow(head.id);
    if (!created) throw new Error('network row not created');
    return created;
  };

  const settingsNow = async (headId: number) => {
    const row = await networks.networkRow(headId);
    if (!row) throw notFound();
    return { data: settingsOf(row) };
  };

  const link = async (user: SessionUser, request: Parameters<MemberHandlers['invite']>[0]['request'], body: { head: string; member: string }, by: 'head' | 'member') => {
    const acting = await policy.managed(request, by === 'head' ? body.head : body.member);
    const other = await policy.listings.find({ slug: by === 'head' ? body.member : body.head });
    if (!other) throw fieldError(by === 'head' ? 'member' : 'head', 'validation.invalid');
    policy.requireConsent(acting);
    if (by === 'member') policy.requireConsent(other); // one asks to join only a network that exists
    const [headId, memberId] = by === 'head' ? [acting.id, other.id] : [other.id, acting.id];
    const step = await writes.link(headId, memberId, by, { userId: user.id, listingId: acting.id }, nowIso());
    await mailStep(app, step);
    const relation = await reads.relationFor(step.relation.id, acting.id);
    if (!relation) throw illegalTransition();
    return { data: relation };
  };

  return {
    userNetwork: async ({ user, query }) => ({ data: await reads.forUser(user.id, query.accepted === true) }),

    invite: ({ user, request, body }) => link(user, request, body, 'head'),
    request: ({ user, request, body }) => link(user, request, body, 'member'),

    transition: async ({ user, params }) => {
      const relation = await writes.find(params.id);
      if (!relation) throw notFound();
      const side = await policy.sideFor(user, relation, params.action);
      const actingId = side === 'head' ? relation.parent_id : relation.child_id;
      if (params.action === 'accept' || params.action === 'accept-and-join-back') {
        const acting = await policy.listings.find({ id: actingId });
        if (acting) policy.requireConsent(acting);
      }
      const steps = await writes.step(relation.id, params.action, side, { userId: user.id, listingId: actingId }, nowIso());
      await mailAll(steps);
      return { data: await reads.relationFor(relation.id, actingId) };
    },

    saveParams: async ({ request, params, body }) => {
      const head = await policy.managed(request, params.slug);
      const now = nowIso();
      const network = await ensureNetwork(head, now);
      await app.db.updateTable('networks').set({ name: body.name, description: body.description, tabs: JSON.stringify(body.tabs), updated_at: now }).where('id', '=', network.id).execute();
      return settingsNow(head.id);
    },

    uploadLogo: async ({ request, params }) => {
      const head = await policy.managed(request, params.slug);
      const bytes = await readFilePart(request, MEDIA_MAX_BYTES.photo, 'validation.file.too_large.photo');
      if (!(await detectPhotoType(bytes))) throw fieldError('file', 'validation.file.photo_type');
      let variants;
      try {
        variants = await makePhotoVariants(bytes);
      } catch {
        throw fieldError('file', 'validation.file.photo_type');
      }
      const small = variants.files.get(400);
      if (!small) throw fieldError('file', 'validation.file.photo_type');
      const key = `networks/${randomBytes(16).toString('hex')}.webp`;
      await app.storage.put(key, small);
      const now = nowIso();
      const network = await ensureNetwork(head, now);
      await app.db.updateTable('networks').set({ logo_path: key, updated_at: now }).where('id', '=', network.id).execute();
      if (network.logo_path) await app.storage.delete(network.logo_path);
      return settingsNow(head.id);
    },

    deleteLogo: async ({ request, params }) => {
      const head = await policy.managed(request, params.slug);
      const network = await networks.networkRow(head.id);
      if (network?.logo_path) {
        await app.db.updateTable('networks').set({ logo_path: null, updated_at: nowIso() }).where('id', '=', network.id).execute();
        await app.storage.delete(network.logo_path);
      }
      if (!network) throw notFound();
      return settingsNow(head.id);
    },

    saveHighlights: async ({ request, params, body }) => {
      const head = await policy.managed(request, params.slug);
      const members = await app.db.selectFrom('prestataire_relations').select('child_id').where('parent_id', '=', head.id).where('status', '=', 'accepted').execute();
      const memberIds = new Set(members.map((m) => m.child_id));
      const stranger = body.ids.findIndex((id) => !memberIds.has(id));
      if (stranger >= 0) throw fieldError(`ids.${stranger}`, 'validation.network.not_member');
      const now = nowIso();
      const network = await ensureNetwork(head, now);
      await app.db.updateTable('networks').set({ highlighted_ids: JSON.stringify(body.ids), updated_at: now }).where('id', '=', network.id).execute();
      return settingsNow(head.id);
    },

    candidates: async ({ request, params, query }) => {
      const listing = await policy.managed(request, params.slug);
      return { data: await reads.candidates(listing.id, query.q) };
    },

    previewImport: async ({ request, params }) => {
      const head = await policy.managed(request, params.slug);
      const values = importValues(await readFilePart(request, NETWORK_IMPORT_MAX_BYTES, 'validation.file.too_large.import'));
      const rows = await previewImport(app.db, head.id, values, await writes.roomLeft(app.db, head.id));
      const valid = rows.filter((r) => r.error === null).length;
      return { data: { rows, valid, invalid: rows.length - valid } };
    },

    importMembers: async ({ user, request, params, body }) => {
      const head = await policy.managed(request, params.slug);
      policy.requireConsent(head);
      const steps = await writes.inviteMany(head.id, [...new Set(body.ids)], { userId: user.id, listingId: head.id }, nowIso());
      await mailAll(steps);
      return { data: { invited: steps.length } };
    },

    exportMembers: async ({ request, reply, params, query }) => {
      const head = await policy.managed(request, params.slug);
      const table = await exportTable(app.db, head.id, request.locale);
      const name = `reseau-${head.slug}.${query.format}`;
      const [type, bytes] =
        query.format === 'xlsx'
          ? ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', toXlsx(table, head.title)]
          : ['text/csv; charset=utf-8', toCsv(table)];
      return reply
        .header('content-type', type)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },

    emailMembers: async ({ user, request, params, body }) => {
      const head = await policy.managed(request, params.slug);
      const members = await app.db.selectFrom('prestataire_relations').select('child_id').where('parent_id', '=', head.id).where('status', '=', 'accepted').execute();
      const ids = body.member_ids.length > 0 ? body.member_ids : members.map((m) => m.child_id);
      const stranger = ids.findIndex((id) => !members.some((m) => m.child_id === id));
      if (stranger >= 0) throw fieldError(`member_ids.${stranger}`, 'validation.network.not_member');
      if (ids.length === 0) throw new HttpError(409, 'errors.network_no_members');
      const rule = { key: `network-email:${head.id}`, ...EMAIL_THROTTLE };
      await app.throttle.ensureNotExceeded(rule);
      await app.throttle.hit(rule);
      const recipients = new Map<string, { email: string; locale: 'fr' | 'nl' }>();
      for (const id of ids) for (const to of await recipientsOf(app, id)) if (!recipients.has(to.email.toLowerCase())) recipients.set(to.email.toLowerCase(), to);
      const network = await networks.networkRow(head.id);
      mailMembers(
        app,
        { subject: body.subject, text: body.message, network: network?.name ?? head.title, sender: { email: user.email, name: user.name, locale: isLocale(user.locale) ? user.locale : 'fr' } },
        [...recipients.values()],
      );
      request.log.info({ headId: head.id, userId: user.id, recipients: recipients.size }, 'network message sent');
      return { data: { sent: recipients.size } };
    },

    setPrivileged: async ({ params, body }) => {
      const listing = await policy.listings.find({ slug: params.slug });
      if (!listing) throw notFound();
      await app.db.updateTable('prestataires').set({ is_privileged: flag(body.privileged) }).where('id', '=', listing.id).execute();
    },
  };
}
