import type { SectorCount } from '@sam/contracts';
import { flag, type DB } from '@sam/db';

const countsById = (rows: { id: number; n: number | string | bigint }[]) => new Map(rows.map((row) => [Number(row.id), Number(row.n)]));

/** Sectors (§3) with what the public directory holds in each. */
export class SectorsRepository {
  constructor(private readonly db: DB) {}

  /** Every sector in editorial order, with its public listings and their places counted. */
  async listWithCounts(): Promise<SectorCount[]> {
    const visibleListings = () =>
      this.db
        .selectFrom('prestataire_sectors as ps')
        .innerJoin('prestataires as p', 'p.id', 'ps.prestataire_id')
        .where('p.active', '=', flag(true))
        .where('p.visible', '=', flag(true));
    const [sectors, providers, places] = await Promise.all([
      this.db.selectFrom('sectors').select(['id', 'slug_fr', 'slug_nl', 'titre_fr', 'titre_nl']).orderBy('position').orderBy('id').execute(),
      visibleListings()
        .select(['ps.sector_id as id', (eb) => eb.fn.count<number>('p.id').distinct().as('n')])
        .groupBy('ps.sector_id')
        .execute(),
      // The addresses the search indexer makes a record of (search/repository.ts, records.ts):
      // visible, located, and in a commune (its own, or the one of its postal code).
      visibleListings()
        .innerJoin('addresses as a', 'a.prestataire_id', 'p.id')
        .select(['ps.sector_id as id', (eb) => eb.fn.count<number>('a.id').distinct().as('n')])
        .where('a.is_visible', '=', flag(true))
        .where('a.lat', 'is not', null)
        .where('a.lon', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('a.commune_id', 'is not', null),
            eb.exists(eb.selectFrom('localites as l').select('l.postal_code').whereRef('l.postal_code', '=', 'a.postal_code')),
          ]),
        )
        .groupBy('ps.sector_id')
        .execute(),
    ]);
    const providerCounts = countsById(providers);
    const placeCounts = countsById(places);
    return sectors.map((sector) => ({
      ...sector,
      providers_count: providerCounts.get(sector.id) ?? 0,
      places_count: placeCounts.get(sector.id) ?? 0,
    }));
  }
}
