import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_MAX_BYTES, mediaEndpoints, mediaFieldsSchema, PHOTO_WIDTHS, SEARCH_INDEX_NAMES, type MediaFields } from '@sam/contracts';
import { committedWith } from '../plugins/after-commit';
import { fieldError, HttpError, notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { parse } from '../plugins/validation';
import { unsafeTextPaths } from '../security/unsafe-text';
import { detectDocumentType, detectPhotoType } from './file-types';
import { uploadReadError } from './upload-errors';
import { makePhotoVariants } from './images';
import { ListingFilesPolicy, publishedOfferAttachment } from './policy';
import {
  deleteStoredFiles,
  LISTING_OWNER,
  MediaRepository,
  photoVariantKey,
  safeFileName,
  toListingDocument,
  toListingPhoto,
  type MediaKind,
  type MediaRow,
} from './repository';

/** Text fields an upload may carry beside its one file. */
const FIELD_NAMES = new Set(['title', 'description', 'alt_text', 'external_link', 'position']);

interface Upload {
  bytes: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/** Reads a multipart upload: one `file` part (at most the kind's limit) and the text fields. */
async function readUpload(request: FastifyRequest, kind: MediaKind): Promise<Upload> {
  if (!request.isMultipart()) throw fieldError('file', 'validation.file.required');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MEDIA_MAX_BYTES[kind], files: 1, fields: 10, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { bytes, fileName: part.filename ?? '' };
      } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadReadError(error, `validation.file.too_large.${kind}`);
  }
  if (!file || file.bytes.length === 0) throw fieldError('file', 'validation.file.required');
  // The form's text fields get the hygiene every JSON body gets in the contract routes (issue 14).
  const unsafe = unsafeTextPaths(fields);
  if (unsafe.length > 0) throw new HttpError(422, 'validation.failed', { errors: Object.fromEntries(unsafe.map((field) => [field, ['validation.characters']])) });
  return { ...file, fields };
}

/** Column values from the text fields: absent fields are left as they are (PUT) or null (upload). */
function columnsOf(fields: MediaFields): Partial<Pick<MediaRow, 'title' | 'description' | 'alt_text' | 'external_link' | 'position'>> {
  const columns: Partial<Pick<MediaRow, 'title' | 'description' | 'alt_text' | 'external_link' | 'position'>> = {};
  for (const key of ['title', 'description', 'alt_text', 'external_link'] as const) if (fields[key] !== undefined) columns[key] = fields[key];
  if (fields.position !== undefined) columns.position = fields.position;
  return columns;
}

/** Headers every stored file leaves with: never sniffed, never a document that runs anything. */
function sendFile(
  reply: FastifyReply,
  stored: { stream: Readable; size: number },
  { type, disposition, cache }: { type: string; disposition: string; cache: string },
) {
  return reply
    .header('content-type', type)
    .header('content-length', String(stored.size))
    .header('content-disposition', disposition)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(stored.stream);
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Stored files are never shown inline except raster images; HTML and unknown types download as bytes. */
const servedType = (mime: string) => (/^(text\/html|image\/svg|application\/xhtml)/i.test(mime) ? 'application/octet-stream' : mime);

const PUBLIC_IMAGE_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

/**
 * Issue 11 (spec §3 Photo and document): a listing's photos and documents, uploaded by its owners
 * or the SAM team, typed from their bytes, and the stored files served at the spec's "image cache
 * path" (GET /storage/images/{width}/{file}) and "document download path"
 * (GET /storage/documents/{id}/{file name}); offers' attachments at GET /storage/offres/{id}/{file name}.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES.document, files: 1, fields: 10, fieldSize: 10_000 } });
  const media = new MediaRepository(app.db);
  const policy = new ListingFilesPolicy(app.db);

  const newKey = () => randomBytes(16).toString('hex');

  /** The media row `id` when it belongs to the managed listing `slug` and is of `kind` (else 404). */
  const ownMedia = async (request: FastifyRequest, { slug, id }: { slug: string; id: number }, kind: MediaKind) => {
    const listing = await policy.requireManaged(request, slug);
    const row = await media.find(id);
    if (!row || row.owner_type !== LISTING_OWNER || row.owner_id !== listing.id || row.kind !== kind) throw notFound();
    return row;
  };

  const listOf = async (request: FastifyRequest, slug: string, kind: MediaKind) => media.listOf((await policy.requireManaged(request, slug)).id, kind);

  /**
   * A write to the media table; a photo's also reaches the listing's search cards (their picture is
   * its first photo), in the same transaction (issue 15).
   */
  const mediaWrite = <T>(request: FastifyRequest, kind: MediaKind, listingId: number, work: (repository: MediaRepository) => Promise<T>) =>
    kind === 'photo'
      ? committedWith(request, (db) => new MediaRepository(db), SEARCH_INDEX_NAMES.prestataire_addresses, async (repository, changed) => {
          changed(listingId);
          return work(repository);
        })
      : work(media);

  const update = async (request: FastifyRequest, params: { slug: string; id: number }, kind: MediaKind, fields: MediaFields) => {
    const row = await ownMedia(request, params, kind);
    if (kind === 'document' && fields.alt_text !== undefined) throw fieldError('alt_text', 'validation.invalid');
    return mediaWrite(request, kind, row.owner_id, (repository) => repository.update(row.id, columnsOf(fields)));
  };

  const remove = async (request: FastifyRequest, params: { slug: string; id: number }, kind: MediaKind) => {
    const row = await ownMedia(request, params, kind);
    await mediaWrite(request, kind, row.owner_id, (repository) => repository.delete(row.id));
    await deleteStoredFiles(app.storage, row);
  };

  routes(app, mediaEndpoints, {
    uploadPhoto: async ({ request, params: { slug } }) => {
      const listing = await policy.requireManaged(request, slug);
      const upload = await readUpload(request, 'photo');
      const fields = parse(mediaFieldsSchema, upload.fields, request);
      if (!(await detectPhotoType(upload.bytes))) throw fieldError('file', 'validation.file.photo_type');
      let variants;
      try {
        variants = await makePhotoVariants(upload.bytes);
      } catch {
        throw fieldError('file', 'validation.file.photo_type');
      }
      const filePath = `${newKey()}.webp`;
      for (const [width, bytes] of variants.files) await app.storage.put(photoVariantKey(filePath, width), bytes);
      const position = fields.position ?? (await media.nextPosition(listing.id, 'photo'));
      const row = await mediaWrite(request, 'photo', listing.id, (repository) => repository.create({
        owner_type: LISTING_OWNER,
        owner_id: listing.id,
        kind: 'photo',
        title: fields.title ?? null,
        description: fields.description ?? null,
        alt_text: fields.alt_text ?? null,
        external_link: fields.external_link ?? null,
        file_path: filePath,
        file_name: null,
        mime_type: 'image/webp',
        size_bytes: variants.files.get(PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1])?.length ?? null,
        width: variants.width,
        height: variants.height,
        position,
      }));
      return { data: toListingPhoto(row) };
    },

    uploadDocument: async ({ request, params: { slug } }) => {
      const listing = await policy.requireManaged(request, slug);
      const upload = await readUpload(request, 'document');
      const fields = parse(mediaFieldsSchema, upload.fields, request);
      const detected = await detectDocumentType(upload.bytes, upload.fileName);
      if (!detected) throw fieldError('file', 'validation.file.document_type');
      const filePath = `documents/${newKey()}`;
      await app.storage.put(filePath, upload.bytes);
      const row = await media.create({
        owner_type: LISTING_OWNER,
        owner_id: listing.id,
        kind: 'document',
        title: fields.title ?? null,
        description: fields.description ?? null,
        alt_text: null,
        external_link: fields.external_link ?? null,
        file_path: filePath,
        file_name: safeFileName(upload.fileName, detected.ext),
        mime_type: detected.mime,
        size_bytes: upload.bytes.length,
        width: null,
        height: null,
        position: fields.position ?? (await media.nextPosition(listing.id, 'document')),
      });
      return { data: toListingDocument(row) };
    },

    listPhotos: async ({ request, params: { slug } }) => ({ data: (await listOf(request, slug, 'photo')).map(toListingPhoto) }),
    updatePhoto: async ({ request, params, body }) => ({ data: toListingPhoto(await update(request, params, 'photo', body)) }),
    deletePhoto: ({ request, params }) => remove(request, params, 'photo'),
    listDocuments: async ({ request, params: { slug } }) => ({ data: (await listOf(request, slug, 'document')).map(toListingDocument) }),
    updateDocument: async ({ request, params, body }) => ({ data: toListingDocument(await update(request, params, 'document', body)) }),
    deleteDocument: ({ request, params }) => remove(request, params, 'document'),

    // --- serving the stored files ---

    image: async ({ reply, params: { width, file }, user }) => {
      const row = await media.findPhotoByFile(file);
      const listing = row?.owner_type === LISTING_OWNER ? await policy.findById(row.owner_id) : undefined;
      if (!row || !listing || !(await policy.canRead(user, listing))) throw notFound();
      const stored = await app.storage.get(photoVariantKey(file, width));
      if (!stored) throw notFound();
      return sendFile(reply, stored, {
        type: 'image/webp',
        disposition: `inline; filename="${file}"`,
        cache: policy.isPublic(listing) ? PUBLIC_IMAGE_CACHE : PRIVATE_CACHE,
      });
    },

    document: async ({ reply, params: { id, name }, user }) => {
      const row = await media.find(id);
      if (!row || row.kind !== 'document' || !row.file_path || row.file_name !== name || row.owner_type !== LISTING_OWNER) throw notFound();
      const listing = await policy.findById(row.owner_id);
      if (!listing || !(await policy.canRead(user, listing))) throw notFound();
      const stored = await app.storage.get(row.file_path);
      if (!stored) throw notFound();
      return sendFile(reply, stored, {
        type: servedType(row.mime_type ?? 'application/octet-stream'),
        disposition: attachment(row.file_name),
        cache: policy.isPublic(listing) ? 'public, max-age=3600' : PRIVATE_CACHE,
      });
    },

    /**
     * Offers' attachments (dashboard 'Offres partenaires'): served while the offer is published, to
     * anyone, like the offer itself (GET /api/offres/{id}); the promo code is never in the file
     * (docs/decisions/0011-stored-files.md).
     */
    offerAttachment: async ({ reply, params: { id, name } }) => {
      const offer = await publishedOfferAttachment(app.db, id);
      const key = `offres/${id}/${name}`;
      if (!offer || offer.attachment_path !== key) throw notFound();
      const stored = await app.storage.get(key);
      if (!stored) throw notFound();
      const head = await firstBytes(stored.stream, 64 * 1024);
      const detected = await detectDocumentType(head, name).catch(() => null);
      const again = await app.storage.get(key);
      if (!again) throw notFound();
      return sendFile(reply, again, {
        type: servedType(detected?.mime ?? 'application/octet-stream'),
        disposition: attachment(name),
        cache: 'public, max-age=3600',
      });
    },
  }, {
    // Who manages the listing first: a stranger gets 403/404 before any 422 about the body.
    guards: {
      updatePhoto: ({ request, params: { slug } }) => policy.requireManaged(request, slug),
      updateDocument: ({ request, params: { slug } }) => policy.requireManaged(request, slug),
    },
  });
};

/** The first `max` bytes of a stream (then closes it). */
async function firstBytes(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= max) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, max);
}
