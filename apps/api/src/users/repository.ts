import { ROLES, USER_TYPES, type Bookmark, type Profile, type Role, type User } from '@sam/contracts';
import { isLocale, type Locale } from '@sam/i18n-routes';
import { isSet, type DB } from '@sam/db';
import { PrestatairesRepository, toListingSummary } from '../prestataires/repository';

/** What every request knows about its logged-in user (session plugin). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  locale: Locale;
  email_verified_at: string | null;
  roles: Role[];
}

/** A profile row before its owner fills it in: a guest with nothing but the account (spec §6). */
export const EMPTY_PROFILE = {
  first_name: null,
  last_name: null,
  phone: null,
  organisation: null,
  user_type: 'guest',
  newsletter: 0,
} as const;

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  locale: Locale;
  /** §5: registration stores when the over-18 confirmation and the terms agreement were given. */
  adultConfirmedAt: string;
  termsAcceptedAt: string;
  now: string;
}

const asLocale = (value: string): Locale => (isLocale(value) ? value : 'fr');
const knownRoles = (roles: string[]): Role[] => ROLES.filter((role) => roles.includes(role));

/** Users, their roles, profile and bookmarks. */
export class UsersRepository {
  constructor(private readonly db: DB) {}

  async emailExists(email: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    return row !== undefined;
  }

  findCredentials(email: string): Promise<{ id: number; password_hash: string } | undefined> {
    return this.db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
  }

  /** Creates the user, its 'user' role and its guest profile in one transaction; returns the id. */
  register(user: NewUser): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          name: user.name,
          email: user.email,
          password_hash: user.passwordHash,
          locale: user.locale,
          email_verified_at: null,
          adult_confirmed_at: user.adultConfirmedAt,
          terms_accepted_at: user.termsAcceptedAt,
          created_at: user.now,
          updated_at: user.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_roles').values({ user_id: id, role: 'user' }).execute();
      await trx
        .insertInto('profiles')
        .values({
          user_id: id,
          ...EMPTY_PROFILE,
          created_at: user.now,
          updated_at: user.now,
        })
        .execute();
      return id;
    });
  }

  async findSessionUser(id: number): Promise<SessionUser | null> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'locale', 'email_verified_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user) return null;
    const roles = await this.db.selectFrom('user_roles').select('role').where('user_id', '=', id).execute();
    return { ...user, locale: asLocale(user.locale), roles: knownRoles(roles.map((r) => r.role)) };
  }

  /**
   * GET /api/user: the account with profile, owned listings (with network) and bookmarks (§3 User),
   * and the user's token in the search indices' bookmarkers (app.searchIndexer.bookmarkToken).
   */
  async loadAccount(user: SessionUser, searchBookmarkToken: string): Promise<User> {
    const listings = new PrestatairesRepository(this.db);
    const owned = await listings.listOwnedBy(user.id);
    const network = await listings.acceptedNetworkOf(owned.map((p) => p.id));
    const states = await listings.statesOf(owned.map((p) => p.id));
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      locale: user.locale,
      email_verified_at: user.email_verified_at,
      roles: user.roles,
      profile: await this.findProfile(user.id),
      prestataires: owned.map((p) => ({
        ...toListingSummary(p),
        parents: network.parents.get(p.id) ?? [],
        childrens: network.childrens.get(p.id) ?? [],
        ...(states.has(p.id) ? { state: states.get(p.id) } : {}),
      })),
      bookmarks: await this.listBookmarks(user.id, user.locale),
      search_bookmark_token: searchBookmarkToken,
    };
  }

  async findProfile(userId: number): Promise<Profile | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'phone', 'organisation', 'user_type', 'newsletter'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    const userType = USER_TYPES.find((type) => type === row.user_type) ?? 'guest';
    return { ...row, user_type: userType, newsletter: isSet(row.newsletter) };
  }

  /** Bookmarks resolved per bookmarkable_type to a slug and a title; dangling ones are skipped. */
  async listBookmarks(userId: number, locale: Locale): Promise<Bookmark[]> {
    const rows = await this.db
      .selectFrom('bookmarks')
      .select(['bookmarkable_type', 'bookmarkable_id'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const idsOf = (type: Bookmark['type']) => rows.filter((r) => r.bookmarkable_type === type).map((r) => r.bookmarkable_id);
    const targets = new Map<string, { slug: string; title: string }>();
    const remember = (type: Bookmark['type'], found: { id: number; slug: string; title: string }[]) => {
      for (const { id, slug, title } of found) targets.set(`${type}:${id}`, { slug, title });
    };

    // Listings, events and annonces have one slug and title; conseils and infos are bilingual.
    for (const type of ['prestataire', 'event', 'annonce'] as const) {
      const ids = idsOf(type);
      if (ids.length === 0) continue;
      const table = type === 'prestataire' ? 'prestataires' : type === 'event' ? 'events' : 'annonces';
      remember(type, await this.db.selectFrom(table).select(['id', 'slug', 'title']).where('id', 'in', ids).execute());
    }
    for (const type of ['conseil', 'info'] as const) {
      const ids = idsOf(type);
      if (ids.length === 0) continue;
      const found = await this.db
        .selectFrom(type === 'conseil' ? 'conseils' : 'infos')
        .select(['id', 'slug_fr', 'slug_nl', 'title_fr', 'title_nl'])
        .where('id', 'in', ids)
        .execute();
      remember(
        type,
        found.map((row) => ({
          id: row.id,
          slug: locale === 'nl' ? row.slug_nl : row.slug_fr,
          title: locale === 'nl' ? row.title_nl : row.title_fr,
        })),
      );
    }

    return rows.flatMap((row) => {
      const type = row.bookmarkable_type as Bookmark['type'];
      const target = targets.get(`${type}:${row.bookmarkable_id}`);
      return target ? [{ type, id: row.bookmarkable_id, ...target }] : [];
    });
  }
}
