/** Spec §2/§4 cookie consent, stored in a cookie so both apps on the domain share it and it survives reloads. */
export const CONSENT_COOKIE = 'sam_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** 'necessary' is always on; 'functional' is optional. */
export type ConsentCategory = 'necessary' | 'functional';

export interface ConsentState {
  v: 1;
  functional: boolean;
  /** When the visitor decided, ISO 8601. */
  at: string;
}

export interface ConsentCookieOptions {
  /** e.g. 'sam.example' to share the choice between portal and dashboard subdomains. */
  domain?: string;
  secure?: boolean;
}

function isConsentState(value: unknown): value is ConsentState {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return c['v'] === 1 && typeof c['functional'] === 'boolean' && typeof c['at'] === 'string' && !Number.isNaN(Date.parse(c['at']));
}

/** Reads the consent from a Cookie header (or document.cookie); null when absent or unreadable. */
export function parseConsentCookie(cookieHeader: string | null | undefined): ConsentState | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(part.slice(eq + 1).trim()));
      if (isConsentState(parsed)) return { v: 1, functional: parsed.functional, at: parsed.at };
    } catch {
      // garbage: treated as not decided
    }
    return null;
  }
  return null;
}

export function serializeConsentCookie(state: ConsentState, options: ConsentCookieOptions = {}): string {
  const value = encodeURIComponent(JSON.stringify({ v: 1, functional: state.functional, at: state.at }));
  const parts = [`${CONSENT_COOKIE}=${value}`, 'Path=/', `Max-Age=${CONSENT_MAX_AGE_S}`, 'SameSite=Lax'];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
