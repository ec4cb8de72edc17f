import { USER_TYPES, type ProfileResource, type ProfileUpdateInput, type UserWithProfile } from '@sam/contracts';
import { isLocale } from '@sam/i18n-routes';
import { flag, isSet, type DB } from '@sam/db';
import { EMPTY_PROFILE, UsersRepository } from '../users/repository';

const PROFILE_COLUMNS = ['p.id', 'p.user_id', 'p.first_name', 'p.last_name', 'p.phone', 'p.organisation', 'p.user_type', 'p.newsletter', 'u.locale'] as const;

type ProfileJoinRow = {
  id: number;
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  organisation: string | null;
  user_type: string;
  newsletter: number;
  locale: string;
};

function toResource(row: ProfileJoinRow): ProfileResource {
  return {
    id: row.id,
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    organisation: row.organisation,
    user_type: USER_TYPES.find((type) => type === row.user_type) ?? 'guest',
    newsletter: isSet(row.newsletter),
    locale: isLocale(row.locale) ? row.locale : 'fr',
  };
}

/** Only the fields given are written; '' and null were already turned into null by the contract. */
function profileChanges(input: ProfileUpdateInput) {
  return {
    ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
    ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.organisation !== undefined ? { organisation: input.organisation } : {}),
    ...(input.newsletter !== undefined ? { newsletter: flag(input.newsletter) } : {}),
  };
}

/** §7 profiles (one per user) and the user-with-profile view of GET /api/users/{id}. */
export class ProfilesRepository {
  constructor(private readonly db: DB) {}

  async findById(id: number): Promise<ProfileResource | undefined> {
    const row = await this.db.selectFrom('profiles as p').innerJoin('users as u', 'u.id', 'p.user_id').select(PROFILE_COLUMNS).where('p.id', '=', id).executeTakeFirst();
    return row && toResource(row);
  }

  async findByUser(userId: number): Promise<ProfileResource | undefined> {
    const row = await this.db.selectFrom('profiles as p').innerJoin('users as u', 'u.id', 'p.user_id').select(PROFILE_COLUMNS).where('p.user_id', '=', userId).executeTakeFirst();
    return row && toResource(row);
  }

  async loadUserWithProfile(userId: number): Promise<UserWithProfile | undefined> {
    const usersRepository = new UsersRepository(this.db);
    const user = await usersRepository.findSessionUser(userId);
    if (!user) return undefined;
    const { created_at } = await this.db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirstOrThrow();
    return { ...user, created_at, profile: await usersRepository.findProfile(userId) };
  }

  /** Creates the user's profile (and sets the account language if given) in one transaction. */
  create(userId: number, input: ProfileUpdateInput, now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('profiles')
        .values({
          user_id: userId,
          ...EMPTY_PROFILE,
          ...profileChanges(input),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.locale) await trx.updateTable('users').set({ locale: input.locale, updated_at: now }).where('id', '=', userId).execute();
      return id;
    });
  }

  /** Updates the profile and, for `locale`, its user, in one transaction. */
  update(profile: Pick<ProfileResource, 'id' | 'user_id'>, input: ProfileUpdateInput, now: string): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('profiles').set({ ...profileChanges(input), updated_at: now }).where('id', '=', profile.id).execute();
      if (input.locale) await trx.updateTable('users').set({ locale: input.locale, updated_at: now }).where('id', '=', profile.user_id).execute();
    });
  }
}
