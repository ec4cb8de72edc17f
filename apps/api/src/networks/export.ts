import type { DB } from '@sam/db';
import type { Locale } from '@sam/i18n-routes';
import { collator } from './repository';
import type { Table } from './spreadsheet';

const HEADERS: Record<Locale, string[]> = {
  fr: ['Fiche', 'Identifiant', 'E-mail', 'Téléphone', 'Numéro d’entreprise', 'Rue', 'Numéro', 'Code postal', 'Localité', 'Site web', 'Membre depuis'],
  nl: ['Fiche', 'Identificatie', 'E-mail', 'Telefoon', 'Ondernemingsnummer', 'Straat', 'Nummer', 'Postcode', 'Gemeente', 'Website', 'Lid sinds'],
};

/** Every accepted member of a head (hidden ones too: the head knows them), with its first address. */
export async function exportTable(db: DB, headId: number, locale: Locale): Promise<Table> {
  const members = await db
    .selectFrom('prestataire_relations as r')
    .innerJoin('prestataires as p', 'p.id', 'r.child_id')
    .select(['p.id', 'p.slug', 'p.title', 'p.email', 'p.phone', 'p.company_number', 'p.website', 'r.updated_at'])
    .where('r.parent_id', '=', headId)
    .where('r.status', '=', 'accepted')
    .execute();
  const addresses = members.length
    ? await db.selectFrom('addresses').select(['prestataire_id', 'street', 'number', 'postal_code', 'locality']).where('prestataire_id', 'in', members.map((m) => m.id)).orderBy('position').orderBy('id').execute()
    : [];
  const rows = members
    .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id)
    .map((m) => {
      const address = addresses.find((a) => a.prestataire_id === m.id);
      return [m.title, m.slug, m.email ?? '', m.phone ?? '', m.company_number ?? '', address?.street ?? '', address?.number ?? '', address?.postal_code ?? '', address?.locality ?? '', m.website ?? '', m.updated_at.slice(0, 10)];
    });
  return [HEADERS[locale], ...rows];
}
