import type { DB } from '@sam/db';
import { nowIso } from '@sam/db';
import { BLANK_LISTING_COLUMNS } from '../prestataires/listing-writes';

/** Minimal Belgian geography: Brussels-Capital province, arrondissement, Ixelles commune and a quartier. */
export async function insertGeo(db: DB): Promise<{ communeId: string; quartierId: string }> {
  await db.insertInto('provinces').values({ id: '04000', name_fr: 'Région de Bruxelles-Capitale', name_nl: 'Brussels Hoofdstedelijk Gewest', region_id: '04000' }).execute();
  await db.insertInto('arrondissements').values({ id: '21000', name_fr: 'Arrondissement de Bruxelles-Capitale', name_nl: 'Arrondissement Brussel-Hoofdstad', province_id: '04000' }).execute();
  await db.insertInto('communes').values({ id: '21009', name_fr: 'Ixelles', name_nl: 'Elsene', arrondissement_id: '21000', province_id: '04000' }).execute();
  await db.insertInto('quartiers').values({ id: '21009-FLAGEY', name_fr: 'Flagey', name_nl: 'Flagey', commune_id: '21009' }).execute();
  return { communeId: '21009', quartierId: '21009-FLAGEY' };
}

export async function insertListing(
  db: DB,
  values: { slug: string; title: string; active?: boolean; visible?: boolean; validated?: boolean },
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('prestataires')
    .values({
      slug: values.slug,
      type: 'service',
      categorie: 'aide-a-domicile',
      title: values.title,
      ...BLANK_LISTING_COLUMNS,
      email: `${values.slug}@example.be`,
      activity_description: 'Aide et soins à domicile.',
      phone: '+32 2 123 45 67',
      opening_hours: JSON.stringify([{ day: 1, opens: '09:00', closes: '17:00' }]),
      tarif: 'conventionne',
      locale: 'fr',
      active: values.active === false ? 0 : 1,
      visible: values.visible === false ? 0 : 1,
      validated_at: values.validated === false ? null : now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function giveOwnership(db: DB, prestataireId: number, userId: number): Promise<void> {
  await db.insertInto('prestataire_users').values({ prestataire_id: prestataireId, user_id: userId, role: 'owner' }).execute();
}

export async function acceptRelation(db: DB, parentId: number, childId: number): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('prestataire_relations')
    .values({ parent_id: parentId, child_id: childId, status: 'accepted', initiated_by: 'parent', created_at: now, updated_at: now })
    .execute();
}

export async function grantRole(db: DB, userId: number, role: string): Promise<void> {
  await db.insertInto('user_roles').values({ user_id: userId, role }).execute();
}

/** An inserter into one of the category tables (same shape for all), giving each new category's id. */
export function categoryInserter(db: DB, table: 'annonce_categories' | 'event_categories' | 'offre_categories' | 'faq_categories') {
  return async (slug_fr: string, slug_nl: string, titre_fr: string, titre_nl: string, position: number): Promise<number> => {
    const { id } = await db.insertInto(table).values({ slug_fr, slug_nl, titre_fr, titre_nl, position }).returning('id').executeTakeFirstOrThrow();
    return id;
  };
}
