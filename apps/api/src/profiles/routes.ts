import type { FastifyPluginAsync } from 'fastify';
import { profilesEndpoints } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { isUniqueViolation } from '../db-errors';
import { forbidden, HttpError, notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { canManageUser } from './policy';
import { ProfilesRepository } from './repository';

const profileExists = () => new HttpError(409, 'errors.profile_exists');

/** §7 GET /api/users/{id}, POST /api/profiles, POST /api/profiles/{id} with _method PUT (and PUT). */
export const profilesRoutes: FastifyPluginAsync = async (app) => {
  const profiles = new ProfilesRepository(app.db);

  routes(app, profilesEndpoints, {
    // Anyone the policy refuses gets 403 whether or not the id exists.
    getUser: async ({ user, params: { id } }) => {
      if (!canManageUser(user, id)) throw forbidden();
      const found = await profiles.loadUserWithProfile(id);
      if (!found) throw notFound();
      return { data: found };
    },

    // Creates the caller's own profile when it has none (registration normally makes one).
    create: async ({ user, body: input }) => {
      if (await profiles.findByUser(user.id)) throw profileExists();
      let id: number;
      try {
        id = await profiles.create(user.id, input, nowIso());
      } catch (error) {
        if (isUniqueViolation(error)) throw profileExists(); // a concurrent create won
        throw error;
      }
      const created = await profiles.findById(id);
      if (!created) throw notFound();
      return { data: created };
    },

    update: async ({ user, params: { id }, body: input }) => {
      const profile = await profiles.findById(id);
      if (!profile) throw notFound();
      if (!canManageUser(user, profile.user_id)) throw forbidden();
      await profiles.update(profile, input, nowIso());
      const updated = await profiles.findById(profile.id);
      if (!updated) throw notFound();
      return { data: updated };
    },
  }, {
    guards: {
      // Whose profile first: another user's gets 403/404 before any 422 about the body.
      update: async ({ user, params: { id } }) => {
        const profile = await profiles.findById(id);
        if (!profile) throw notFound();
        if (!canManageUser(user, profile.user_id)) throw forbidden();
      },
    },
  });
};
