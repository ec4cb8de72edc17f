import type { Transaction } from 'kysely';
import type { ListingEditCopy, MyListing, PrestataireCreate, PrestataireEdit, ValidationQueueItem } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { flag, isSet, type Database, type DB } from '@sam/db';
import { isUniqueViolation } from '../db-errors';
import { HttpError } from '../http-error';
import { firstFreeSlug, slugify } from '../slugs';
import type { SessionUser } from '../users/repository';
import { changedFields, diffListingData } from './diff';
import { ListingDataRepository, type FieldErrors, type ListingData } from './listing-data';
import type { ListingRow } from './repository';
import { dataOf, ListingHistoryRepository, listingState, ListingVersionsRepository, type VersionRow } from './versions';

/**
 * Slugs a new listing never takes: the static paths beside /api/prestataires/{slug} and the
 * dashboard's own pages. All-digit slugs get a prefix (slugify) since {id} is numeric.
 */
const RESERVED_SLUGS = ['search', 'commit', 'validations', 'versions', 'mine', 'suggestions', 'contact', 'creer-un-prestataire', 'zorgverlener-aanmaken'];
const SLUG_ATTEMPTS = 3;

const failed = (errors: FieldErrors) => new HttpError(422, 'validation.failed', { errors });

/** Where the create form's fields are in the edit copy, to name its errors after the form. */
function createFieldOf(field: string): string {
  if (field.startsWith('sectors.0')) return 'sector_id';
  if (field.startsWith('besoins.0')) return 'besoin_id';
  return field.replace(/^addresses\.0\./, 'address.');
}

/** A new listing's columns that come later: what its owner fills in, the validation request, colours and network consent. */
export const BLANK_LISTING_COLUMNS = {
  email: null, last_name: null, first_name: null, company: null, company_number: null, inami_number: null, member_of: null,
  target_audience: null, specialisation: null, access_conditions: null, activity_description: null, other_activities: null,
  phone: null, opening_hours: null, fees: null, video_url: null, website: null, other_info: null,
  validation_requested_at: null, primary_color: null, secondary_color: null, network_consent_at: null,
} as const;

/**
 * The writes of provider listings (issue 11; docs/decisions/0010-provider-listing-writes.md): a
 * draft's creation, the edit copy (a `draft` version), requesting validation, the team's decision,
 * restoring an older version, and the history of it all. Multi-row writes run in one transaction:
 * those that change what the public sees (approve, setVisible, delete) in the caller's, which
 * reindexes the listing once it has committed (plugins/after-commit.ts); the others in their own.
 */
export class ListingWrites {
  readonly data: ListingDataRepository;
  readonly versions: ListingVersionsRepository;
  readonly history: ListingHistoryRepository;

  constructor(private readonly db: DB) {
    this.data = new ListingDataRepository(db);
    this.versions = new ListingVersionsRepository(db);
    this.history = new ListingHistoryRepository(db);
  }

  private async freeSlug(title: string): Promise<string> {
    const base = slugify(title, 'prestataire');
    const rows = await this.db.selectFrom('prestataires').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute();
    return firstFreeSlug(base, new Set([...RESERVED_SLUGS, ...rows.map((r) => r.slug)]));
  }

  /** A creation body as edit-copy data (the draft's first version), its references checked. */
  private async createData(values: PrestataireCreate): Promise<ListingData> {
    const edit: PrestataireEdit = {
      title: values.title, email: null, last_name: null, first_name: null, company: null, company_number: null, inami_number: null, member_of: null,
      target_audience: null, specialisation: null, access_conditions: null, activity_description: null, other_activities: null, phone: null,
      opening_hours: [], closures: [], fees: null, tarif: 'variable', video_url: null, website: null, other_info: null, languages: [], primary_color: null,
      secondary_color: null, addresses: [values.address], coverage_zones: [], sectors: [{ id: values.sector_id, is_main: true }],
      besoins: [{ id: values.besoin_id, is_main: true }], tags: [],
    };
    const { data, errors } = await this.data.resolve(edit, 'variable');
    if (Object.keys(errors).length > 0) {
      throw failed(Object.fromEntries(Object.entries(errors).map(([field, keys]) => [createFieldOf(field), keys])));
    }
    return data;
  }

  /** POST /api/prestataires: an active, hidden, unvalidated listing owned by its creator, and its edit copy. */
  async create(values: PrestataireCreate, user: SessionUser, now: string): Promise<ListingRow> {
    const data = await this.createData(values);
    const sector = await this.db.selectFrom('sectors').select('slug_fr').where('id', '=', values.sector_id).executeTakeFirstOrThrow();
    for (let attempt = 1; ; attempt++) {
      const slug = await this.freeSlug(values.title); // (before the transaction: SQLite has one connection)
      try {
        return await this.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('prestataires')
            .values({
              slug,
              type: 'association',
              categorie: sector.slug_fr.replace(/-/g, '_'),
              title: data.title,
              ...BLANK_LISTING_COLUMNS,
              tarif: data.tarif,
              locale: user.locale,
              active: flag(true),
              visible: flag(false),
              validated_at: null,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx.insertInto('prestataire_users').values({ prestataire_id: row.id, user_id: user.id, role: 'owner' }).execute();
          await this.data.applyToLive(trx, row.id, data, now);
          await this.versions.saveDraft(row.id, user.id, await this.data.loadLive(row.id, trx), now, trx);
          await this.history.record(trx, row.id, user.id, 'created', now);
          return row;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The values the editor starts from: the saved edit copy; else the version awaiting validation
   * or the last rejected one when newer than the last approval; else the published rows.
   */
  private async currentEdit(listing: ListingRow): Promise<{ data: ListingData; source: ListingEditCopy['source']; row: VersionRow | null }> {
    const draft = await this.versions.draftOf(listing.id);
    if (draft) return { data: dataOf(draft), source: 'edit_copy', row: draft };
    const [recent, approved] = await Promise.all([this.versions.latest(listing.id, ['pending', 'rejected']), this.versions.latest(listing.id, ['approved'])]);
    if (recent && (!approved || recent.id > approved.id)) return { data: dataOf(recent), source: recent.status === 'pending' ? 'pending_version' : 'rejected_version', row: recent };
    return { data: await this.data.loadLive(listing.id), source: 'published', row: null };
  }

  async editCopy(listing: ListingRow): Promise<ListingEditCopy> {
    const fresh = (await this.db.selectFrom('prestataires').selectAll().where('id', '=', listing.id).executeTakeFirst()) ?? listing;
    const { data, source, row } = await this.currentEdit(fresh);
    const [pending, rejected, approved] = await Promise.all([
      this.versions.latest(fresh.id, ['pending']),
      this.versions.latest(fresh.id, ['rejected']),
      this.versions.latest(fresh.id, ['approved']),
    ]);
    return {
      listing: {
        id: fresh.id,
        slug: fresh.slug,
        title: fresh.title,
        state: listingState(fresh, pending !== undefined),
        validated: fresh.validated_at !== null,
        visible: isSet(fresh.active) && isSet(fresh.visible),
        network_consent: isSet(fresh.network_consent),
        network_consent_at: fresh.network_consent_at,
        validated_at: fresh.validated_at,
        validation_requested_at: fresh.validation_requested_at,
        primary_color: fresh.primary_color,
        secondary_color: fresh.secondary_color,
      },
      source,
      saved_at: source === 'edit_copy' && row ? (row.updated_at ?? row.created_at) : null,
      pending_version: pending ? { id: pending.id, number: Number(pending.number), submitted_at: pending.submitted_at ?? pending.created_at } : null,
      last_rejection:
        rejected && (!approved || rejected.id > approved.id) ? { version_id: rejected.id, reason: rejected.reason ?? '', decided_at: rejected.decided_at ?? rejected.created_at } : null,
      values: data,
      labels: await this.data.labels(data),
    };
  }

  /** PUT with an edit copy: checked against the database (422), saved as the draft version; nothing public changes. */
  async saveEdit(listing: ListingRow, user: SessionUser, values: PrestataireEdit, now: string): Promise<void> {
    const before = await this.currentEdit(listing);
    const { data, errors } = await this.data.resolve(values, before.data.tarif ?? (listing.tarif as ListingData['tarif']));
    if (Object.keys(errors).length > 0) throw failed(errors);
    const fields = changedFields(before.data, data);
    await this.db.transaction().execute(async (trx) => {
      await this.versions.saveDraft(listing.id, user.id, data, now, trx);
      if (fields.length > 0 || before.source !== 'edit_copy') await this.history.record(trx, listing.id, user.id, 'edit_saved', now, { fields });
    });
  }

  /** The §7 colours call: the live colours (and the edit copy's, so a later approval keeps them). */
  async saveColors(listing: ListingRow, user: SessionUser, colors: { primary_color: string | null; secondary_color: string | null }, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('prestataires').set({ ...colors, updated_at: now }).where('id', '=', listing.id).execute();
      const draft = await this.versions.draftOf(listing.id, trx);
      if (draft) await trx.updateTable('prestataire_versions').set({ data: JSON.stringify({ ...dataOf(draft), ...colors }) }).where('id', '=', draft.id).execute();
      await this.history.record(trx, listing.id, user.id, 'colors_changed', now);
    });
  }

  /** POST /api/prestataires/commit: the edit copy becomes the next version awaiting validation. */
  async commit(listing: ListingRow, user: SessionUser, now: string): Promise<{ number: number }> {
    const { data, source } = await this.currentEdit(listing);
    if (source === 'pending_version' || (source === 'published' && listing.validated_at !== null)) {
      throw failed({ prestataire_id: ['validation.prestataire.nothing_to_commit'] });
    }
    return this.db.transaction().execute(async (trx) => {
      const version = await this.versions.commit(trx, listing.id, user.id, data, now);
      await this.history.record(trx, listing.id, user.id, 'committed', now, { version: version.number });
      return { number: version.number };
    });
  }

  /** Approval: the version's data goes live; a listing validated for the first time becomes visible. */
  async approve(trx: Transaction<Database>, version: VersionRow, listing: ListingRow, user: SessionUser, now: string): Promise<void> {
    await this.data.applyToLive(trx, listing.id, dataOf(version), now);
    await this.versions.decide(trx, version.id, 'approved', user.id, now, null);
    await trx
      .updateTable('prestataires')
      .set({ validated_at: now, validation_requested_at: null, ...(listing.validated_at === null ? { visible: flag(true) } : {}) })
      .where('id', '=', listing.id)
      .execute();
    await this.history.record(trx, listing.id, user.id, 'approved', now, { version: Number(version.number) });
  }

  async reject(version: VersionRow, listing: ListingRow, user: SessionUser, reason: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.versions.decide(trx, version.id, 'rejected', user.id, now, reason);
      await trx.updateTable('prestataires').set({ validation_requested_at: null }).where('id', '=', listing.id).execute();
      await this.history.record(trx, listing.id, user.id, 'rejected', now, { version: Number(version.number), reason });
    });
  }

  /** POST /api/prestataires/versions/{id}/apply: an earlier version's data becomes the edit copy again. */
  async applyVersion(version: VersionRow, listingId: number, user: SessionUser, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.versions.saveDraft(listingId, user.id, dataOf(version), now, trx);
      await this.history.record(trx, listingId, user.id, 'version_applied', now, version.number === null ? {} : { version: Number(version.number) });
    });
  }

  async setConsent(listing: ListingRow, user: SessionUser, consent: boolean, now: string): Promise<{ network_consent: boolean; network_consent_at: string | null }> {
    const state = { network_consent: consent, network_consent_at: consent ? (isSet(listing.network_consent) && listing.network_consent_at ? listing.network_consent_at : now) : null };
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('prestataires').set({ network_consent: flag(consent), network_consent_at: state.network_consent_at, updated_at: now }).where('id', '=', listing.id).execute();
      await this.history.record(trx, listing.id, user.id, consent ? 'consent_given' : 'consent_withdrawn', now);
    });
    return state;
  }

  /** The owner takes the listing off the portal, or puts a validated one back. */
  async setVisible(trx: Transaction<Database>, listing: ListingRow, user: SessionUser, visible: boolean, now: string): Promise<void> {
    if (visible && listing.validated_at === null) throw failed({ visible: ['validation.prestataire.not_validated'] });
    await trx.updateTable('prestataires').set({ visible: flag(visible), updated_at: now }).where('id', '=', listing.id).execute();
    await this.history.record(trx, listing.id, user.id, visible ? 'republished' : 'unpublished', now);
  }

  /**
   * DELETE /api/prestataires/{slug}: the listing and everything that hangs on it (addresses,
   * relations, versions, history: foreign keys cascade; bookmarks, which name it by type and id).
   * Its stored files are the caller's to remove once this has committed.
   */
  async delete(trx: Transaction<Database>, listing: ListingRow): Promise<void> {
    await trx.deleteFrom('bookmarks').where('bookmarkable_type', '=', 'prestataire').where('bookmarkable_id', '=', listing.id).execute();
    await trx.deleteFrom('prestataires').where('id', '=', listing.id).execute();
  }

  /** GET /api/prestataires/mine: the user's listings with their state. */
  async mine(userId: number): Promise<MyListing[]> {
    const rows = await this.db
      .selectFrom('prestataires as p')
      .innerJoin('prestataire_users as pu', 'pu.prestataire_id', 'p.id')
      .selectAll('p')
      .where('pu.user_id', '=', userId)
      .orderBy('p.title')
      .orderBy('p.id')
      .execute();
    const ids = rows.map((r) => r.id);
    const [pending, drafts] = await Promise.all([this.versions.withPending(ids), this.versions.hasDraft(ids)]);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      state: listingState(row, pending.has(row.id)),
      validated: row.validated_at !== null,
      visible: isSet(row.active) && isSet(row.visible),
      network_consent: isSet(row.network_consent),
      validated_at: row.validated_at,
      validation_requested_at: row.validation_requested_at,
      has_unsent_changes: drafts.has(row.id),
      updated_at: row.updated_at,
    }));
  }

  /** The validation queue: each pending version with what it changes against the published data. */
  async queue(locale: Locale): Promise<ValidationQueueItem[]> {
    const items: ValidationQueueItem[] = [];
    for (const version of await this.versions.pending()) {
      if (version.prestataire_id === null) continue;
      const listing = await this.db.selectFrom('prestataires').selectAll().where('id', '=', version.prestataire_id).executeTakeFirstOrThrow();
      const live = await this.data.loadLive(listing.id);
      const proposed = dataOf(version);
      const author = version.author_id === null ? undefined : await this.db.selectFrom('users').select(['id', 'name']).where('id', '=', version.author_id).executeTakeFirst();
      items.push({
        version: { id: version.id, number: Number(version.number), submitted_at: version.submitted_at ?? version.created_at, author: author ?? null },
        listing: { id: listing.id, slug: listing.slug, title: listing.title, state: listingState(listing, true), validated: listing.validated_at !== null },
        diff: diffListingData({ data: live, labels: await this.data.labels(live) }, { data: proposed, labels: await this.data.labels(proposed) }, locale),
      });
    }
    return items;
  }
}
