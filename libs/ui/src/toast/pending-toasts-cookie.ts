/**
 * Where toasts wait for the next page (spec §4 logout, §8 account deleted). Not sessionStorage:
 * it is per origin, and these flows end on the OTHER app (dashboard → portal). A short-lived
 * cookie is shared by every port of a host, and by sub-domains through its Domain attribute.
 */
export const PENDING_TOASTS_COOKIE = 'sam_pending_toasts';
/** Long enough for the redirect, short enough not to surprise anyone later. */
export const PENDING_TOASTS_MAX_AGE_S = 120;

export type PendingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A Storage-like view of the cookie (the key is ignored: there is one queue). */
export function pendingToastsCookie(doc: Pick<Document, 'cookie'> | null = typeof document === 'undefined' ? null : document, domain?: string): PendingStorage | null {
  if (!doc) return null;
  const attributes = (maxAge: number) =>
    ['Path=/', `Max-Age=${maxAge}`, 'SameSite=Lax', domain ? `Domain=${domain}` : null, typeof location !== 'undefined' && location.protocol === 'https:' ? 'Secure' : null]
      .filter(Boolean)
      .join('; ');
  return {
    getItem: () => {
      for (const part of doc.cookie.split(';')) {
        const at = part.indexOf('=');
        if (at > 0 && part.slice(0, at).trim() === PENDING_TOASTS_COOKIE) {
          try {
            return decodeURIComponent(part.slice(at + 1).trim());
          } catch {
            return null;
          }
        }
      }
      return null;
    },
    setItem: (_key, value) => {
      doc.cookie = `${PENDING_TOASTS_COOKIE}=${encodeURIComponent(value)}; ${attributes(PENDING_TOASTS_MAX_AGE_S)}`;
    },
    removeItem: () => {
      doc.cookie = `${PENDING_TOASTS_COOKIE}=; ${attributes(0)}`;
    },
  };
}
