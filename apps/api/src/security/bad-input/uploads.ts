import { pathWith, type AnyEndpoint } from '@sam/contracts';
import type { BadInputCase, EndpointSetup } from './cases';
import { paramCases } from './cases';

interface FilePart {
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it (optionally with a wrong closing boundary). */
function multipart(fields: Record<string, string>, file?: FilePart, { broken = false } = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----samBadInput7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(broken ? `--${boundary}` : `--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
/** Over every upload limit (documents: 20 MB). */
const OVERSIZE = Buffer.alloc(20_000_001, 0xff);
/** A JPEG's first bytes and nothing after: a picture that cannot be read. */
const TRUNCATED_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

/** A 1×1 PNG: a photo the API takes, so that only the text fields are wrong. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAEnNCcKAAAAAElFTkSuQmCC', 'base64');

/** The photo and document forms' text fields go through the same hygiene as JSON bodies. */
function fieldCases(endpoint: AnyEndpoint, send: (name: string, body: { payload: Buffer; headers: Record<string, string> }) => BadInputCase): BadInputCase[] {
  const valid = endpoint.path.endsWith('/photos') ? { filename: 'a.png', type: 'image/png', bytes: PNG } : endpoint.path.endsWith('/documents') ? { filename: 'a.pdf', type: 'application/pdf', bytes: PDF } : null;
  if (!valid) return [];
  return [
    send('a title with a NUL', multipart({ title: 'Photo\u0000' }, valid)),
    send('an alt text with a bidi override', multipart({ alt_text: 'txt.\u202Eexe' }, valid)),
    send('a position that is not a number', multipart({ position: 'premier' }, valid)),
    send('a title of 100,000 characters', multipart({ title: 'é'.repeat(100_000) }, valid)),
  ];
}

/** A Windows executable's header: no kind of upload takes one, whatever it is called. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/**
 * Invalid files for an upload endpoint. Photos and logos must be readable raster images; documents
 * may be HTML (served as downloads, spec §3) but never a program or an SVG; the network import's
 * preview reads any text and only reports its rows, so odd content there is answered, not refused.
 */
export function uploadCases(endpoint: AnyEndpoint, setup: EndpointSetup): BadInputCase[] {
  const url = pathWith(endpoint.path, setup.params);
  const kind = endpoint.path.endsWith('/documents') ? 'document' : endpoint.path.endsWith('/preview') ? 'import' : 'image';
  const content = kind === 'import' ? 'harmless' : 'refused';
  const send = (name: string, body: { payload: Buffer | string; headers: Record<string, string> }, expect: BadInputCase['expect'] = 'refused'): BadInputCase => ({
    endpoint, name, method: 'POST', url, payload: body.payload, headers: body.headers, expect,
  });
  const file = (filename: string, type: string, bytes: Buffer, fields: Record<string, string> = { title: 'Photo' }) => multipart(fields, { filename, type, bytes });
  const images = kind === 'image'
    ? [
        send('an HTML page named .jpg', file('photo.jpg', 'image/jpeg', HTML)),
        send('an HTML page named ../../index.html.jpg', file('../../index.html.jpg', 'image/jpeg', HTML)),
        send('a truncated JPEG', file('coupe.jpg', 'image/jpeg', TRUNCATED_JPEG)),
      ]
    : [];
  return [
    ...images,
    send('a program named .pdf', file('tarifs.pdf', 'application/pdf', EXE), content),
    send('an SVG with a script', file('logo.svg', 'image/svg+xml', SVG), content),
    send('a zero-byte file', file('vide.jpg', 'image/jpeg', Buffer.alloc(0))),
    send('a file over the size limit', file('enorme.jpg', 'image/jpeg', OVERSIZE)),
    send('no file part', multipart({ title: 'Photo' })),
    send('a file under another field name', { ...multipart({}), payload: Buffer.from(multipart({}, { filename: 'a.jpg', type: 'image/jpeg', bytes: HTML }).payload.toString('latin1').replace('name="file"', 'name="autre"'), 'latin1') }),
    send('a multipart body without its closing boundary', multipart({ title: 'Photo' }, { filename: 'a.jpg', type: 'image/jpeg', bytes: HTML }, { broken: true })),
    send('a multipart type without a boundary', { payload: 'abc', headers: { 'content-type': 'multipart/form-data' } }),
    send('JSON instead of a file', { payload: '{"file": "data:image/jpeg;base64,AAAA"}', headers: { 'content-type': 'application/json' } }),
    ...fieldCases(endpoint, send),
    ...paramCases(endpoint, setup),
  ];
}
