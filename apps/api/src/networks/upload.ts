import type { FastifyRequest } from 'fastify';
import { fieldError } from '../http-error';
import { uploadReadError } from '../media/upload-errors';

/** One `file` part of a multipart upload, at most `maxBytes`. */
export async function readFilePart(request: FastifyRequest, maxBytes: number, tooLarge: string): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError('file', 'validation.file.required');
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = bytes;
      }
    }
  } catch (error) {
    throw uploadReadError(error, tooLarge);
  }
  if (!file || file.length === 0) throw fieldError('file', 'validation.file.required');
  return file;
}
