import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { ApiTokensRepository } from '../api-tokens/repository';
import { HttpError } from '../http-error';
import { safeEqual } from '../security/crypto';
import { SessionsRepository } from '../sessions/repository';
import { UsersRepository, type SessionUser } from '../users/repository';
import { sharedPlugin } from './define-plugin';

/** §7: cookie session + CSRF the way Laravel Sanctum does it for SPAs. */
export const SESSION_COOKIE = 'sam_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sliding expiry is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Like Laravel's session lottery: about one new session in 50 also purges expired ones. */
const PURGE_PROBABILITY = 0.02;

export interface SessionState {
  /** sha256 of the cookie value (the `sessions.id`); `guest:<nonce>` for an anonymous session. */
  id: string;
  userId: number | null;
  csrfToken: string;
  /** An anonymous session lives in its signed cookie only, never in the table (see guestCookie). */
  guest?: boolean;
}

export interface SessionOptions {
  lifetimeMinutes: number;
  cookieDomain?: string;
  secureCookies: boolean;
}

export interface Sessions {
  /** Starts a fresh session (new id and CSRF token: §7 fixation), replacing the current one. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number | null): Promise<SessionState>;
  /** Sends the session and XSRF cookies again (GET /sanctum/csrf-cookie on a live session). */
  refreshCookies(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false on read-only POST endpoints (searches): they change nothing, so need no CSRF token. */
    csrf?: boolean;
  }
  interface FastifyRequest {
    session: SessionState | null;
    user: SessionUser | null;
    /** Set when the request authenticated with `Authorization: Bearer <id>|<secret>` (no session then). */
    apiToken: { id: number } | null;
  }
  interface FastifyInstance {
    sessions: Sessions;
  }
}

const randomToken = () => randomBytes(32).toString('base64url');
const GUEST_PREFIX = 'g.';
const sessionIdOf = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('hex');

/**
 * §7 CSRF, as Laravel does it: a state-changing call echoes the session's token in X-XSRF-TOKEN
 * (419 otherwise). A Bearer API token used no cookie, so there is nothing to forge. The session
 * plugin applies it to every write; a route whose reads and writes share a path (POST /api/events,
 * decision 0006) applies it itself to its write.
 */
export function checkCsrf(request: FastifyRequest): void {
  if (request.apiToken) return;
  const given = request.headers[XSRF_HEADER];
  if (!request.session || typeof given !== 'string' || !safeEqual(request.session.csrfToken, given)) throw new HttpError(419, 'errors.csrf');
}

export function hasRole(user: SessionUser | null, ...roles: Role[]): boolean {
  return user !== null && user.roles.some((role) => roles.includes(role));
}

export const sessionPlugin = sharedPlugin<SessionOptions & Record<string, unknown>>('session', async (app, options) => {
  const sessions = new SessionsRepository(app.db);
  const users = new UsersRepository(app.db);
  const apiTokens = new ApiTokensRepository(app.db);
  const lifetimeMs = options.lifetimeMinutes * 60_000;
  /** The raw cookie value never leaves the plugin; the database only knows its digest. */
  const cookieValues = new WeakMap<FastifyRequest, string>();

  /**
   * Anonymous sessions (issue 14): a visitor who only asked for a CSRF token gets a signed cookie
   * `g.<issued at>.<nonce>.<signature>` and a token derived from the nonce, and nothing is stored,
   * so a crawler calling /sanctum/csrf-cookie never grows the sessions table. Logging in or
   * registering starts a stored session as before (new id and token: §7 fixation).
   */
  const guestCookie = (nonce: string, issuedAt = Date.now()) => `${GUEST_PREFIX}${issuedAt}.${nonce}.${app.signing.sign('guest-session', issuedAt, nonce)}`;
  const guestSession = (nonce: string): SessionState => ({ id: `guest:${nonce}`, userId: null, csrfToken: app.signing.sign('guest-csrf', nonce), guest: true });
  /** The session of a guest cookie, with its issue time, if the signature holds and it has not expired. */
  const readGuestCookie = (value: string): { session: SessionState; issuedAt: number } | null => {
    const [issued, nonce, signature] = value.slice(GUEST_PREFIX.length).split('.');
    const issuedAt = Number(issued);
    if (!nonce || !signature || !Number.isSafeInteger(issuedAt) || !app.signing.verify(signature, 'guest-session', issuedAt, nonce)) return null;
    if (issuedAt + lifetimeMs <= Date.now() || issuedAt > Date.now() + 60_000) return null;
    return { session: guestSession(nonce), issuedAt };
  };

  const setCookies = (reply: FastifyReply, cookieValue: string, csrfToken: string) => {
    const common = {
      path: '/',
      sameSite: 'lax' as const,
      secure: options.secureCookies,
      maxAge: Math.floor(lifetimeMs / 1000),
      ...(options.cookieDomain ? { domain: options.cookieDomain } : {}),
    };
    reply.setCookie(SESSION_COOKIE, cookieValue, { ...common, httpOnly: true });
    // Readable by the SPA, which echoes it in X-XSRF-TOKEN (Sanctum / axios convention).
    reply.setCookie(XSRF_COOKIE, csrfToken, { ...common, httpOnly: false });
  };

  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('apiToken', null);

  app.decorate<Sessions>('sessions', {
    async start(request, reply, userId) {
      // A token-authenticated request never creates a session (nor gets cookies).
      if (request.apiToken) throw new HttpError(403, 'errors.session_required');
      const now = nowIso();
      if (request.session && !request.session.guest) await sessions.delete(request.session.id);
      if (userId === null) {
        const nonce = randomToken();
        const cookieValue = guestCookie(nonce);
        const guest = guestSession(nonce);
        cookieValues.set(request, cookieValue);
        request.session = guest;
        request.user = null;
        setCookies(reply, cookieValue, guest.csrfToken);
        return guest;
      }
      const cookieValue = randomToken();
      const session: SessionState = { id: sessionIdOf(cookieValue), userId, csrfToken: randomToken() };
      await sessions.create({
        id: session.id,
        user_id: userId,
        csrf_token: session.csrfToken,
        ip: request.ip ?? null,
        user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
        created_at: now,
        last_activity_at: now,
        expires_at: new Date(Date.parse(now) + lifetimeMs).toISOString(),
      });
      if (Math.random() < PURGE_PROBABILITY) await sessions.deleteExpired(now);
      cookieValues.set(request, cookieValue);
      request.session = session;
      request.user = userId === null ? null : await users.findSessionUser(userId);
      setCookies(reply, cookieValue, session.csrfToken);
      return session;
    },
    async refreshCookies(request, reply) {
      const cookieValue = cookieValues.get(request);
      if (!request.session || !cookieValue) return;
      if (request.session.guest) {
        setCookies(reply, guestCookie(request.session.id.slice('guest:'.length)), request.session.csrfToken);
        return;
      }
      const now = nowIso();
      await sessions.touch(request.session.id, now, new Date(Date.parse(now) + lifetimeMs).toISOString());
      setCookies(reply, cookieValue, request.session.csrfToken);
    },
  });

  // Load the session and its user; slide the expiry. A Bearer token replaces the session:
  // its cookies are then ignored, so such a request needs (and is checked for) no CSRF token.
  app.addHook('onRequest', async (request, reply) => {
    const authorization = request.headers.authorization;
    if (typeof authorization === 'string' && /^bearer\s/i.test(authorization)) {
      const token = await apiTokens.authenticate(authorization.slice('bearer'.length).trim(), nowIso());
      const user = token && (await users.findSessionUser(token.userId));
      if (!token || !user) throw new HttpError(401, 'errors.api_token.invalid', { headers: { 'www-authenticate': 'Bearer' } });
      request.apiToken = { id: token.tokenId };
      request.user = user;
      return;
    }
    const cookieValue = request.cookies[SESSION_COOKIE];
    if (!cookieValue) return;
    if (cookieValue.startsWith(GUEST_PREFIX)) {
      const guest = readGuestCookie(cookieValue);
      if (!guest) return;
      cookieValues.set(request, cookieValue);
      request.session = guest.session;
      // Slides like a stored session: re-issued at most once a minute.
      if (guest.issuedAt < Date.now() - TOUCH_INTERVAL_MS) setCookies(reply, guestCookie(guest.session.id.slice('guest:'.length)), guest.session.csrfToken);
      return;
    }
    const now = nowIso();
    const row = await sessions.findActive(sessionIdOf(cookieValue), now);
    if (!row) return;
    cookieValues.set(request, cookieValue);
    request.session = { id: row.id, userId: row.user_id, csrfToken: row.csrf_token };
    if (row.user_id !== null) request.user = await users.findSessionUser(row.user_id);
    if (Date.parse(row.last_activity_at) < Date.now() - TOUCH_INTERVAL_MS) {
      await sessions.touch(row.id, now, new Date(Date.parse(now) + lifetimeMs).toISOString());
      setCookies(reply, cookieValue, row.csrf_token);
    }
  });

  // CSRF on every state-changing call. Unknown routes are left to the 404 handler; the body is
  // never read before this check.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method) || request.is404 || request.routeOptions.config.csrf === false) return;
    checkCsrf(request);
  });
});
