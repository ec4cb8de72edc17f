import { flag, type DB } from '@sam/db';
import { pathFor, ROUTES, type Locale } from '@sam/i18n-routes';
import type { QrType } from '@sam/contracts';

export interface QrTarget {
  /** The portal path the short link opens. */
  path: string;
  title: string | null;
}

/**
 * Static portal pages a QR code may point at: no path parameter, not an account step or a
 * one-time link (those make no sense printed on a poster).
 */
export const QR_PAGE_ROUTES: ReadonlySet<string> = new Set(
  ROUTES.filter((r) => r.app === 'portal' && !r.fr.includes(':') && r.layout !== 'auth' && r.name !== 'supprimer-mon-referencement').map((r) => r.name),
);

/** Resolves what a QR code of §2 /fr/qr/{type}/{id} stands for; undefined when there is no such page. */
export class QrTargetsRepository {
  constructor(private readonly db: DB) {}

  async resolve(type: QrType, id: string, locale: Locale): Promise<QrTarget | undefined> {
    if (type === 'page') return QR_PAGE_ROUTES.has(id) ? { path: pathFor(id, locale), title: null } : undefined;
    if (type === 'event') {
      const event = await this.db.selectFrom('events').select(['slug', 'title']).where('slug', '=', id).where('status', '=', 'published').executeTakeFirst();
      return event && { path: pathFor('agenda-slug', locale, { slug: event.slug }), title: event.title };
    }
    // A provider page: visible listings only, under their main sector's slug in the locale.
    const listing = await this.db
      .selectFrom('prestataires as p')
      .leftJoin('prestataire_sectors as ps', (join) => join.onRef('ps.prestataire_id', '=', 'p.id').on('ps.is_main', '=', flag(true)))
      .leftJoin('sectors as s', 's.id', 'ps.sector_id')
      .select(['p.slug', 'p.title', 's.slug_fr', 's.slug_nl'])
      .where('p.slug', '=', id)
      .where('p.active', '=', flag(true))
      .where('p.visible', '=', flag(true))
      .orderBy('s.id')
      .executeTakeFirst();
    if (!listing) return undefined;
    const sector = (locale === 'fr' ? listing.slug_fr : listing.slug_nl) ?? undefined;
    return { path: pathFor('prestataires-sector-slug', locale, { sector, slug: listing.slug }), title: listing.title };
  }
}
