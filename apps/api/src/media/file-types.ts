import type { DocumentType } from '@sam/contracts';

/**
 * What an uploaded file is, from its bytes only (file-type's signatures, then a look at text):
 * never its name or the Content-Type the client sent. An HTML page renamed photo.jpg is HTML.
 */
export interface DetectedType {
  mime: string;
  /** Extension of the stored file (documents' download names keep the user's own name). */
  ext: string;
  type: DocumentType;
}

/** Raster images a photo may be (sharp reads them; re-encoded to WebP). */
const PHOTO_MIMES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Binary document types by detected MIME (spec §3 labels). */
const DOCUMENT_MIMES: Record<string, DocumentType> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.oasis.opendocument.text': 'word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'excel',
  'application/vnd.oasis.opendocument.spreadsheet': 'excel',
  'application/zip': 'compressed',
  'application/x-7z-compressed': 'compressed',
  'application/gzip': 'compressed',
  'video/mp4': 'video',
  'video/webm': 'video',
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
};

type FileTypeModule = typeof import('file-type/core');
let fileTypeModule: Promise<FileTypeModule> | undefined;
/** file-type is ESM-only: loaded once with a dynamic import (the API bundle is CommonJS). */
const loadFileType = () => (fileTypeModule ??= import('file-type/core'));

/** Text (UTF-8 without NUL bytes) or null. */
function asText(bytes: Buffer): string | null {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return null;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  // Too many replacement characters: not UTF-8 text (a binary format file-type does not know).
  const replaced = (text.match(/\uFFFD/g) ?? []).length;
  return replaced > 4 ? null : text.replace(/^\uFEFF/, '');
}

const MARKUP = /<\s*(?:!doctype\s+html|html|head|body|script|iframe|object|embed|meta|link|style|form|img|a|div|p|table|svg)[\s>/]/i;

/** CSV: at least two lines, each cut into the same number (≥ 2) of cells by one separator. */
function looksLikeCsv(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '').slice(0, 20);
  if (lines.length < 2) return false;
  return [';', ',', '\t'].some((separator) => {
    const counts = lines.map((line) => line.split(separator).length);
    return counts[0] >= 2 && counts.every((n) => n === counts[0]);
  });
}

/**
 * A document's type, or null when it is not one the portal accepts. Old Word and Excel files
 * share one container format (OLE compound file): the bytes say it is one, the file name's
 * extension then tells the label (a renamed compound file is still only a .doc or .xls).
 */
export async function detectDocumentType(bytes: Buffer, fileName: string): Promise<DetectedType | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.mime === 'application/x-cfb') {
      if (/\.doc$/i.test(fileName)) return { mime: 'application/msword', ext: 'doc', type: 'word' };
      if (/\.xls$/i.test(fileName)) return { mime: 'application/vnd.ms-excel', ext: 'xls', type: 'excel' };
      return null;
    }
    const type = DOCUMENT_MIMES[detected.mime];
    return type ? { mime: detected.mime, ext: detected.ext, type } : null;
  }
  const text = asText(bytes);
  if (text === null || text.trim() === '') return null;
  if (/<\s*svg[\s>]/i.test(text)) return null; // scriptable image: refused
  if (MARKUP.test(text)) return { mime: 'text/html', ext: 'html', type: 'html' };
  if (looksLikeCsv(text)) return { mime: 'text/csv', ext: 'csv', type: 'csv' };
  return null;
}

/** A photo's type (JPEG, PNG, WebP, GIF), or null. */
export async function detectPhotoType(bytes: Buffer): Promise<DetectedType | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(bytes);
  return detected && PHOTO_MIMES.has(detected.mime) ? { mime: detected.mime, ext: detected.ext, type: 'image' } : null;
}
