import { SAVED_SEARCHES_PER_USER, savedSearchesEndpoints } from '@sam/contracts';
import { HttpError, notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { sharedPlugin } from '../plugins/define-plugin';
import { SavedSearchAlerts, type AlertRunReport } from './alerts';
import { isUnsubscribeToken } from './mails';
import { SavedSearchesRepository, type StoredSavedSearch } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The alert job: the scheduler calls it every minute; tests call it with their own clock. */
    savedSearchAlerts: { runDue(now: Date): Promise<AlertRunReport> };
  }
}

/** How often each instance looks for due alerts (the schedule itself is in the database). */
const ALERT_POLL_MS = 60_000;

const publicView = ({ userId: _owner, ...search }: StoredSavedSearch) => search;

/**
 * Saved searches and their alert mails (issue 17, docs/decisions/0030-saved-search-alerts.md);
 * shared, so `app.savedSearchAlerts` is the root's.
 */
export const savedSearchesRoutes = sharedPlugin('saved-searches', async (app) => {
  const searches = new SavedSearchesRepository(app.db);
  const alerts = new SavedSearchAlerts(app);
  app.decorate('savedSearchAlerts', { runDue: (now: Date) => alerts.runDue(now) });

  routes(app, savedSearchesEndpoints, {
    list: async ({ user }) => ({ data: (await searches.listForUser(user.id)).map(publicView) }),

    create: async ({ user, body }) => {
      if ((await searches.countForUser(user.id)) >= SAVED_SEARCHES_PER_USER) throw new HttpError(409, 'errors.saved_search.too_many');
      const saved = await searches.create({ userId: user.id, ...body, now: new Date() });
      return { data: publicView(saved) };
    },

    // Own searches only: another user's id answers 404 like an unknown one.
    update: async ({ user, params, body }) => {
      const saved = await searches.update(params.id, user.id, body, new Date());
      if (!saved) throw notFound();
      return { data: publicView(saved) };
    },

    remove: async ({ user, params }) => {
      if (!(await searches.remove(params.id, user.id))) throw notFound();
    },

    // No login, no CSRF (mail clients' one-click POST): the signed token is the authority.
    unsubscribe: async ({ query: { id, token } }) => {
      const saved = await searches.find(id);
      if (!saved || !isUnsubscribeToken(app, token, saved)) throw new HttpError(403, 'errors.saved_search.unsubscribe_invalid');
      await searches.stopAlerts(saved.id, new Date());
      return { data: { name: saved.name, frequency: 'none' } } as const;
    },

    // Development and e2e only (DEV_OUTBOX=1, never in production): a run as at a chosen time.
    runAlerts: async ({ body }) => {
      if (!app.config.devOutbox || app.config.nodeEnv === 'production') throw notFound();
      return { data: await alerts.runDue(body.now ? new Date(body.now) : new Date()) };
    },
  });

  if (app.config.nodeEnv === 'test') return; // tests run the job with their own clock
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = alerts
      .runDue(new Date())
      .then((report) => report.searches > 0 && app.log.info(report, 'saved search alerts sent'))
      .catch((error: unknown) => app.log.error({ err: error }, 'saved search alerts failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, ALERT_POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
