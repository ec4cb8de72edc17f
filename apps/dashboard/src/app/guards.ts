import { data, redirect, redirectDocument, type LoaderFunction } from 'react-router';
import { configureApiClient, sessionApi, type AppStore } from '@sam/api-client';
import type { User } from '@sam/contracts';
import { pathFor, type GuardName, type Locale } from '@sam/i18n-routes';
import { portalUrl } from '../shared/links';

/** Where a refusing guard sends the visitor; `document` when that is outside the dashboard SPA. */
export interface GuardRedirect {
  to: string;
  document: boolean;
}

type Guard = (user: User | null, locale: Locale) => GuardRedirect | null;

/** Spec §6 guards. `user` is null when logged out or when loading the user failed. */
const GUARDS: Record<GuardName, Guard> = {
  'check-auth': (user, locale) => (user ? null : { to: portalUrl('index', locale), document: true }),
  'verify-email': (user, locale) => {
    try {
      return user && user.email_verified_at == null ? { to: portalUrl('verify-email', locale), document: true } : null;
    } catch {
      return null; // spec §6: errors in the email-verification guard are ignored
    }
  },
  'network-consent': (user, locale) =>
    user && !user.prestataires.some((listing) => listing.network_consent)
      ? { to: pathFor('dashboard-index-reseau-light-consent', locale), document: false }
      : null,
};

/** Spec §8: what a route that names a guard the dashboard does not know answers. */
export const UNKNOWN_MIDDLEWARE = 'Unknown middleware';

/** The body of that 500 (the error boundary shows the page and logs the guard's name). */
export interface UnknownMiddlewareError {
  message: typeof UNKNOWN_MIDDLEWARE;
  guard: string;
}

export function isUnknownMiddlewareError(value: unknown): value is UnknownMiddlewareError {
  return typeof value === 'object' && value !== null && (value as { message?: unknown }).message === UNKNOWN_MIDDLEWARE;
}

/** The guard of that name, or a thrown 500 'Unknown middleware' (the route table is shared with the portal and may name more). */
function guardNamed(name: string): Guard {
  if (!Object.hasOwn(GUARDS, name)) {
    const body: UnknownMiddlewareError = { message: UNKNOWN_MIDDLEWARE, guard: name };
    throw data(body, { status: 500, statusText: UNKNOWN_MIDDLEWARE });
  }
  return GUARDS[name as GuardName];
}

/** Runs the guards in table order; the first one that refuses decides. */
export function guardRedirect(guards: readonly GuardName[], user: User | null, locale: Locale): GuardRedirect | null {
  const checks = guards.map(guardNamed); // every name is known before any guard runs
  for (const check of checks) {
    const target = check(user, locale);
    if (target) return target;
  }
  return null;
}

/** Route loader of a guarded dashboard page: loads the current user (cached) and applies the guards. */
export function guardLoader(store: AppStore, guards: readonly GuardName[], locale: Locale): LoaderFunction {
  return async () => {
    configureApiClient({ locale });
    if (!guards.length) return null;
    for (const name of guards) guardNamed(name); // fail before loading anything
    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }));
    // Spec §4/§6: failing to load the user counts as being logged out.
    const user = result.isSuccess ? (result.data ?? null) : null;
    const target = guardRedirect(guards, user, locale);
    if (target) throw target.document ? redirectDocument(target.to) : redirect(target.to);
    return null;
  };
}
