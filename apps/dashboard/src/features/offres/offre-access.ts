import { mediaEndpoints, urlOf, type User } from '@sam/contracts';
import { env } from '../../env';

/**
 * Who sees promo codes. Spec §2 lists offres among the dashboard pages, as partner offers for providers:
 * every logged-in user may read the offers, but the codes go to those who run a listing (or hold the
 * provider role) and to the SAM team. The API applies the same rule (promo_code is null for anyone
 * else); this decides which explanation the page shows.
 */
export function canSeePromoCodes(user: User): boolean {
  return user.prestataires.length > 0 || user.roles.some((role) => role === 'provider' || role === 'admin' || role === 'root');
}

/** GET /storage/offres/{id}/{name} on the API host, for an attachment stored as `offres/{id}/{name}`. */
export function attachmentUrl(path: string): string {
  const [, id = '', name = ''] = /^offres\/([^/]*)\/([^/]*)$/.exec(path) ?? [];
  return `${env.apiUrl.replace(/\/+$/, '')}${urlOf(mediaEndpoints.offerAttachment, { params: { id, name } })}`;
}

/** Only web addresses become links: the site field is free text entered by the SAM team. */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url);
