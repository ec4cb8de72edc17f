import { createHash } from 'node:crypto';
import { Migrator, NO_MIGRATIONS, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './database';
import * as core from './migrations/0001_core';
import * as contactPhoneAdText from './migrations/0002_contact_phone_ad_text';
import * as listingVersionsHistory from './migrations/0003_listing_versions_history';
import * as mediaFiles from './migrations/0004_media_files';
import * as networkRelationEvents from './migrations/0005_network_relation_events';
import * as newsletterSubscribers from './migrations/0006_newsletter_subscribers';
import * as searchChanges from './migrations/0007_search_changes';
import * as openingClosures from './migrations/0008_opening_closures';
import * as addressAccessibility from './migrations/0009_address_accessibility';
import * as listingReports from './migrations/0010_listing_reports';
import * as savedSearches from './migrations/0011_saved_searches';

/** Migrations are imported statically so they also run from a bundled build. */
const migrations: Record<string, Migration> = {
  '0001_core': core as unknown as Migration,
  '0002_contact_phone_ad_text': contactPhoneAdText as unknown as Migration,
  '0003_listing_versions_history': listingVersionsHistory as unknown as Migration,
  '0004_media_files': mediaFiles as unknown as Migration,
  '0005_network_relation_events': networkRelationEvents as unknown as Migration,
  '0006_newsletter_subscribers': newsletterSubscribers as unknown as Migration,
  '0007_search_changes': searchChanges as unknown as Migration,
  '0008_opening_closures': openingClosures as unknown as Migration,
  '0009_address_accessibility': addressAccessibility as unknown as Migration,
  '0010_listing_reports': listingReports as unknown as Migration,
  '0011_saved_searches': savedSearches as unknown as Migration,
};

/**
 * A digest of every migration's name and code: a database migrated by this code base and kept for
 * reuse (the tests' PostgreSQL template) is named after it, so an edited migration makes a new one.
 */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations)) hash.update(`${name}\n${String(migration.up)}\n${String(migration.down)}\n`);
  return hash.digest('hex').slice(0, 12);
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Rolls every migration back (seed --reset, tests); returns the names taken down. */
export async function migrateDownAll(db: DB): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateTo(NO_MIGRATIONS);
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
