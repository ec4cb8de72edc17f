import { ACCESSIBILITY_FACTS } from '@sam/contracts';
import { flag, type DB } from '@sam/db';
import type { AddressRow, AnnonceRows, ConseilRows, EventRows, InfoRows, PhotoRow, PrestataireRows, ReferenceData } from './records';

/** Keeps `IN (…)` lists well under both engines' bound-parameter limits. */
const CHUNK = 500;

async function chunked<T>(ids: readonly number[] | undefined, load: (ids: number[] | undefined) => Promise<T[]>): Promise<T[]> {
  if (ids === undefined) return load(undefined);
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await load(ids.slice(i, i + CHUNK))));
  return out;
}

/**
 * The indexer's reads (docs/decisions/0003: the same Kysely code on SQLite and PostgreSQL).
 * Each loader reads everything (build at start) or only the given ids (a write's reindex).
 */
export class SearchRepository {
  constructor(private readonly db: DB) {}

  async reference(): Promise<ReferenceData> {
    const [sectors, besoins, tags, sources, provinces, arrondissements, communes, quartiers, localites] = await Promise.all([
      this.db.selectFrom('sectors').select(['id', 'slug_fr', 'slug_nl', 'titre_fr', 'titre_nl', 'position']).execute(),
      this.db.selectFrom('besoins').select(['id', 'parent_id', 'titre_fr', 'titre_nl', 'position']).execute(),
      this.db.selectFrom('tags').select(['id', 'name_fr', 'name_nl']).execute(),
      this.db.selectFrom('sources').select(['id', 'association', 'country']).execute(),
      this.db.selectFrom('provinces').select(['id', 'name_fr', 'name_nl']).execute(),
      this.db.selectFrom('arrondissements').select(['id', 'name_fr', 'name_nl', 'province_id']).execute(),
      this.db.selectFrom('communes').select(['id', 'name_fr', 'name_nl', 'arrondissement_id', 'province_id']).execute(),
      this.db.selectFrom('quartiers').select(['id', 'name_fr', 'name_nl']).execute(),
      this.db.selectFrom('localites').select(['postal_code', 'commune_id']).orderBy('postal_code').orderBy('commune_id').execute(),
    ]);
    const postalCodeCommunes = new Map<string, string>();
    for (const row of localites) if (!postalCodeCommunes.has(row.postal_code)) postalCodeCommunes.set(row.postal_code, row.commune_id);
    return {
      sectors: new Map(sectors.map((r) => [r.id, r])),
      besoins: new Map(besoins.map((r) => [r.id, r])),
      tags: new Map(tags.map((r) => [r.id, r])),
      sources: new Map(sources.map((r) => [r.id, r])),
      provinces: new Map(provinces.map((r) => [r.id, r])),
      arrondissements: new Map(arrondissements.map((r) => [r.id, r])),
      communes: new Map(communes.map((r) => [r.id, r])),
      quartiers: new Map(quartiers.map((r) => [r.id, r])),
      postalCodeCommunes,
    };
  }

  /** Lowest and highest id of the online listings (the full build reads them by id range). */
  async listingIdRange(): Promise<{ min: number; max: number } | null> {
    const row = await this.db
      .selectFrom('prestataires')
      .select((eb) => [eb.fn.min<number>('id').as('min'), eb.fn.max<number>('id').as('max')])
      .where('active', '=', flag(true))
      .where('visible', '=', flag(true))
      .executeTakeFirst();
    return row && row.min !== null && row.max !== null ? { min: Number(row.min), max: Number(row.max) } : null;
  }

  /**
   * Active and visible listings (validated or not, as on their public page) and what their
   * records hold: those with the given ids, or those with an id in [from, to]. Every list comes
   * ordered by listing id (PrestataireRows).
   */
  async prestataires(filter: { ids: readonly number[] } | { from: number; to: number }): Promise<PrestataireRows> {
    if ('ids' in filter) filter = { ids: [...filter.ids].sort((a, b) => a - b) };
    /** Runs `read` for the listings of the filter: once for an id range, per part of an id list. */
    const forListings = <T>(ids: readonly number[] | undefined, read: (where: { ids?: number[]; from?: number; to?: number }) => Promise<T[]>) =>
      'from' in filter ? read({ from: filter.from, to: filter.to }) : chunked(ids, (part) => read({ ids: part }));
    const listings = await forListings('ids' in filter ? filter.ids : undefined, ({ ids, from, to }) => {
      let query = this.db
        .selectFrom('prestataires')
        .select(['id', 'slug', 'title', 'type', 'categorie', 'tarif', 'activity_description', 'phone', 'website', 'validated_at', 'locale', 'opening_hours'])
        .where('active', '=', flag(true))
        .where('visible', '=', flag(true));
      if (ids) query = query.where('id', 'in', ids);
      else query = query.where('id', '>=', from ?? 0).where('id', '<=', to ?? 0);
      return query.orderBy('id').execute();
    });
    const online = listings.map((l) => l.id);
    if (online.length === 0) return { listings, addresses: [], sectors: [], besoins: [], tags: [], languages: [], sources: [], bookmarks: [] };
    const addresses = await forListings(online, ({ ids, from, to }) => {
      let query = this.db
        .selectFrom('addresses as a')
        .innerJoin('prestataires as p', 'p.id', 'a.prestataire_id')
        .select(['a.id', 'a.prestataire_id', 'a.kind', 'a.street', 'a.number', 'a.box', 'a.postal_code', 'a.locality', 'a.lat', 'a.lon', 'a.commune_id', 'a.quartier_id'])
        .select(ACCESSIBILITY_FACTS.map((fact) => `a.${fact}` as const))
        .where('p.active', '=', flag(true))
        .where('p.visible', '=', flag(true))
        .where('a.is_visible', '=', flag(true))
        .where('a.lat', 'is not', null)
        .where('a.lon', 'is not', null);
      if (ids) query = query.where('a.prestataire_id', 'in', ids);
      else query = query.where('a.prestataire_id', '>=', from ?? 0).where('a.prestataire_id', '<=', to ?? 0);
      return query.orderBy('a.prestataire_id').orderBy('a.position').orderBy('a.id').execute();
    });
    const [sectors, besoins, tags, languages, sources, bookmarks, photos] = await Promise.all([
      forListings(online, ({ ids, from, to }) => {
        const query = this.db.selectFrom('prestataire_sectors').select(['prestataire_id', 'sector_id', 'is_main']).orderBy('prestataire_id').orderBy('sector_id');
        return (ids ? query.where('prestataire_id', 'in', ids) : query.where('prestataire_id', '>=', from ?? 0).where('prestataire_id', '<=', to ?? 0)).execute();
      }),
      forListings(online, ({ ids, from, to }) => {
        const query = this.db.selectFrom('prestataire_besoins').select(['prestataire_id', 'besoin_id']).orderBy('prestataire_id').orderBy('besoin_id');
        return (ids ? query.where('prestataire_id', 'in', ids) : query.where('prestataire_id', '>=', from ?? 0).where('prestataire_id', '<=', to ?? 0)).execute();
      }),
      forListings(online, ({ ids, from, to }) => {
        const query = this.db.selectFrom('prestataire_tags').select(['prestataire_id', 'tag_id']).orderBy('prestataire_id').orderBy('tag_id');
        return (ids ? query.where('prestataire_id', 'in', ids) : query.where('prestataire_id', '>=', from ?? 0).where('prestataire_id', '<=', to ?? 0)).execute();
      }),
      forListings(online, ({ ids, from, to }) => {
        const query = this.db.selectFrom('prestataire_languages').select(['prestataire_id', 'language_code']).orderBy('prestataire_id').orderBy('language_code');
        return (ids ? query.where('prestataire_id', 'in', ids) : query.where('prestataire_id', '>=', from ?? 0).where('prestataire_id', '<=', to ?? 0)).execute();
      }),
      forListings(online, ({ ids, from, to }) => {
        const query = this.db.selectFrom('prestataire_sources').select(['prestataire_id', 'source_id']).orderBy('prestataire_id').orderBy('source_id');
        return (ids ? query.where('prestataire_id', 'in', ids) : query.where('prestataire_id', '>=', from ?? 0).where('prestataire_id', '<=', to ?? 0)).execute();
      }),
      forListings(online, ({ ids, from, to }) => {
        const query = this.db.selectFrom('bookmarks').select(['bookmarkable_id', 'user_id']).where('bookmarkable_type', '=', 'prestataire').orderBy('bookmarkable_id').orderBy('user_id');
        return (ids ? query.where('bookmarkable_id', 'in', ids) : query.where('bookmarkable_id', '>=', from ?? 0).where('bookmarkable_id', '<=', to ?? 0)).execute();
      }),
      forListings(online, ({ ids, from, to }) => {
        const query = this.db
          .selectFrom('media')
          .select(['owner_id as prestataire_id', 'file_path', 'alt_text', 'width', 'height'])
          .where('owner_type', '=', 'prestataire')
          .where('kind', '=', 'photo')
          .where('file_path', 'is not', null)
          .orderBy('owner_id')
          .orderBy('position')
          .orderBy('id');
        return (ids ? query.where('owner_id', 'in', ids) : query.where('owner_id', '>=', from ?? 0).where('owner_id', '<=', to ?? 0)).execute() as Promise<PhotoRow[]>;
      }),
    ]);
    // In place: a copy of every address row would only feed the garbage collector (PostgreSQL reads numerics as strings).
    for (const a of addresses) {
      a.lat = Number(a.lat);
      a.lon = Number(a.lon);
    }
    const closures = await forListings(online, ({ ids, from, to }) => {
      const query = this.db.selectFrom('prestataire_closures').select(['prestataire_id', 'starts_on', 'ends_on']).orderBy('prestataire_id').orderBy('starts_on');
      return (ids ? query.where('prestataire_id', 'in', ids) : query.where('prestataire_id', '>=', from ?? 0).where('prestataire_id', '<=', to ?? 0)).execute();
    });
    return { listings, addresses: addresses as AddressRow[], sectors, besoins, tags, languages, sources, bookmarks, closures, photos };
  }

  private bookmarks(type: string, ids: readonly number[] | undefined) {
    return chunked(ids, (part) => {
      let query = this.db.selectFrom('bookmarks').select(['bookmarkable_id', 'user_id']).where('bookmarkable_type', '=', type);
      if (part) query = query.where('bookmarkable_id', 'in', part);
      return query.orderBy('user_id').execute();
    });
  }

  /** Published infos (published_at reached), all or the given ids. */
  async infos(now: string, ids?: readonly number[]): Promise<InfoRows> {
    const infos = await chunked(ids, (part) => {
      let query = this.db
        .selectFrom('infos')
        .select(['id', 'slug_fr', 'slug_nl', 'title_fr', 'title_nl', 'summary_fr', 'summary_nl', 'body_fr', 'body_nl', 'url', 'category', 'published_at'])
        .where('published_at', 'is not', null)
        .where('published_at', '<=', now);
      if (part) query = query.where('id', 'in', part);
      return query.execute();
    });
    const online = ids === undefined ? undefined : infos.map((r) => r.id);
    return {
      infos: infos.map((r) => ({ ...r, published_at: r.published_at as string })),
      bookmarks: await this.bookmarks('info', online),
    };
  }

  /** Published conseils with their first content block, tags and needs. */
  async conseils(now: string, ids?: readonly number[]): Promise<ConseilRows> {
    const conseils = await chunked(ids, (part) => {
      let query = this.db
        .selectFrom('conseils')
        .select(['id', 'slug_fr', 'slug_nl', 'title_fr', 'title_nl', 'summary_fr', 'summary_nl', 'published_at'])
        .where('published_at', 'is not', null)
        .where('published_at', '<=', now);
      if (part) query = query.where('id', 'in', part);
      return query.execute();
    });
    const online = ids === undefined ? undefined : conseils.map((r) => r.id);
    const [contents, tags, besoins, bookmarks] = await Promise.all([
      chunked(online, (part) => {
        let query = this.db.selectFrom('conseil_contents').select(['conseil_id', 'body_fr', 'body_nl']);
        if (part) query = query.where('conseil_id', 'in', part);
        return query.orderBy('conseil_id').orderBy('position').orderBy('id').execute();
      }),
      chunked(online, (part) => {
        let query = this.db.selectFrom('conseil_tags').select(['conseil_id', 'tag_id']).orderBy('tag_id');
        if (part) query = query.where('conseil_id', 'in', part);
        return query.execute();
      }),
      chunked(online, (part) => {
        let query = this.db.selectFrom('conseil_besoins').select(['conseil_id', 'besoin_id']);
        if (part) query = query.where('conseil_id', 'in', part);
        return query.execute();
      }),
      this.bookmarks('conseil', online),
    ]);
    return { conseils: conseils.map((r) => ({ ...r, published_at: r.published_at as string })), contents, tags, besoins, bookmarks };
  }

  /** Published events, past ones included (the agenda filters on end_ts). */
  async events(ids?: readonly number[]): Promise<EventRows> {
    const events = await chunked(ids, (part) => {
      let query = this.db
        .selectFrom('events')
        .select(['id', 'slug', 'title', 'description', 'locale', 'place', 'commune_id', 'starts_at', 'ends_at', 'website', 'category_id'])
        .where('status', '=', 'published');
      if (part) query = query.where('id', 'in', part);
      return query.execute();
    });
    const categories = await this.db.selectFrom('event_categories').select(['id', 'slug_fr', 'titre_fr', 'titre_nl']).execute();
    return {
      events,
      categories: new Map(categories.map((r) => [r.id, r])),
      bookmarks: await this.bookmarks('event', ids === undefined ? undefined : events.map((r) => r.id)),
    };
  }

  /** Published annonces between published_at and expires_at. */
  async annonces(now: string, ids?: readonly number[]): Promise<AnnonceRows> {
    const annonces = await chunked(ids, (part) => {
      let query = this.db
        .selectFrom('annonces')
        .select(['id', 'slug', 'title', 'body', 'locale', 'price_cents', 'commune_id', 'published_at', 'created_at', 'expires_at', 'category_id'])
        .where('status', '=', 'published')
        .where((eb) => eb.or([eb('published_at', 'is', null), eb('published_at', '<=', now)]))
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
      if (part) query = query.where('id', 'in', part);
      return query.execute();
    });
    const categories = await this.db.selectFrom('annonce_categories').select(['id', 'slug_fr', 'titre_fr', 'titre_nl']).execute();
    return {
      annonces: annonces.map((r) => ({ ...r, price_cents: r.price_cents === null ? null : Number(r.price_cents) })),
      categories: new Map(categories.map((r) => [r.id, r])),
      bookmarks: await this.bookmarks('annonce', ids === undefined ? undefined : annonces.map((r) => r.id)),
    };
  }

  /** Content whose publication starts or ends in (since, now]: its records appear or leave then. */
  async windowChanges(since: string, now: string): Promise<{ infos: number[]; conseils: number[]; annonces: number[] }> {
    const [infos, conseils, annonces] = await Promise.all([
      this.db.selectFrom('infos').select('id').where('published_at', '>', since).where('published_at', '<=', now).execute(),
      this.db.selectFrom('conseils').select('id').where('published_at', '>', since).where('published_at', '<=', now).execute(),
      this.db
        .selectFrom('annonces')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('published_at', '>', since), eb('published_at', '<=', now)]),
            eb.and([eb('expires_at', '>', since), eb('expires_at', '<=', now)]),
          ]),
        )
        .execute(),
    ]);
    return { infos: infos.map((r) => r.id), conseils: conseils.map((r) => r.id), annonces: annonces.map((r) => r.id) };
  }

  /** What a user has bookmarked (their records change when the account goes). */
  bookmarksOf(userId: number): Promise<{ bookmarkable_type: string; bookmarkable_id: number }[]> {
    return this.db.selectFrom('bookmarks').select(['bookmarkable_type', 'bookmarkable_id']).where('user_id', '=', userId).execute();
  }
}
