import { sql, type Selectable } from 'kysely';
import {
  NETWORK_CAP,
  NETWORK_TABS,
  type Network,
  type NetworkEvent,
  type NetworkProvider,
  type NetworkSettings,
  type NetworkSummary,
  type NetworkTab,
} from '@sam/contracts';
import { flag, isSet, type DB, type PrestatairesTable } from '@sam/db';
import type { Locale } from '@sam/i18n-routes';
import { parseIds } from './relations';

type HeadRow = Pick<Selectable<PrestatairesTable>, 'id' | 'slug' | 'title' | 'locale' | 'primary_color' | 'secondary_color' | 'updated_at'>;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
// Titles of members are sorted the way a reader of either language expects (spec: Intl collation).
export const collator = new Intl.Collator('fr-BE', { sensitivity: 'base', numeric: true });
const EVENTS_SHOWN = 20;
/** A stored locale column as the contracts type it (anything but 'nl' is French, the column's default). */
const asLocale = (value: string): Locale => (value === 'nl' ? 'nl' : 'fr');

/** Where a stored logo is served (GET /storage/networks/{file}). */
export const logoUrl = (logoPath: string | null): string | null => (logoPath ? `/storage/${logoPath}` : null);

function parseTabs(json: string): NetworkTab[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tab, i): tab is NetworkTab => (NETWORK_TABS as readonly unknown[]).includes(tab) && value.indexOf(tab) === i) : [];
  } catch {
    return [];
  }
}

type NetworkRow = { name: string; description: string | null; logo_path: string | null; tabs: string; highlighted_ids: string };

export function settingsOf(row: NetworkRow): NetworkSettings {
  return { name: row.name, description: row.description, logo_url: logoUrl(row.logo_path), tabs: parseTabs(row.tabs), highlighted_ids: parseIds(row.highlighted_ids) };
}

/** Public view of provider networks (§2 network pages, §7 GET /api/prestataires/{id}/network) and the heads' settings. */
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
      .select(['p.id', 'p.slug', 'p.title', 'p.locale', 'p.primary_color', 'p.secondary_color', 'p.updated_at'])
      .where(typeof ref === 'number' ? 'p.id' : 'p.slug', '=', ref)
      .executeTakeFirst();
  }

  networkRow(headId: number) {
    return this.db.selectFrom('networks').select(['id', 'name', 'description', 'logo_path', 'tabs', 'highlighted_ids']).where('prestataire_id', '=', headId).executeTakeFirst();
  }

  /** The logo's head when the public may see it. */
  async publicLogo(file: string): Promise<boolean> {
    const row = await this.publicHeads().innerJoin('networks as n', 'n.prestataire_id', 'p.id').select('n.id').where('n.logo_path', '=', `networks/${file}`).executeTakeFirst();
    return row !== undefined;
  }

  /** The head's network, or undefined when it has neither a network row nor an accepted public member. */
  async loadNetwork(head: HeadRow, now: string): Promise<Network | undefined> {
    const network = await this.networkRow(head.id);
    const memberRows = await this.db
      .selectFrom('prestataire_relations as r')
      .innerJoin('prestataires as p', 'p.id', 'r.child_id')
      .select(['p.id', 'p.slug', 'p.title', 'p.locale'])
      .where('r.parent_id', '=', head.id)
      .where('r.status', '=', 'accepted')
      .where('p.active', '=', flag(true))
      .where('p.visible', '=', flag(true))
      .execute();
    if (!network && memberRows.length === 0) return undefined;

    const settings: Omit<NetworkSettings, 'name'> & { name: string | null } = network
      ? settingsOf(network)
      : { name: null, description: null, logo_url: null, tabs: [], highlighted_ids: [] };
    const highlighted = settings.highlighted_ids.filter((id) => memberRows.some((m) => m.id === id));
    const places = await this.placesOf([head.id, ...memberRows.map((m) => m.id)]);
    const provider = (row: { id: number; slug: string; title: string; locale: string }): NetworkProvider => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      locale: asLocale(row.locale),
      sector_slug: places.sectors.get(row.id) ?? null,
      locality: places.localities.get(row.id)?.locality ?? null,
      commune: places.localities.get(row.id)?.commune ?? null,
    });
    const color = (value: string | null) => (value !== null && HEX_COLOR.test(value) ? value : null);
    const rank = (id: number) => (highlighted.includes(id) ? highlighted.indexOf(id) : highlighted.length);

    return {
      head: { ...provider(head), primary_color: color(head.primary_color), secondary_color: color(head.secondary_color) },
      name: settings.name,
      description: settings.description,
      logo_url: settings.logo_url,
      tabs: settings.tabs,
      highlighted_ids: highlighted,
      members: memberRows
        .map((row) => ({ ...provider(row), highlighted: highlighted.includes(row.id), location: places.locations.get(row.id) ?? null }))
        .sort((a, b) => rank(a.id) - rank(b.id) || collator.compare(a.title, b.title) || a.id - b.id),
      events: settings.tabs.includes('events') ? await this.upcomingEvents([head.id, ...memberRows.map((m) => m.id)], now) : [],
    };
  }

  private async upcomingEvents(ids: number[], now: string): Promise<NetworkEvent[]> {
    const rows = await this.db
      .selectFrom('events')
      .select(['id', 'slug', 'title', 'locale', 'starts_at', 'ends_at', 'prestataire_id'])
      .where('status', '=', 'published')
      .where('prestataire_id', 'in', ids)
      .where(sql<boolean>`coalesce(ends_at, starts_at) >= ${now}`)
      .orderBy('starts_at')
      .orderBy('id')
      .limit(EVENTS_SHOWN)
      .execute();
    return rows.map((row) => ({ ...row, locale: asLocale(row.locale), prestataire_id: row.prestataire_id ?? 0 }));
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
      .select(['p.slug', 'p.title', 'p.updated_at', 'n.name', 'n.logo_path', 'n.updated_at as network_updated_at', 'm.members'])
      .where((eb) => eb.or([eb('n.id', 'is not', null), eb('m.members', '>', 0)]))
      .execute();
    return rows
      .map((row) => ({
        head_slug: row.slug,
        head_title: row.title,
        name: row.name,
        logo_url: logoUrl(row.logo_path),
        member_count: Number(row.members ?? 0),
        updated_at: [row.updated_at, row.network_updated_at ?? ''].sort()[1],
      }))
      .sort((a, b) => collator.compare(a.name ?? a.head_title, b.name ?? b.head_title) || collator.compare(a.head_slug, b.head_slug));
  }

  /** Main sector slugs (fr/nl; the first sector when none is main), the first visible address's place and location. */
  async placesOf(ids: number[]) {
    const sectors = new Map<number, { fr: string; nl: string }>();
    const localities = new Map<number, { locality: string; commune: { fr: string; nl: string } | null }>();
    const locations = new Map<number, { lat: number; lon: number }>();
    if (ids.length === 0) return { sectors, localities, locations };
    const sectorRows = await this.db
      .selectFrom('prestataire_sectors as ps')
      .innerJoin('sectors as s', 's.id', 'ps.sector_id')
      .select(['ps.prestataire_id', 's.slug_fr', 's.slug_nl'])
      .where('ps.prestataire_id', 'in', ids)
      .orderBy('ps.is_main', 'desc')
      .orderBy('s.position')
      .orderBy('s.id')
      .execute();
    for (const row of sectorRows) if (!sectors.has(row.prestataire_id)) sectors.set(row.prestataire_id, { fr: row.slug_fr, nl: row.slug_nl });

    const addressRows = await this.db
      .selectFrom('addresses as a')
      .leftJoin('communes as c', 'c.id', 'a.commune_id')
      .select(['a.prestataire_id', 'a.locality', 'a.lat', 'a.lon', 'c.name_fr', 'c.name_nl'])
      .where('a.prestataire_id', 'in', ids)
      .where('a.is_visible', '=', flag(true))
      .orderBy('a.position')
      .orderBy('a.id')
      .execute();
    for (const row of addressRows) {
      if (!locations.has(row.prestataire_id) && row.lat !== null && row.lon !== null) locations.set(row.prestataire_id, { lat: row.lat, lon: row.lon });
      if (localities.has(row.prestataire_id)) continue;
      const commune = row.name_fr !== null && row.name_nl !== null ? { fr: row.name_fr, nl: row.name_nl } : null;
      localities.set(row.prestataire_id, { locality: row.locality, commune });
    }
    return { sectors, localities, locations };
  }

  /** Cap of a head: null when privileged. */
  static capOf(row: { is_privileged: number }): number | null {
    return isSet(row.is_privileged) ? null : NETWORK_CAP;
  }
}
