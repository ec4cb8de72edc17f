import type { QrType } from '@sam/contracts';
import { matchRoute, pathFor, type Locale } from '@sam/i18n-routes';

export interface QrTarget {
  locale: Locale;
  type: QrType;
  id: string;
}

/** The QR page of a target: /{locale}/qr/{type}/{id}. */
export const qrPagePath = ({ locale, type, id }: QrTarget) => pathFor('qr-type-id', locale, { type, id });

/**
 * §2 /fr/qr without type: what an address of this site gets a QR code as, in the address's
 * locale — a provider page (by slug), an event (by slug) or a static page (by route name); null otherwise.
 * The query string and fragment are left out: the code stands for the page itself.
 */
export function qrTargetOf(address: string, portalOrigin: string): QrTarget | null {
  const text = address.trim();
  let url: URL;
  try {
    const base = new URL(portalOrigin);
    url = new URL(text, base);
    if (url.origin !== base.origin) return null;
    if (!/^https?:\/\//i.test(text) && !/^\/(?!\/)/.test(text)) return null;
  } catch {
    return null;
  }
  const match = matchRoute(url.pathname);
  if (!match || match.route.app !== 'portal') return null;
  const { route, locale, params } = match;
  if (route.name === 'prestataires-sector-slug' && params['slug']) return { locale, type: 'prestataire', id: params['slug'] };
  if (route.name === 'agenda-slug' && params['slug']) return { locale, type: 'event', id: params['slug'] };
  if (!route.fr.includes(':') && route.layout !== 'auth') return { locale, type: 'page', id: route.name };
  return null;
}
