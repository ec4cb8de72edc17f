import { NETWORK_IMPORT_MAX_ROWS, type NetworkImportRow } from '@sam/contracts';
import { sql } from 'kysely';
import type { DB } from '@sam/db';
import { fieldError } from '../http-error';
import { parseCsv, xlsxFirstColumn } from './spreadsheet';
import { canOpen } from './state-machine';

const HEADER_WORDS = new Set(['email', 'e-mail', 'mail', 'slug', 'bce', 'kbo', 'numero', 'numéro', 'nummer', 'company_number', 'identifiant', 'identifier', 'fiche', 'listing']);
const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The first column of each line of a CSV or XLSX file (a header line is dropped). */
export function importValues(bytes: Buffer): string[] {
  let values: string[];
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC)) {
    try {
      values = xlsxFirstColumn(bytes);
    } catch {
      throw fieldError('file', 'validation.file.import_type');
    }
  } else {
    const text = bytes.toString('utf8');
    if (text.includes('\u0000')) throw fieldError('file', 'validation.file.import_type');
    values = parseCsv(text).map((row) => row[0] ?? '');
  }
  values = values.map((v) => v.trim());
  if (values.length > 0 && HEADER_WORDS.has(values[0].toLowerCase())) values = values.slice(1);
  while (values.length > 0 && values[values.length - 1] === '') values.pop();
  if (values.length === 0) throw fieldError('file', 'validation.file.required');
  if (values.length > NETWORK_IMPORT_MAX_ROWS) throw fieldError('file', 'validation.file.import_rows');
  return values;
}

/** Belgian company number (BCE/KBO): 10 digits, a 9-digit old form gets its leading 0. */
const companyDigits = (value: string): string | null => {
  const digits = value.replace(/^BE/i, '').replace(/[\s.\-/]/g, '');
  return /^\d{9,10}$/.test(digits) ? digits.padStart(10, '0') : null;
};

type Found = { id: number; slug: string; title: string };

/**
 * Judges each line: which listing it names (by email, company number or slug) and whether it
 * may be invited into `headId`'s network. Rows past the room left are refused for the cap.
 */
export async function previewImport(db: DB, headId: number, values: string[], roomLeft: number | null): Promise<NetworkImportRow[]> {
  const relations = await db.selectFrom('prestataire_relations').select(['child_id', 'status']).where('parent_id', '=', headId).execute();
  const statusOf = new Map(relations.map((r) => [r.child_id, r.status]));
  const seen = new Set<number>();
  const rows: NetworkImportRow[] = [];
  let valid = 0;
  for (const [index, value] of values.entries()) {
    const row = (listing: Found | null, error: NetworkImportRow['error']): NetworkImportRow => ({ line: index + 1, value, listing, error });
    if (value === '') {
      rows.push(row(null, 'empty'));
      continue;
    }
    const matches = await find(db, value);
    if (matches.length === 0) rows.push(row(null, 'unknown'));
    else if (matches.length > 1) rows.push(row(null, 'ambiguous'));
    else {
      const listing = matches[0];
      const status = statusOf.get(listing.id);
      if (listing.id === headId) rows.push(row(listing, 'self'));
      else if (seen.has(listing.id)) rows.push(row(listing, 'duplicate'));
      else if (status === 'accepted') rows.push(row(listing, 'member'));
      else if (!canOpen(status)) rows.push(row(listing, 'pending'));
      else if (roomLeft !== null && valid >= roomLeft) rows.push(row(listing, 'cap'));
      else {
        valid++;
        rows.push(row(listing, null));
      }
      seen.add(listing.id);
    }
  }
  return rows;
}

async function find(db: DB, value: string): Promise<Found[]> {
  const query = db.selectFrom('prestataires').select(['id', 'slug', 'title']).limit(2);
  if (value.includes('@')) return query.where(sql<string>`lower(email)`, '=', value.toLowerCase()).execute();
  const digits = companyDigits(value);
  if (digits) {
    const normalised = sql<string>`replace(replace(replace(replace(upper(company_number), 'BE', ''), '.', ''), ' ', ''), '-', '')`;
    return query.where((eb) => eb.or([eb(normalised, '=', digits), eb(normalised, '=', digits.replace(/^0/, ''))])).execute();
  }
  return query.where('slug', '=', value.toLowerCase()).execute();
}
