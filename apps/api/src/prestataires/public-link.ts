import { flag, type DB } from '@sam/db';

export interface PublicPrestataireLink {
  id: number;
  slug: string;
  title: string;
}

/** The listing a page links to, only while it is public (its own page would be a 404 otherwise). */
export async function findPublicPrestataireLink(db: DB, prestataireId: number | null): Promise<PublicPrestataireLink | null> {
  if (prestataireId === null) return null;
  const listing = await db
    .selectFrom('prestataires')
    .select(['id', 'slug', 'title'])
    .where('id', '=', prestataireId)
    .where('active', '=', flag(true))
    .where('visible', '=', flag(true))
    .executeTakeFirst();
  return listing ?? null;
}
