import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { authEndpoints, type ApiError } from '@sam/contracts';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@sam/i18n-routes';
import { toApiError } from './errors';

export interface ApiClientConfig {
  /** Spec §7 'Configuration provides an API base': origin (and optional path prefix) of the API. */
  baseUrl: string;
  /** Sent as Accept-Language so the API answers in the page's language. */
  locale: Locale;
  /** Server-side render only: the incoming Cookie header, forwarded and read for the XSRF token. */
  cookieHeader?: string;
}

let globalConfig: ApiClientConfig = { baseUrl: 'http://localhost:3000', locale: DEFAULT_LOCALE };

/** Sets the defaults of every store (the SPA calls it once at start and on a locale change). */
export function configureApiClient(patch: Partial<ApiClientConfig>): void {
  globalConfig = { ...globalConfig, ...patch };
}

export function apiClientConfig(): Readonly<ApiClientConfig> {
  return globalConfig;
}

/**
 * Per-store state handed to every call as the thunk extra argument (see makeStore): settings that
 * override the global ones (a server render builds one store per request) and the CSRF bootstrap.
 */
export class ApiClientContext {
  /** Resolves once /sanctum/csrf-cookie answered (null) or failed (the error). */
  csrf: Promise<ApiError | null> | null = null;
  constructor(readonly config: Partial<ApiClientConfig> = {}) {}
}

const sharedContext = new ApiClientContext();
const contextOf = (extra: unknown) => (extra instanceof ApiClientContext ? extra : sharedContext);
const configOf = (context: ApiClientContext): ApiClientConfig => ({ ...globalConfig, ...context.config });

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_COOKIE_PATH = authEndpoints.csrfCookie.path;
/** Sanctum's "CSRF token mismatch" status. */
const CSRF_MISMATCH = 419;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

const cookiesOf = (config: ApiClientConfig) => config.cookieHeader ?? (typeof document === 'undefined' ? '' : document.cookie);
const methodOf = (args: string | FetchArgs) => (typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase());

function joinUrl(baseUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

const rawBaseQuery = fetchBaseQuery({
  credentials: 'include',
  prepareHeaders: (headers, { arg, extra }) => {
    const config = configOf(contextOf(extra));
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', `${INTL_LOCALE[config.locale]}, ${config.locale};q=0.9`);
    if (config.cookieHeader) headers.set('Cookie', config.cookieHeader);
    if (!SAFE_METHODS.has(methodOf(arg))) {
      const token = readCookie(cookiesOf(config), XSRF_COOKIE);
      if (token) headers.set(XSRF_HEADER, token);
    }
    return headers;
  },
});

export type ApiArgs =
  | string
  | (FetchArgs & {
      /** Fetch a new CSRF cookie before this call even if one was fetched already (spec §4 logout). */
      freshCsrf?: boolean;
    });

type RawApi = Parameters<typeof rawBaseQuery>[1];

/** Spec §7: the CSRF cookie call comes first; one fetch serves every later write of the store. */
function ensureCsrf(context: ApiClientContext, api: RawApi, baseUrl: string, fresh: boolean): Promise<ApiError | null> {
  if (!context.csrf || fresh) {
    const pending = Promise.resolve(rawBaseQuery(joinUrl(baseUrl, CSRF_COOKIE_PATH), api, {})).then((result) => {
      if (!result.error) return null;
      if (context.csrf === pending) context.csrf = null; // let the next write try again
      return toApiError(result.error);
    });
    context.csrf = pending;
  }
  return context.csrf;
}

/**
 * fetchBaseQuery with credentials, a runtime base URL, the Sanctum CSRF dance for every write
 * (cookie first, X-XSRF-TOKEN header, one retry after a 419) and errors normalised per spec §8.
 */
export const apiBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (args, api, extraOptions) => {
  const context = contextOf(api.extra);
  const { baseUrl } = configOf(context);
  const { freshCsrf = false, ...request } = typeof args === 'string' ? { url: args } : args;
  const call = { ...request, url: joinUrl(baseUrl, request.url) };
  const writes = !SAFE_METHODS.has(methodOf(call));

  if (writes) {
    const csrfError = await ensureCsrf(context, api, baseUrl, freshCsrf);
    if (csrfError) return { error: csrfError };
  }
  let result = await rawBaseQuery(call, api, extraOptions);
  if (writes && result.error?.status === CSRF_MISMATCH) {
    // The token expired with the session: fetch a new one and try once more.
    const csrfError = await ensureCsrf(context, api, baseUrl, true);
    if (csrfError) return { error: csrfError };
    result = await rawBaseQuery(call, api, extraOptions);
  }
  return result.error ? { error: toApiError(result.error), meta: result.meta } : { data: result.data, meta: result.meta };
};

/** Spec §3 entities: one tag type each, so every slice can provide and invalidate them. */
export const TAG_TYPES = [
  'User',
  'Prestataire',
  'Event',
  'Annonce',
  'Offre',
  'Besoin',
  'Conseil',
  'Info',
  'Faq',
  'Glossary',
  'Place',
  'Panel',
  'Token',
  'Network',
  'Bookmark',
  'ShortUrl',
  'SavedSearch',
  'ListingReport',
] as const;

/** The one RTK Query api of both apps; entity files inject their endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
