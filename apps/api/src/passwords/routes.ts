import type { FastifyPluginAsync } from 'fastify';
import { passwordsEndpoints } from '@sam/contracts';
import { hashPassword, nowIso } from '@sam/db';
import type { Locale } from '@sam/i18n-routes';
import { appUrl } from '../app-links';
import { AccountRepository } from '../account/repository';
import { fieldError } from '../http-error';
import { composeMail } from '../mail/templates';
import { throttleMailRequest } from '../mail/throttle';
import { OneTimeTokensRepository } from '../one-time-tokens/repository';
import { routes } from '../plugins/contract-route';
import { randomSecret, sha256Hex } from '../security/crypto';

/** Reset links work 60 minutes, once (Laravel's default). */
export const RESET_TOKEN_TTL_MINUTES = 60;

const invalidToken = () => fieldError('token', 'validation.reset_token.invalid', 'validation.reset_token.invalid');

/** §2 /fr/auth/forgot-password and /fr/auth/reset-password/{token}. */
export const passwordsRoutes: FastifyPluginAsync = async (app) => {
  const accounts = new AccountRepository(app.db);
  const tokens = new OneTimeTokensRepository(app.db);

  const resetLink = (token: string, email: string, locale: Locale) =>
    appUrl(app.config, { route: 'auth-reset-password-token', locale, params: { token }, query: { email } });

  routes(app, passwordsEndpoints, {
    // The same answer whether or not the address has an account (no enumeration); the mail
    // leaves in the background so the timing does not tell either.
    forgot: async ({ request, body: { email } }) => {
      await throttleMailRequest(app, 'forgot-password', email, request.ip);
      const account = await accounts.findByEmail(email);
      if (account) {
        const token = randomSecret(32);
        const now = nowIso();
        await tokens.replace({
          purpose: 'password_reset',
          userId: account.id,
          subject: account.email,
          tokenHash: sha256Hex(token),
          expiresAt: new Date(Date.parse(now) + RESET_TOKEN_TTL_MINUTES * 60_000).toISOString(),
          now,
        });
        app.mailer.queue(
          composeMail(account.email, account.locale, {
            subject: 'mail.reset.subject',
            name: account.name,
            intro: ['mail.reset.intro'],
            action: { label: 'mail.reset.action', url: resetLink(token, account.email, account.locale) },
            outro: ['mail.reset.expiry', 'mail.reset.ignore'],
            vars: { minutes: RESET_TOKEN_TTL_MINUTES },
          }),
        );
      }
      return { sent: true } as const;
    },

    // Sets the password, uses the token up and ends every session of the user (all devices).
    reset: async ({ body: input }) => {
      const tokenHash = sha256Hex(input.token);
      const row = await tokens.findByHash('password_reset', tokenHash);
      const account = row?.user_id ? await accounts.findById(row.user_id) : undefined;
      if (!row || !account || row.used_at !== null || row.subject !== account.email || account.email !== input.email) throw invalidToken();
      const now = nowIso();
      if (row.expires_at <= now) throw fieldError('token', 'validation.reset_token.expired', 'validation.reset_token.expired');
      const userId = await accounts.resetPassword({ tokenHash, passwordHash: await hashPassword(input.password, app.config.passwordHashCost), now });
      if (userId === null) throw invalidToken(); // used by a concurrent request
      return { reset: true } as const;
    },
  });
};
