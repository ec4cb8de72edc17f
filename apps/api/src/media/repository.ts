import type { Selectable } from 'kysely';
import { PHOTO_WIDTHS, type DocumentType, type ListingDocument, type ListingPhoto } from '@sam/contracts';
import type { DB, MediaTable } from '@sam/db';
import type { FileStorage } from './storage';

export type MediaRow = Selectable<MediaTable>;
export type MediaKind = 'photo' | 'document';

/** The listings' media rows (owner_type 'prestataire'); other owners keep their own columns. */
export const LISTING_OWNER = 'prestataire';

/** Storage key of one web size of a photo whose file_path is `<name>.webp`. */
export const photoVariantKey = (filePath: string, width: number) => `images/${width}/${filePath}`;

/** Every storage key a media row holds. */
export function storageKeysOf(row: Pick<MediaRow, 'kind' | 'file_path'>): string[] {
  if (!row.file_path) return [];
  return row.kind === 'photo' ? PHOTO_WIDTHS.map((width) => photoVariantKey(row.file_path!, width)) : [row.file_path];
}

const DOCUMENT_TYPE_BY_MIME: Record<string, DocumentType> = {
  'application/pdf': 'pdf',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.oasis.opendocument.text': 'word',
  'application/vnd.ms-excel': 'excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'excel',
  'application/vnd.oasis.opendocument.spreadsheet': 'excel',
  'text/csv': 'csv',
  'text/html': 'html',
  'application/zip': 'compressed',
  'application/x-7z-compressed': 'compressed',
  'application/gzip': 'compressed',
};

/** §3: the display label of a stored file type. */
export function documentTypeOf(mime: string): DocumentType {
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('image/')) return 'image';
  return DOCUMENT_TYPE_BY_MIME[mime] ?? 'compressed';
}

/** A download name that is safe in a path and a header: letters, digits, spaces, . _ ( ) - only. */
export function safeFileName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '-')
    .replace(/^[.\s-]+/, '')
    .slice(0, 120)
    .trim();
  const stem = base.replace(/\.[^.]*$/, '') || 'document';
  return `${stem}.${ext}`;
}

export const documentUrl = (row: Pick<MediaRow, 'id' | 'file_name'>) => `/storage/documents/${row.id}/${encodeURIComponent(row.file_name ?? 'document')}`;

export function toListingPhoto(row: MediaRow): ListingPhoto {
  const [small, large] = PHOTO_WIDTHS.map((width) => `/storage/${photoVariantKey(row.file_path ?? '', width)}`);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    alt_text: row.alt_text,
    external_link: row.external_link,
    position: row.position,
    urls: { small, large },
    width: row.width,
    height: row.height,
  };
}

export function toListingDocument(row: MediaRow): ListingDocument {
  const mime = row.mime_type ?? 'application/octet-stream';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    external_link: row.external_link,
    position: row.position,
    file_name: row.file_name ?? 'document',
    type: documentTypeOf(mime),
    mime_type: mime,
    size_bytes: row.size_bytes ?? 0,
    url: documentUrl(row),
  };
}

export type NewMedia = Omit<MediaRow, 'id' | 'created_at' | 'position'> & { position?: number };

/** The media table for listings' photos and documents. */
export class MediaRepository {
  constructor(private readonly db: DB) {}

  listOf(prestataireId: number, kind?: MediaKind): Promise<MediaRow[]> {
    let query = this.db.selectFrom('media').selectAll().where('owner_type', '=', LISTING_OWNER).where('owner_id', '=', prestataireId);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('position').orderBy('id').execute();
  }

  find(id: number): Promise<MediaRow | undefined> {
    return this.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findPhotoByFile(filePath: string): Promise<MediaRow | undefined> {
    return this.db.selectFrom('media').selectAll().where('kind', '=', 'photo').where('file_path', '=', filePath).executeTakeFirst();
  }

  /** The next position after the listing's other media of that kind. */
  async nextPosition(prestataireId: number, kind: MediaKind): Promise<number> {
    const row = await this.db
      .selectFrom('media')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('owner_type', '=', LISTING_OWNER)
      .where('owner_id', '=', prestataireId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  async create(values: NewMedia): Promise<MediaRow> {
    return this.db.insertInto('media').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: number, values: Partial<Pick<MediaRow, 'title' | 'description' | 'alt_text' | 'external_link' | 'position'>>): Promise<MediaRow> {
    if (Object.keys(values).length > 0) await this.db.updateTable('media').set(values).where('id', '=', id).execute();
    return (await this.find(id))!;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('media').where('id', '=', id).execute();
  }
}

/** The listing page's photos and documents (GET /api/prestataires/{slug}). */
export async function loadListingMedia(db: DB, prestataireId: number): Promise<{ photos: ListingPhoto[]; documents: ListingDocument[] }> {
  const rows = await new MediaRepository(db).listOf(prestataireId);
  return {
    photos: rows.filter((row) => row.kind === 'photo' && row.file_path).map(toListingPhoto),
    documents: rows.filter((row) => row.kind === 'document' && row.file_path).map(toListingDocument),
  };
}

/** Removes a media row's stored files; a file that is already gone is fine. */
export async function deleteStoredFiles(storage: FileStorage, row: Pick<MediaRow, 'kind' | 'file_path'>): Promise<void> {
  for (const key of storageKeysOf(row)) await storage.delete(key);
}

/**
 * Deleting a listing deletes its photos and documents: rows and stored files. The listings code
 * calls it once the listing row is gone (media has no foreign key: its owner is polymorphic).
 */
export async function deleteListingMedia(db: DB, storage: FileStorage, prestataireId: number): Promise<number> {
  const rows = await new MediaRepository(db).listOf(prestataireId);
  await db.deleteFrom('media').where('owner_type', '=', LISTING_OWNER).where('owner_id', '=', prestataireId).execute();
  for (const row of rows) await deleteStoredFiles(storage, row);
  return rows.length;
}
