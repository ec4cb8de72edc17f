import { z } from 'zod';
import { slugSchema } from './common';
import { MAX_ROW_ID } from './row-id';
import { optionalTextSchema, optionalWebUrlSchema } from './contact';

/**
 * §3 Photo and document: description, title, external link, file. Files are typed from their
 * bytes by the API; what the pages read is the type label (§3: video, Word, Excel, PDF, image,
 * compressed, CSV, HTML) and the size, formatted in base-1000 units (§9).
 */

export const DOCUMENT_TYPES = ['video', 'word', 'excel', 'pdf', 'image', 'compressed', 'csv', 'html'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);

/** Widths (px) of a photo's stored web sizes: a thumbnail and a large view. */
export const PHOTO_WIDTHS = [400, 1200] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Upload limits in bytes (base 1000, §9): 10 MB per photo, 20 MB per document. */
export const MEDIA_MAX_BYTES = { photo: 10_000_000, document: 20_000_000 } as const;

export const listingPhotoSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** Alternative text for people who cannot see the photo; '' when it is decorative. */
  alt_text: z.string().nullable(),
  external_link: z.string().nullable(),
  position: z.number().int(),
  /** API paths (GET /storage/images/{width}/{file}) of each web size. */
  urls: z.object({ small: z.string(), large: z.string() }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const listingDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  external_link: z.string().nullable(),
  position: z.number().int(),
  file_name: z.string(),
  type: documentTypeSchema,
  mime_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  /** API path (GET /storage/documents/{id}/{file_name}): always downloaded as an attachment. */
  url: z.string(),
});
export type ListingDocument = z.infer<typeof listingDocumentSchema>;

/** The text fields sent with an upload (multipart) or a PUT: all optional. */
export const mediaFieldsSchema = z.object({
  title: optionalTextSchema(200),
  description: optionalTextSchema(2000),
  alt_text: optionalTextSchema(300),
  external_link: optionalWebUrlSchema,
  position: z.coerce.number({ error: 'validation.invalid' }).int({ message: 'validation.invalid' }).min(0, { message: 'validation.invalid' }).max(10_000, { message: 'validation.invalid' }).optional(),
});
export type MediaFields = z.output<typeof mediaFieldsSchema>;
export type MediaFieldsInput = z.input<typeof mediaFieldsSchema>;

export const mediaIdParamsSchema = z.object({ slug: slugSchema, id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export const listingPhotoResponseSchema = z.object({ data: listingPhotoSchema });
export const listingDocumentResponseSchema = z.object({ data: listingDocumentSchema });

/** A stored row's id in a /storage path: digits only, no sign or leading zero. */
const storedIdSchema = z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number);

/** GET /storage/images/{width}/{file}: one of the web sizes of a stored photo. */
export const storedImageParamsSchema = z.object({
  width: z.literal(PHOTO_WIDTHS.map(String)).transform(Number),
  file: z.string().regex(/^[a-f0-9]{32}\.webp$/),
});

/** GET /storage/documents/{id}/{file name}. */
export const storedDocumentParamsSchema = z.object({ id: storedIdSchema, name: z.string().min(1) });

/** GET /storage/offres/{id}/{file name}: an offer's attachment (a plain file name). */
export const offerAttachmentParamsSchema = z.object({ id: storedIdSchema, name: z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/) });

