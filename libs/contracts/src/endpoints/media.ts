import { z } from 'zod';
import { defineEndpoint, NO_CONTENT, rawBody } from '../http/endpoint';
import {
  listingDocumentResponseSchema,
  listingDocumentSchema,
  listingPhotoResponseSchema,
  listingPhotoSchema,
  mediaFieldsSchema,
  mediaIdParamsSchema,
  offerAttachmentParamsSchema,
  storedDocumentParamsSchema,
  storedImageParamsSchema,
} from '../media';
import { prestataireSlugParamsSchema } from '../prestataire';

const tags = ['Photos and documents'];
const files = ['Stored files'];
const UPLOAD =
  'multipart/form-data: one `file` part and the text fields title, description, alt_text (photos), external_link, position. ' +
  'The type is read from the bytes; a photo is stored as WebP in two web sizes.';

/** The four calls on a listing's photos or documents, alike but for what they answer. */
function listingFileEndpoints<S extends z.ZodType, R extends z.ZodType>(kind: 'photos' | 'documents', what: string, item: S, single: R) {
  const path = `/api/prestataires/{slug}/${kind}` as const;
  const Kind = kind === 'photos' ? 'Photo' : 'Document';
  return {
    upload: defineEndpoint({
      id: `media.upload${Kind}`,
      method: 'POST',
      path,
      summary: `Add a ${what} to a listing (multipart)`,
      description: UPLOAD,
      tags,
      access: 'user',
      params: prestataireSlugParamsSchema,
      consumes: 'multipart/form-data',
      response: single,
      status: 201,
      errors: [403, 422],
    }),
    list: defineEndpoint({
      id: `media.list${Kind}s`,
      method: 'GET',
      path,
      summary: `The ${what}s of a listing, in their order`,
      tags,
      access: 'user',
      params: prestataireSlugParamsSchema,
      response: z.object({ data: z.array(item) }),
      errors: [403],
    }),
    update: defineEndpoint({
      id: `media.update${Kind}`,
      method: 'PUT',
      path: `${path}/{id}`,
      summary: `Change the title, description, link or position of a ${what}`,
      tags,
      access: 'user',
      params: mediaIdParamsSchema,
      body: mediaFieldsSchema,
      response: single,
      errors: [403],
    }),
    delete: defineEndpoint({
      id: `media.delete${Kind}`,
      method: 'DELETE',
      path: `${path}/{id}`,
      summary: `Delete a ${what} and its stored file`,
      tags,
      access: 'user',
      params: mediaIdParamsSchema,
      response: NO_CONTENT,
      errors: [403],
    }),
  };
}

const photos = listingFileEndpoints('photos', 'photo', listingPhotoSchema, listingPhotoResponseSchema);
const documents = listingFileEndpoints('documents', 'document', listingDocumentSchema, listingDocumentResponseSchema);

/**
 * Issue 11 (§3 Photo and document): a listing's photos and documents, managed as the listing is,
 * and the stored files, served while their listing (or offer) is public, else only to those who
 * manage it. Files are never sniffed nor run (docs/decisions/0011-stored-files.md).
 */
export const mediaEndpoints = {
  uploadPhoto: photos.upload,
  listPhotos: photos.list,
  updatePhoto: photos.update,
  deletePhoto: photos.delete,
  uploadDocument: documents.upload,
  listDocuments: documents.list,
  updateDocument: documents.update,
  deleteDocument: documents.delete,
  image: defineEndpoint({
    id: 'media.image',
    method: 'GET',
    path: '/storage/images/{width}/{file}',
    summary: "One web size of a listing's photo (the image cache path of §7)",
    tags: files,
    access: 'public',
    params: storedImageParamsSchema,
    response: rawBody('image/webp', 'The photo; cached for a year when its listing is public'),
  }),
  document: defineEndpoint({
    id: 'media.document',
    method: 'GET',
    path: '/storage/documents/{id}/{name}',
    summary: "A listing's document, as an attachment (the document download path of §7)",
    tags: files,
    access: 'public',
    params: storedDocumentParamsSchema,
    response: rawBody('application/octet-stream', 'The file under its type read from its bytes (HTML and unknown types as bytes)'),
  }),
  offerAttachment: defineEndpoint({
    id: 'media.offerAttachment',
    method: 'GET',
    path: '/storage/offres/{id}/{name}',
    summary: "A published partner offer's attachment",
    tags: files,
    access: 'public',
    params: offerAttachmentParamsSchema,
    response: rawBody('application/octet-stream', 'The file under its type read from its bytes'),
  }),
} as const;
