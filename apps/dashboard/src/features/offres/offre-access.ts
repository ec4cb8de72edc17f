import type { User } from '@sam/contracts';
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

/** Spec §7 'document download path' on the API host; no API route serves stored files yet. */
export const attachmentUrl = (path: string) => `${env.apiUrl.replace(/\/+$/, '')}/storage/${path.split('/').map(encodeURIComponent).join('/')}`;

/** Only web addresses become links: the site field is free text entered by the SAM team. */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url);
