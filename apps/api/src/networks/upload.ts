import type { FastifyRequest } from 'fastify';
import { fieldError } from '../http-error';

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
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw fieldError('file', 'validation.invalid');
    throw error;
  }
  if (!file || file.length === 0) throw fieldError('file', 'validation.file.required');
  return file;
}
