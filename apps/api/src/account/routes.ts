import type { FastifyPluginAsync } from 'fastify';
import { accountEndpoints, SEARCH_INDEX_NAMES } from '@sam/contracts';
import { hashPassword, nowIso, verifyPassword } from '@sam/db';
import { isUniqueViolation } from '../db-errors';
import { emailChangedMail, verificationMail } from '../email-verification/mails';
import { fieldError, unauthenticated } from '../http-error';
import { committed } from '../plugins/after-commit';
import { routes } from '../plugins/contract-route';
import { INDEX_OF_BOOKMARK } from '../search/indexer';
import { UsersRepository, type SessionUser } from '../users/repository';
import { AccountRepository, type AccountRow } from './repository';

/** Wrong current passwords: 5 a minute per user, then 429 (a stolen session cannot guess it). */
const PASSWORD_CHECK_MAX_ATTEMPTS = 5;
const PASSWORD_CHECK_WINDOW_MS = 60_000;

/** §2 mes-identifiants, §5 account deletion: credentials of the logged-in user. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const accounts = new AccountRepository(app.db);
  const users = new UsersRepository(app.db);

  /** The caller's credentials row (401 if the account vanished since the session was read). */
  const accountOf = async (user: SessionUser): Promise<AccountRow> => {
    const account = await accounts.findById(user.id);
    if (!account) throw unauthenticated();
    return account;
  };

  /** 422 on `current_password` when it is wrong; throttled per user. */
  const checkCurrentPassword = async (account: AccountRow, password: string) => {
    const rule = { key: `password-check:${account.id}`, maxAttempts: PASSWORD_CHECK_MAX_ATTEMPTS, windowMs: PASSWORD_CHECK_WINDOW_MS };
    await app.throttle.ensureNotExceeded(rule);
    if (!(await verifyPassword(password, account.password_hash))) {
      await app.throttle.hit(rule);
      throw fieldError('current_password', 'validation.current_password');
    }
    await app.throttle.clear(rule.key);
  };

  routes(app, accountEndpoints, {
    // The current device stays logged in; every other session of the user ends.
    changePassword: async ({ request, user, body: input }) => {
      const account = await accountOf(user);
      await checkCurrentPassword(account, input.current_password);
      await accounts.changePassword({
        userId: account.id,
        passwordHash: await hashPassword(input.password, app.config.passwordHashCost),
        keepSessionId: request.session?.id,
        now: nowIso(),
      });
      return { updated: true } as const;
    },

    // New address: unverified again, a verification link goes to it and a notice to the old one.
    changeEmail: async ({ request, user, body: input }) => {
      const account = await accountOf(user);
      if (input.email === account.email) throw fieldError('email', 'validation.email.same');
      await checkCurrentPassword(account, input.current_password);
      const taken = () => fieldError('email', 'validation.email.taken');
      if (await accounts.findByEmail(input.email)) throw taken();
      try {
        await accounts.changeEmail({ userId: account.id, email: input.email, keepSessionId: request.session?.id, now: nowIso() });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken(); // taken by a concurrent registration
        throw error;
      }
      const recipient = { id: account.id, name: account.name, email: input.email, locale: account.locale };
      app.mailer.queue(verificationMail(app, recipient));
      app.mailer.queue(emailChangedMail(recipient, account.email));
      const changed = await users.findSessionUser(account.id);
      if (!changed) throw unauthenticated();
      request.user = changed;
      return users.loadAccount(changed, app.searchIndexer.bookmarkToken(changed.id));
    },

    // §5: the account email typed again (any case) confirms; then the session ends like a logout.
    deleteAccount: async ({ request, reply, user, body: { email } }) => {
      const account = await accountOf(user);
      if (email !== account.email.toLowerCase()) throw fieldError('email', 'validation.email');
      // In one commit with the deletion, search follows: orphaned listings go offline, the user's token leaves bookmarkers.
      await committed(request, async (trx, after) => {
        for (const item of await app.searchIndexer.bookmarkedBy(account.id, trx)) after.reindex(INDEX_OF_BOOKMARK[item.type], item.id);
        const { orphanedListingIds } = await new AccountRepository(trx).deleteAccount(account.id, nowIso());
        after.reindex(SEARCH_INDEX_NAMES.prestataire_addresses, ...orphanedListingIds);
      });
      request.log.info({ userId: account.id }, 'account deleted');
      await app.sessions.start(request, reply, null); // new anonymous session and XSRF token
      return { deleted: true } as const;
    },
  });
};
