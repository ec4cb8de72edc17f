import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authEndpoints, type User } from '@sam/contracts';
import { hashPassword, nowIso, verifyPassword } from '@sam/db';
import { isUniqueViolation } from '../db-errors';
import { verificationMail } from '../email-verification/mails';
import { fieldError, HttpError, unauthenticated } from '../http-error';
import { routes } from '../plugins/contract-route';
import { UsersRepository } from '../users/repository';

/** Laravel's default login throttle: 5 failed attempts per email and IP per minute. */
const LOGIN_MAX_ATTEMPTS = 5;
const LOGIN_WINDOW_MS = 60_000;
/** And per IP across accounts (one password tried on many accounts): 30 failures per 15 minutes. */
const LOGIN_IP_MAX_FAILURES = 30;
const LOGIN_IP_WINDOW_MS = 15 * 60_000;
/** Each registration mails an address of the caller's choosing: 10 per IP per hour. */
const REGISTER_IP_MAX = 10;
const REGISTER_IP_WINDOW_MS = 60 * 60_000;

/** The account of the user the session was just started for (GET /api/user shape). */
async function accountOf(request: FastifyRequest, users: UsersRepository): Promise<User> {
  if (!request.user) throw unauthenticated();
  return users.loadAccount(request.user, request.server.searchIndexer.bookmarkToken(request.user.id));
}

/** §7 session and account: csrf cookie, register, login, logout, current user. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const users = new UsersRepository(app.db);
  // Compared against when the email is unknown, so both failures take the same time (no enumeration).
  const decoyHash = hashPassword('decoy password never used', app.config.passwordHashCost);

  routes(app, authEndpoints, {
    // Step 1 of every session-changing call (§4 logout, §7): a session and an XSRF-TOKEN cookie.
    csrfCookie: async ({ request, reply }) => {
      if (request.session) await app.sessions.refreshCookies(request, reply);
      else await app.sessions.start(request, reply, null);
    },

    register: async ({ request, reply, body: input }) => {
      if (request.apiToken) throw new HttpError(403, 'errors.session_required'); // before anything is written
      // Counted before the address is looked at, so the 'taken' answer cannot be asked for unthrottled.
      await app.throttle.consume({ key: `register:ip:${request.ip}`, maxAttempts: REGISTER_IP_MAX, windowMs: REGISTER_IP_WINDOW_MS });
      if (await users.emailExists(input.email)) throw fieldError('email', 'validation.email.taken');
      const now = nowIso();
      const locale = input.locale ?? request.locale;
      let userId: number;
      try {
        userId = await users.register({
          name: input.name,
          email: input.email,
          passwordHash: await hashPassword(input.password, app.config.passwordHashCost),
          locale,
          adultConfirmedAt: now,
          termsAcceptedAt: now,
          now,
        });
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides.
        if (isUniqueViolation(error)) throw fieldError('email', 'validation.email.taken');
        throw error;
      }
      // §4: the verification link goes out in the background; the banner offers a resend.
      app.mailer.queue(verificationMail(app, { id: userId, name: input.name, email: input.email, locale }));
      await app.sessions.start(request, reply, userId);
      return accountOf(request, users);
    },

    login: async ({ request, reply, body: input }) => {
      const throttle = { key: `login:${input.email}|${request.ip}`, maxAttempts: LOGIN_MAX_ATTEMPTS, windowMs: LOGIN_WINDOW_MS };
      const perIp = { key: `login:ip:${request.ip}`, maxAttempts: LOGIN_IP_MAX_FAILURES, windowMs: LOGIN_IP_WINDOW_MS };
      await app.throttle.ensureNotExceeded(throttle);
      await app.throttle.ensureNotExceeded(perIp);

      const credentials = await users.findCredentials(input.email);
      const valid = await verifyPassword(input.password, credentials?.password_hash ?? (await decoyHash));
      if (!credentials || !valid) {
        await app.throttle.hit(throttle);
        await app.throttle.hit(perIp);
        throw fieldError('email', 'auth.failed', 'auth.failed');
      }
      await app.throttle.clear(throttle.key);
      await app.sessions.start(request, reply, credentials.id);
      return accountOf(request, users);
    },

    // §4 logout: the session ends and a new anonymous one (new XSRF token) replaces it.
    logout: async ({ request, reply }) => {
      await app.sessions.start(request, reply, null);
    },

    currentUser: ({ user }) => users.loadAccount(user, app.searchIndexer.bookmarkToken(user.id)),
  });
};
