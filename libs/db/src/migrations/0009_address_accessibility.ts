import type { Kysely } from 'kysely';

/**
 * Accessibility facts per address (issue 17, docs/decisions/0028-address-accessibility.md): one
 * 0/1 column per fact on `addresses`, so every reader of an address (editor, provider page,
 * search records, open data) gets them with the row, and an address updated in place keeps them.
 * The names are the facts' codes (ACCESSIBILITY_FACTS in @sam/contracts).
 */
type Db = Kysely<unknown>;

const ADDRESS_ACCESSIBILITY_COLUMNS = [
  'step_free_entrance',
  'accessible_toilet',
  'disabled_parking',
  'hearing_loop',
  'sign_language',
  'easy_read',
  'assistance_dogs',
] as const;

export async function up(db: Db): Promise<void> {
  for (const column of ADDRESS_ACCESSIBILITY_COLUMNS) {
    await db.schema.alterTable('addresses').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
}

export async function down(db: Db): Promise<void> {
  for (const column of [...ADDRESS_ACCESSIBILITY_COLUMNS].reverse()) {
    await db.schema.alterTable('addresses').dropColumn(column).execute();
  }
}
