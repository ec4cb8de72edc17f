import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamsSchema, profileCreateSchema, profileUpdateSchema } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { isUniqueViolation } from '../db-errors';
import { forbidden, HttpError, notFound, unauthenticated } from '../http-error';
import { hasRole } from '../plugins/session';
import { parseBody } from '../plugins/validation';
import { ProfilesRepository } from './repository';

/** §8: an id that is not one is a missing page (404), like an unknown one. */
function idParam(request: FastifyRequest): number {
  const params = idParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound();
  return params.data.id;
}

function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** §7 GET /api/users/{id}, POST /api/profiles, POST /api/profiles/{id} with _method PUT (and PUT). */
export const profilesRoutes: FastifyPluginAsync = async (app) => {
  const profiles = new ProfilesRepository(app.db);

  // Self, or admin/root (§6); anyone else gets 403 whether or not the id exists.
  app.get('/api/users/:id', { preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const id = idParam(request);
    if (id !== user.id && !hasRole(user, 'admin', 'root')) throw forbidden();
    const found = await profiles.loadUserWithProfile(id);
    if (!found) throw notFound();
    return { data: found };
  });

  // Creates the caller's own profile when it has none (registration normally makes one).
  app.post('/api/profiles', { preHandler: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const input = parseBody(profileCreateSchema, request);
    if (await profiles.findByUser(user.id)) throw new HttpError(409, 'errors.profile_exists');
    let id: number;
    try {
      id = await profiles.create(user.id, input, nowIso());
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'errors.profile_exists'); // a concurrent create won
      throw error;
    }
    return reply.code(201).send({ data: await profiles.findById(id) });
  });

  // Own profile only; admin and root may edit any.
  app.put('/api/profiles/:id', { preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const profile = await profiles.findById(idParam(request));
    if (!profile) throw notFound();
    if (profile.user_id !== user.id && !hasRole(user, 'admin', 'root')) throw forbidden();
    const input = parseBody(profileUpdateSchema, request);
    await profiles.update(profile, input, nowIso());
    return { data: await profiles.findById(profile.id) };
  });
};
