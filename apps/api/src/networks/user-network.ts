import type { NetworkCandidate, NetworkRelation, UserNetwork, UserNetworkListing } from '@sam/contracts';
import { flag, isSet, type DB } from '@sam/db';
import { collator, NetworksRepository, settingsOf } from './repository';
import { actionsFor, viewOf, type Side } from './state-machine';

const OPEN = ['request_pending', 'invitation_pending', 'accepted'];

/** The dashboard's reads: a user's listings and their open relations (§3 User network list). */
export class UserNetworkReads {
  private readonly networks: NetworksRepository;

  constructor(private readonly db: DB) {
    this.networks = new NetworksRepository(db);
  }

  private async ownListings(userId: number) {
    return this.db
      .selectFrom('prestataire_users as pu')
      .innerJoin('prestataires as p', 'p.id', 'pu.prestataire_id')
      .select(['p.id', 'p.slug', 'p.title', 'p.network_consent', 'p.is_privileged'])
      .where('pu.user_id', '=', userId)
      .orderBy('p.title')
      .orderBy('p.id')
      .execute();
  }

  async listingFigures(listing: { id: number; slug: string; title: string; network_consent: number; is_privileged: number }): Promise<UserNetworkListing> {
    const network = await this.networks.networkRow(listing.id);
    const count = await this.db
      .selectFrom('prestataire_relations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', listing.id)
      .where('status', '=', 'accepted')
      .executeTakeFirstOrThrow();
    return {
      id: listing.id,
      slug: listing.slug,
      title: listing.title,
      network_consent: isSet(listing.network_consent),
      privileged: isSet(listing.is_privileged),
      cap: NetworksRepository.capOf(listing),
      member_count: Number(count.n),
      settings: network ? settingsOf(network) : null,
    };
  }

  /** GET /api/users/network: `accepted` keeps only the members (both sides). */
  async forUser(userId: number, acceptedOnly: boolean): Promise<UserNetwork> {
    const own = await this.ownListings(userId);
    const listings = await Promise.all(own.map((listing) => this.listingFigures(listing)));
    const relations = await this.relationsOf(own.map((l) => l.id), acceptedOnly ? ['accepted'] : OPEN);
    return { listings, relations };
  }

  /** Open relations of the given listings, once per side the listings stand on. */
  async relationsOf(ids: number[], statuses: string[], onlyId?: number): Promise<NetworkRelation[]> {
    if (ids.length === 0) return [];
    let query = this.db
      .selectFrom('prestataire_relations as r')
      .innerJoin('prestataires as h', 'h.id', 'r.parent_id')
      .innerJoin('prestataires as m', 'm.id', 'r.child_id')
      .select(['r.id', 'r.status', 'r.updated_at', 'h.id as h_id', 'h.slug as h_slug', 'h.title as h_title', 'h.email as h_email', 'h.active as h_active', 'h.visible as h_visible', 'm.id as m_id', 'm.slug as m_slug', 'm.title as m_title', 'm.email as m_email', 'm.active as m_active', 'm.visible as m_visible'])
      .where((eb) => eb.or([eb('r.parent_id', 'in', ids), eb('r.child_id', 'in', ids)]))
      .where('r.status', 'in', statuses);
    if (onlyId !== undefined) query = query.where('r.id', '=', onlyId);
    const rows = await query.execute();
    const places = await this.networks.placesOf([...new Set(rows.flatMap((r) => [r.h_id, r.m_id]))]);
    const result: NetworkRelation[] = [];
    for (const row of rows) {
      const head = { id: row.h_id, slug: row.h_slug, title: row.h_title, email: row.h_email, public: isSet(row.h_active) && isSet(row.h_visible) };
      const member = { id: row.m_id, slug: row.m_slug, title: row.m_title, email: row.m_email, public: isSet(row.m_active) && isSet(row.m_visible) };
      for (const side of ['head', 'member'] as Side[]) {
        const [mine, other] = side === 'head' ? [head, member] : [member, head];
        const state = viewOf(row.status, side);
        if (!ids.includes(mine.id) || !state) continue;
        result.push({
          id: row.id,
          listing: { id: mine.id, slug: mine.slug, title: mine.title },
          other: { ...other, locality: places.localities.get(other.id)?.locality ?? null },
          side,
          state,
          actions: actionsFor(row.status, side),
          updated_at: row.updated_at,
        });
      }
    }
    return result.sort((a, b) => collator.compare(a.listing.title, b.listing.title) || collator.compare(a.other.title, b.other.title) || a.id - b.id);
  }

  /** One relation as the listing `listingId` sees it. */
  async relationFor(relationId: number, listingId: number): Promise<NetworkRelation | null> {
    const rows = await this.relationsOf([listingId], OPEN, relationId);
    return rows.find((r) => r.listing.id === listingId) ?? null;
  }

  /** Listings to link with `listingId`: public or not, matched on title, slug, email or company number. */
  async candidates(listingId: number, q: string): Promise<NetworkCandidate[]> {
    // LIKE wildcards typed by the user are dropped rather than escaped (SQLite has no default escape).
    const like = `%${q.toLowerCase().replace(/[%_]/g, '')}%`;
    const rows = await this.db
      .selectFrom('prestataires as p')
      .select(['p.id', 'p.slug', 'p.title', 'p.network_consent'])
      .where('p.id', '!=', listingId)
      .where('p.active', '=', flag(true))
      .where((eb) =>
        eb.or(['p.title', 'p.slug', 'p.email', 'p.company_number'].map((column) => eb(eb.fn('lower', [eb.ref(column as 'p.title')]), 'like', like))),
      )
      .orderBy('p.title')
      .orderBy('p.id')
      .limit(20)
      .execute();
    if (rows.length === 0) return [];
    const places = await this.networks.placesOf(rows.map((r) => r.id));
    const relations = await this.relationsOf([listingId], OPEN);
    return rows.map((row) => {
      const relation = relations.find((r) => r.other.id === row.id);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        locality: places.localities.get(row.id)?.locality ?? null,
        network_consent: isSet(row.network_consent),
        relation: relation ? { side: relation.side, state: relation.state } : null,
      };
    });
  }
}
