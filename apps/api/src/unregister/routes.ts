import type { FastifyPluginAsync } from 'fastify';
import { SEARCH_INDEX_NAMES, unregisterEndpoints } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { appUrl } from '../app-links';
import { HttpError } from '../http-error';
import { composeMail } from '../mail/templates';
import { throttleMailRequest } from '../mail/throttle';
import { committedWith } from '../plugins/after-commit';
import { routes } from '../plugins/contract-route';
import { UnregisterRepository } from './repository';

/** Unregister links work 48 hours. */
export const UNREGISTER_LINK_TTL_HOURS = 48;
const SIGNATURE_PURPOSE = 'unregister';

const invalidLink = () => new HttpError(403, 'errors.unregister_link.invalid');

/** §2 /fr/supprimer-mon-referencement (ask by email) and /fr/desinscription/{expires}/{id}/{token} (confirm). */
export const unregisterRoutes: FastifyPluginAsync = async (app) => {
  const listings = new UnregisterRepository(app.db);

  routes(app, unregisterEndpoints, {
    // §7 POST /api/users/unregister {email}: one mail per matching listing, to that address.
    // The answer is the same whether or not anything matched (no enumeration); mails leave in the background.
    request: async ({ request, body: { email } }) => {
      await throttleMailRequest(app, 'unregister', email, request.ip);
      const matches = await listings.findByEmail(email);
      if (matches.length > 0) {
        const owner = await listings.localeOfUser(email);
        const expires = Math.floor(Date.now() / 1000) + UNREGISTER_LINK_TTL_HOURS * 3600;
        for (const listing of matches) {
          // The token covers the listing's email: changing it invalidates links already sent.
          const token = app.signing.sign(SIGNATURE_PURPOSE, listing.id, expires, listing.email);
          const locale = owner?.locale ?? listing.locale;
          const url = appUrl(app.config, { route: 'desinscription-expires-id-token', locale, params: { expires: String(expires), id: String(listing.id), token } });
          app.mailer.queue(
            composeMail(email, locale, {
              subject: 'mail.unregister.subject',
              name: owner?.name,
              intro: ['mail.unregister.intro'],
              action: { label: 'mail.unregister.action', url },
              outro: ['mail.unregister.expiry', 'mail.unregister.ignore'],
              vars: { title: listing.title, hours: UNREGISTER_LINK_TTL_HOURS },
            }),
          );
        }
      }
      return { sent: true } as const;
    },

    // §7 GET /api/unreg?expires&id&token: the portal shows a confirmation screen, then calls this.
    // A second call on an unregistered listing succeeds again (idempotent).
    confirm: async ({ request, query }) => {
      const listing = await listings.findById(query.id);
      if (!listing || !app.signing.verify(query.token, SIGNATURE_PURPOSE, query.id, query.expires, listing.email)) throw invalidLink();
      if (query.expires * 1000 <= Date.now()) throw new HttpError(403, 'errors.unregister_link.expired');
      if (!listing.unregistered) {
        // Offline, and its addresses leave the search index, in one commit.
        await committedWith(request, (db) => new UnregisterRepository(db), SEARCH_INDEX_NAMES.prestataire_addresses, async (repository, changed) => {
          await repository.unregister(listing.id, nowIso());
          changed(listing.id);
        });
      }
      return { data: { id: listing.id, title: listing.title, already_unregistered: listing.unregistered } };
    },
  });
};
