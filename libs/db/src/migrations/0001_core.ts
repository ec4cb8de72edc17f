import { CreateTableBuilder, Kysely, sql } from 'kysely';

/**
 * The data model for the whole spec (§3), SQLite and PostgreSQL alike.
 * Portability choices (docs/decisions/0003-portable-sql.md): timestamps are ISO-8601 text,
 * flags are integers 0/1, JSON is text. Bilingual content carries *_fr and *_nl columns.
 */

type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  // Kysely exposes no dialect name; the adapter class name is stable enough for DDL choices.
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  // Integer primary key that auto-increments on both dialects.
  const id = () => <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const now = sql`CURRENT_TIMESTAMP`;
  const table = (name: string) => db.schema.createTable(name);

  // --- accounts and sessions (§7 session and account) ---
  await id()(table('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('email_verified_at', 'text')
    .addColumn('adult_confirmed_at', 'text', (c) => c.notNull())
    .addColumn('terms_accepted_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await table('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await id()(table('profiles'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('organisation', 'text')
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('guest'))
    .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await table('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey()) // sha256 of the cookie value
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await table('throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();

  await id()(table('one_time_tokens')) // password resets, email verification, autologin, unregister
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text') // e.g. the email or the prestataire id the token acts on
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await id()(table('api_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('abilities', 'text', (c) => c.notNull().defaultTo('["*"]'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  // --- Belgian geography (../shared/geo), codes are REFNIS strings ---
  await table('provinces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .addColumn('region_id', 'text', (c) => c.notNull())
    .execute();
  await table('arrondissements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .addColumn('province_id', 'text', (c) => c.notNull().references('provinces.id'))
    .execute();
  await table('communes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .addColumn('arrondissement_id', 'text', (c) => c.notNull().references('arrondissements.id'))
    .addColumn('province_id', 'text', (c) => c.notNull().references('provinces.id'))
    .execute();
  await table('quartiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .addColumn('commune_id', 'text', (c) => c.notNull().references('communes.id'))
    .execute();
  await table('localites')
    .addColumn('postal_code', 'text', (c) => c.primaryKey())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .addColumn('commune_id', 'text', (c) => c.notNull().references('communes.id'))
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .execute();

  // --- taxonomy: sectors, needs (two levels), tags, languages, sources ---
  await id()(table('sectors'))
    .addColumn('slug_fr', 'text', (c) => c.notNull().unique())
    .addColumn('slug_nl', 'text', (c) => c.notNull().unique())
    .addColumn('titre_fr', 'text', (c) => c.notNull())
    .addColumn('titre_nl', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await id()(table('besoins'))
    .addColumn('parent_id', 'integer', (c) => c.references('besoins.id').onDelete('cascade'))
    .addColumn('slug_fr', 'text', (c) => c.notNull().unique())
    .addColumn('slug_nl', 'text', (c) => c.notNull().unique())
    .addColumn('titre_fr', 'text', (c) => c.notNull())
    .addColumn('titre_nl', 'text', (c) => c.notNull())
    .addColumn('description_fr', 'text')
    .addColumn('description_nl', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await table('sector_besoins')
    .addColumn('sector_id', 'integer', (c) => c.notNull().references('sectors.id').onDelete('cascade'))
    .addColumn('besoin_id', 'integer', (c) => c.notNull().references('besoins.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sector_besoins_pk', ['sector_id', 'besoin_id'])
    .execute();
  await id()(table('tags'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .execute();
  await table('languages')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .execute();
  await id()(table('sources'))
    .addColumn('association', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .execute();

  // --- provider listings (prestataires) and their relations ---
  await id()(table('prestataires'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('categorie', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('last_name', 'text')
    .addColumn('first_name', 'text')
    .addColumn('company', 'text')
    .addColumn('company_number', 'text')
    .addColumn('inami_number', 'text')
    .addColumn('member_of', 'text')
    .addColumn('target_audience', 'text')
    .addColumn('specialisation', 'text')
    .addColumn('access_conditions', 'text')
    .addColumn('activity_description', 'text')
    .addColumn('other_activities', 'text')
    .addColumn('phone', 'text')
    .addColumn('opening_hours', 'text') // JSON: [{ day, opens, closes }]
    .addColumn('fees', 'text')
    .addColumn('tarif', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text')
    .addColumn('website', 'text')
    .addColumn('other_info', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('validated_at', 'text')
    .addColumn('validation_requested_at', 'text')
    .addColumn('primary_color', 'text')
    .addColumn('secondary_color', 'text')
    .addColumn('network_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('network_consent_at', 'text')
    .addColumn('is_privileged', 'integer', (c) => c.notNull().defaultTo(0)) // §6: no network cap
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await table('prestataire_users')
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .addPrimaryKeyConstraint('prestataire_users_pk', ['prestataire_id', 'user_id'])
    .execute();
  await db.schema.createIndex('prestataire_users_user_idx').on('prestataire_users').column('user_id').execute();

  // §4 network relations: parent = network head, child = affiliate.
  await id()(table('prestataire_relations'))
    .addColumn('parent_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('child_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull()) // request_pending | invitation_pending | accepted | refused | left
    .addColumn('initiated_by', 'text', (c) => c.notNull()) // parent | child
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('prestataire_relations_pair', ['parent_id', 'child_id'])
    .execute();
  await db.schema.createIndex('prestataire_relations_child_idx').on('prestataire_relations').column('child_id').execute();

  await id()(table('networks'))
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().unique().references('prestataires.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('logo_path', 'text')
    .addColumn('tabs', 'text', (c) => c.notNull().defaultTo('["members","map","events"]'))
    .addColumn('highlighted_ids', 'text', (c) => c.notNull().defaultTo('[]')) // mise-en-avant-des-affilies
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await id()(table('addresses'))
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull()) // head_office | activity_place
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('number', 'text')
    .addColumn('box', 'text')
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('BE'))
    .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('lat', 'double precision')
    .addColumn('lon', 'double precision')
    .addColumn('commune_id', 'text', (c) => c.references('communes.id'))
    .addColumn('quartier_id', 'text', (c) => c.references('quartiers.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('addresses_prestataire_idx').on('addresses').column('prestataire_id').execute();

  await table('coverage_zones') // tab 2: zones a provider serves beyond its addresses
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('zone_type', 'text', (c) => c.notNull()) // province | arrondissement | commune
    .addColumn('zone_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('coverage_zones_pk', ['prestataire_id', 'zone_type', 'zone_id'])
    .execute();

  // tab 3: trades and activities; §5 a main activity must exist before secondary ones.
  await table('prestataire_sectors')
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('sector_id', 'integer', (c) => c.notNull().references('sectors.id').onDelete('cascade'))
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('prestataire_sectors_pk', ['prestataire_id', 'sector_id'])
    .execute();
  await table('prestataire_besoins')
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('besoin_id', 'integer', (c) => c.notNull().references('besoins.id').onDelete('cascade'))
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('prestataire_besoins_pk', ['prestataire_id', 'besoin_id'])
    .execute();
  await table('prestataire_tags')
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('prestataire_tags_pk', ['prestataire_id', 'tag_id'])
    .execute();
  await table('prestataire_languages')
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('language_code', 'text', (c) => c.notNull().references('languages.code'))
    .addPrimaryKeyConstraint('prestataire_languages_pk', ['prestataire_id', 'language_code'])
    .execute();
  await table('prestataire_sources')
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('source_id', 'integer', (c) => c.notNull().references('sources.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('prestataire_sources_pk', ['prestataire_id', 'source_id'])
    .execute();

  // §4 listing editor: versions that can be applied, and a commit step.
  await id()(table('prestataire_versions'))
    .addColumn('prestataire_id', 'integer', (c) => c.references('prestataires.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('data', 'text', (c) => c.notNull()) // JSON snapshot of the edit copy
    .addColumn('status', 'text', (c) => c.notNull()) // draft | committed | applied | rejected
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('applied_at', 'text')
    .execute();

  // Photos, documents, videos and logos of any owner (§3 photo and document).
  await id()(table('media'))
    .addColumn('owner_type', 'text', (c) => c.notNull()) // prestataire | event | annonce | offre | network
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // photo | document | video | logo
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addColumn('external_link', 'text')
    .addColumn('file_path', 'text')
    .addColumn('mime_type', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('media_owner_idx').on('media').columns(['owner_type', 'owner_id']).execute();

  await id()(table('places'))
    .addColumn('type', 'text', (c) => c.notNull()) // province | arrondissement | commune | quartier | localite
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .execute();
  await table('prestataire_places')
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('place_id', 'integer', (c) => c.notNull().references('places.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('prestataire_places_pk', ['prestataire_id', 'place_id'])
    .execute();

  // --- agenda, annonces, offres: categorised, paginated lists (§3) ---
  for (const kind of ['event', 'annonce', 'offre', 'faq']) {
    await id()(table(`${kind}_categories`))
      .addColumn('slug_fr', 'text', (c) => c.notNull().unique())
      .addColumn('slug_nl', 'text', (c) => c.notNull().unique())
      .addColumn('titre_fr', 'text', (c) => c.notNull())
      .addColumn('titre_nl', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await id()(table('events'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.references('event_categories.id').onDelete('set null'))
    .addColumn('prestataire_id', 'integer', (c) => c.references('prestataires.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('place', 'text')
    .addColumn('commune_id', 'text', (c) => c.references('communes.id'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('contact_person', 'text')
    .addColumn('website', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published')) // draft | published | archived
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await table('event_subscriptions')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('event_subscriptions_pk', ['event_id', 'user_id'])
    .execute();
  await id()(table('annonces'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.references('annonce_categories.id').onDelete('set null'))
    .addColumn('prestataire_id', 'integer', (c) => c.references('prestataires.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('fr'))
    .addColumn('contact_email', 'text')
    .addColumn('phone', 'text')
    .addColumn('price_cents', 'integer')
    .addColumn('commune_id', 'text', (c) => c.references('communes.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('published_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await id()(table('offres'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.references('offre_categories.id').onDelete('set null'))
    .addColumn('prestataire_id', 'integer', (c) => c.references('prestataires.id').onDelete('set null'))
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('title_nl', 'text', (c) => c.notNull())
    .addColumn('description_fr', 'text', (c) => c.notNull())
    .addColumn('description_nl', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('promo_code', 'text')
    .addColumn('site_url', 'text')
    .addColumn('attachment_path', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  // --- editorial content: conseils, infos, FAQ, glossary, homepage, ads, friends panels ---
  await id()(table('conseils'))
    .addColumn('slug_fr', 'text', (c) => c.notNull().unique())
    .addColumn('slug_nl', 'text', (c) => c.notNull().unique())
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('title_nl', 'text', (c) => c.notNull())
    .addColumn('summary_fr', 'text')
    .addColumn('summary_nl', 'text')
    .addColumn('published_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await id()(table('conseil_contents'))
    .addColumn('conseil_id', 'integer', (c) => c.notNull().references('conseils.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('heading_fr', 'text')
    .addColumn('heading_nl', 'text')
    .addColumn('body_fr', 'text', (c) => c.notNull())
    .addColumn('body_nl', 'text', (c) => c.notNull())
    .execute();
  await table('conseil_tags')
    .addColumn('conseil_id', 'integer', (c) => c.notNull().references('conseils.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('conseil_tags_pk', ['conseil_id', 'tag_id'])
    .execute();
  await table('conseil_besoins')
    .addColumn('conseil_id', 'integer', (c) => c.notNull().references('conseils.id').onDelete('cascade'))
    .addColumn('besoin_id', 'integer', (c) => c.notNull().references('besoins.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('conseil_besoins_pk', ['conseil_id', 'besoin_id'])
    .execute();
  await id()(table('infos'))
    .addColumn('slug_fr', 'text', (c) => c.notNull().unique())
    .addColumn('slug_nl', 'text', (c) => c.notNull().unique())
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('title_nl', 'text', (c) => c.notNull())
    .addColumn('summary_fr', 'text')
    .addColumn('summary_nl', 'text')
    .addColumn('body_fr', 'text', (c) => c.notNull())
    .addColumn('body_nl', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('category', 'text')
    .addColumn('published_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await table('info_related')
    .addColumn('info_id', 'integer', (c) => c.notNull().references('infos.id').onDelete('cascade'))
    .addColumn('related_id', 'integer', (c) => c.notNull().references('infos.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('info_related_pk', ['info_id', 'related_id'])
    .execute();
  await id()(table('faq_questions'))
    .addColumn('category_id', 'integer', (c) => c.references('faq_categories.id').onDelete('set null'))
    .addColumn('question_fr', 'text', (c) => c.notNull())
    .addColumn('question_nl', 'text', (c) => c.notNull())
    .addColumn('answer_fr', 'text', (c) => c.notNull())
    .addColumn('answer_nl', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await id()(table('glossary_terms'))
    .addColumn('term_fr', 'text', (c) => c.notNull())
    .addColumn('term_nl', 'text', (c) => c.notNull())
    .addColumn('definition_fr', 'text', (c) => c.notNull())
    .addColumn('definition_nl', 'text', (c) => c.notNull())
    .execute();
  await id()(table('homepage_items')) // actus and guide
    .addColumn('kind', 'text', (c) => c.notNull()) // actu | guide
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('title_nl', 'text', (c) => c.notNull())
    .addColumn('body_fr', 'text')
    .addColumn('body_nl', 'text')
    .addColumn('url', 'text')
    .addColumn('image_path', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text')
    .execute();
  await id()(table('ad_campaigns'))
    .addColumn('placement', 'text', (c) => c.notNull()) // homepage | ...
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('title_nl', 'text', (c) => c.notNull())
    .addColumn('image_path', 'text')
    .addColumn('url', 'text')
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .execute();
  await id()(table('amis_panels'))
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('title_nl', 'text', (c) => c.notNull())
    .addColumn('body_fr', 'text')
    .addColumn('body_nl', 'text')
    .addColumn('image_path', 'text')
    .addColumn('cta_url', 'text')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('amis')) // amis | amis_pro
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // --- cross-cutting: bookmarks, short links, suggestions, contact messages ---
  await id()(table('bookmarks'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bookmarkable_type', 'text', (c) => c.notNull()) // prestataire | event | annonce | conseil | info
    .addColumn('bookmarkable_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('bookmarks_unique', ['user_id', 'bookmarkable_type', 'bookmarkable_id'])
    .execute();
  await id()(table('short_urls'))
    .addColumn('short_code', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await id()(table('suggestions'))
    .addColumn('kind', 'text', (c) => c.notNull()) // prestataire | info
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await id()(table('contact_messages'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('contact')) // contact | prestataire_contact | ad_order
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('prestataire_id', 'integer', (c) => c.references('prestataires.id').onDelete('set null'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Db): Promise<void> {
  const tables = [
    'contact_messages', 'suggestions', 'short_urls', 'bookmarks', 'amis_panels', 'ad_campaigns', 'homepage_items',
    'glossary_terms', 'faq_questions', 'info_related', 'infos', 'conseil_besoins', 'conseil_tags', 'conseil_contents',
    'conseils', 'offres', 'annonces', 'event_subscriptions', 'events', 'faq_categories', 'offre_categories',
    'annonce_categories', 'event_categories', 'prestataire_places', 'places', 'media', 'prestataire_versions',
    'prestataire_sources', 'prestataire_languages', 'prestataire_tags', 'prestataire_besoins', 'prestataire_sectors',
    'coverage_zones', 'addresses', 'networks', 'prestataire_relations', 'prestataire_users', 'prestataires', 'sources',
    'languages', 'tags', 'sector_besoins', 'besoins', 'sectors', 'localites', 'quartiers', 'communes', 'arrondissements',
    'provinces', 'api_tokens', 'one_time_tokens', 'throttles', 'sessions', 'profiles', 'user_roles', 'users',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
