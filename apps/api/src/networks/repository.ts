import type { Selectable } from 'kysely';
import { NETWORK_TABS, type Network, type NetworkProvider, type NetworkSummary } from '@sam/contracts';
import { flag, type DB, type PrestatairesTable } from '@sam/db';

type HeadRow = Pick<Selectable<PrestatairesTable>, 'id' | 'slug' | 'title' | 'primary_color' | 'secondary_color' | 'updated_at'>;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
// Titles of members are sorted the way a reader of either language expects (spec: Intl collation).
const collator = new Intl.Collator('fr-BE', { sensitivity: 'base', numeric: true });

function parseJsonArray(json: string): unknown[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Public, read-only view of provider networks (§2 network pages, §7 GET /api/prestataires/{id}/network). */
export class NetworksRepository {
  constructor(private readonly db: DB) {}

  /** A network head the public may see: active, visible and consenting to networking (§3). */
  private publicHeads() {
    return this.db
      .selectFrom('prestataires as p')
      .where('p.active', '=', flag(true))
      .where('p.visible', '=', flag(true))
      .where('p.network_consent', '=', flag(true));
  }

  findHead(ref: number | string): Promise<HeadRow | undefined> {
    return this.publicHeads()
      .select(['p.id', 'p.slug', 'p.title', 'p.primary_color', 'p.secondary_color', 'p.updated_at'])
      .where(typeof ref === 'number' ? 'p.id' : 'p.slug', '=', ref)
      .executeTakeFirst();
  }

  /** The head's network, or undefined when it has neither a network row nor an accepted public member. */
  async loadNetwork(head: HeadRow): Promise<Network | undefined> {
    const network = await this.db
      .selectFrom('networks')
      .select(['name', 'description', 'tabs', 'highlighted_ids'])
      .where('prestataire_id', '=', head.id)
      .orderBy('id')
      .executeTakeFirst();
    const memberRows = await this.db
      .selectFrom('prestataire_relations as r')
      .innerJoin('prestataires as p', 'p.id', 'r.child_id')
      .select(['p.id', 'p.slug', 'p.title'])
      .where('r.parent_id', '=', head.id)
      .where('r.status', '=', 'accepted')
      .where('p.active', '=', flag(true))
      .where('p.visible', '=', flag(true))
      .execute();
    if (!network && memberRows.length === 0) return undefined;

    const highlighted = (network ? parseJsonArray(network.highlighted_ids) : []).filter(
      (id): id is number => typeof id === 'number' && memberRows.some((m) => m.id === id),
    );
    const tabs = (network ? parseJsonArray(network.tabs) : []).filter((tab): tab is (typeof NETWORK_TABS)[number] =>
      (NETWORK_TABS as readonly unknown[]).includes(tab),
    );
    const places = await this.placesOf([head.id, ...memberRows.map((m) => m.id)]);
    const provider = (row: { id: number; slug: string; title: string }): NetworkProvider => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      sector_slug: places.sectors.get(row.id) ?? null,
      locality: places.localities.get(row.id)?.locality ?? null,
      commune: places.localities.get(row.id)?.commune ?? null,
    });
    const color = (value: string | null) => (value !== null && HEX_COLOR.test(value) ? value : null);

    return {
      head: { ...provider(head), primary_color: color(head.primary_color), secondary_color: color(head.secondary_color) },
      name: network?.name ?? null,
      description: network?.description ?? null,
      tabs,
      highlighted_ids: highlighted,
      members: memberRows
        .map((row) => ({ ...provider(row), highlighted: highlighted.includes(row.id) }))
        .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id),
    };
  }

  /** Every public network: consenting public heads with a network row or an accepted public member. */
  async listPublic(): Promise<NetworkSummary[]> {
    const memberCount = this.db
      .selectFrom('prestataire_relations as r')
      .innerJoin('prestataires as c', 'c.id', 'r.child_id')
      .select((eb) => ['r.parent_id', eb.fn.countAll<number>().as('members')])
      .where('r.status', '=', 'accepted')
      .where('c.active', '=', flag(true))
      .where('c.visible', '=', flag(true))
      .groupBy('r.parent_id')
      .as('m');
    const rows = await this.publicHeads()
      .leftJoin('networks as n', 'n.prestataire_id', 'p.id')
      .leftJoin(memberCount, 'm.parent_id', 'p.id')
      .select(['p.slug', 'p.title', 'p.updated_at', 'n.name', 'n.updated_at as network_updated_at', 'm.members'])
      .where((eb) => eb.or([eb('n.id', 'is not', null), eb('m.members', '>', 0)]))
      .execute();
    return rows
      .map((row) => ({
        head_slug: row.slug,
        head_title: row.title,
        name: row.name,
        member_count: Number(row.members ?? 0),
        updated_at: [row.updated_at, row.network_updated_at ?? ''].sort()[1],
      }))
      .sort((a, b) => collator.compare(a.name ?? a.head_title, b.name ?? b.head_title) || collator.compare(a.head_slug, b.head_slug));
  }

  /** Main sector slugs (fr/nl; the first sector when none is main) and the first visible address's place. */
  private async placesOf(ids: number[]) {
    const sectorRows = await this.db
      .selectFrom('prestataire_sectors as ps')
      .innerJoin('sectors as s', 's.id', 'ps.sector_id')
      .select(['ps.prestataire_id', 's.slug_fr', 's.slug_nl'])
      .where('ps.prestataire_id', 'in', ids)
      .orderBy('ps.is_main', 'desc')
      .orderBy('s.position')
      .orderBy('s.id')
      .execute();
    const sectors = new Map<number, { fr: string; nl: string }>();
    for (const row of sectorRows) if (!sectors.has(row.prestataire_id)) sectors.set(row.prestataire_id, { fr: row.slug_fr, nl: row.slug_nl });

    const addressRows = await this.db
      .selectFrom('addresses as a')
      .leftJoin('communes as c', 'c.id', 'a.commune_id')
      .select(['a.prestataire_id', 'a.locality', 'c.name_fr', 'c.name_nl'])
      .where('a.prestataire_id', 'in', ids)
      .where('a.is_visible', '=', flag(true))
      .orderBy('a.position')
      .orderBy('a.id')
      .execute();
    const localities = new Map<number, { locality: string; commune: { fr: string; nl: string } | null }>();
    for (const row of addressRows) {
      if (localities.has(row.prestataire_id)) continue;
      const commune = row.name_fr !== null && row.name_nl !== null ? { fr: row.name_fr, nl: row.name_nl } : null;
      localities.set(row.prestataire_id, { locality: row.locality, commune });
    }
    return { sectors, localities };
  }
}

