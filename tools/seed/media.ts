import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '@sam/db';

/**
 * Demo files (issue 11): two photos and a PDF for the two demo listings, so their public pages
 * show a gallery and a document, and a small conditions PDF for every offer whose attachment the
 * seed references. Written into STORAGE_DIR with the API's layout (docs/decisions/0011):
 * images/{400,1200}/<hex>.webp, documents/<hex>, offres/<id>/<name>.
 */
const PHOTO_WIDTHS = [400, 1200] as const;

interface DemoPhoto {
  key: string;
  title: string;
  alt: string;
  colors: [string, string];
}

const DEMO_MEDIA: Record<string, { photos: DemoPhoto[]; document: { key: string; title: string; file: string; lines: string[] } }> = {
  'maison-medicale-du-parc': {
    photos: [
      { key: 'a1e5c0de00000000000000000000a001', title: 'L’accueil', alt: 'Le comptoir d’accueil de la maison médicale, avec une rampe d’accès', colors: ['#2f7d5b', '#cfe8d8'] },
      { key: 'a1e5c0de00000000000000000000a002', title: 'Le jardin', alt: 'Le jardin intérieur, avec des bancs à l’ombre', colors: ['#6a8f2f', '#e9f2d0'] },
    ],
    document: { key: 'd0c5eed000000000000000000000d001', title: 'Tarifs et conventions 2026', file: 'tarifs-2026.pdf', lines: ['Maison médicale du Parc', 'Tarifs et conventions 2026', 'Consultations au forfait pour les patients inscrits.'] },
  },
  'centre-de-jour-les-tilleuls': {
    photos: [
      { key: 'a1e5c0de00000000000000000000b001', title: 'La salle d’activités', alt: 'Une grande salle lumineuse avec des tables d’activités', colors: ['#2f5b7d', '#d0e2f2'] },
      { key: 'a1e5c0de00000000000000000000b002', title: 'La terrasse', alt: 'La terrasse, de plain-pied avec la salle', colors: ['#7d5b2f', '#f2e4d0'] },
    ],
    document: { key: 'd0c5eed000000000000000000000d002', title: 'Projet de vie du centre', file: 'projet-de-vie.pdf', lines: ['Centre de jour Les Tilleuls', 'Projet de vie', 'Un accueil de jour pour les personnes âgées.'] },
  },
};

async function put(root: string, key: string, bytes: Buffer): Promise<void> {
  const path = join(root, key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(`${path}.part`, bytes);
  await rename(`${path}.part`, path);
}

/** A small, real PDF (pdfkit) with a few lines of text. */
export function demoPdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: lines[0], Producer: 'SAM seed', CreationDate: new Date('2026-01-01T00:00:00Z') } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(lines[0]);
    for (const line of lines.slice(1)) doc.moveDown().fontSize(12).text(line);
    doc.end();
  });
}

/** A landscape picture: a two-colour gradient with the photo's title. */
async function demoPhoto(photo: DemoPhoto): Promise<Buffer> {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${photo.colors[0]}"/><stop offset="1" stop-color="${photo.colors[1]}"/></linearGradient></defs>
  <rect width="1600" height="1000" fill="url(#g)"/>
  <text x="80" y="900" font-family="sans-serif" font-size="72" fill="#ffffff">${escape(photo.title)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedMedia(db: Kysely<Database>, storageDir: string, log: (message: string) => void = () => undefined): Promise<void> {
  let files = 0;
  for (const [slug, media] of Object.entries(DEMO_MEDIA)) {
    const listing = await db.selectFrom('prestataires').select('id').where('slug', '=', slug).executeTakeFirst();
    if (!listing) continue;
    for (const [position, photo] of media.photos.entries()) {
      const source = await demoPhoto(photo);
      let size = { width: 0, height: 0, bytes: 0 };
      for (const width of PHOTO_WIDTHS) {
        const { data, info } = await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
        await put(storageDir, `images/${width}/${photo.key}.webp`, data);
        size = { width: info.width, height: info.height, bytes: data.length };
        files++;
      }
      await db
        .insertInto('media')
        .values({
          owner_type: 'prestataire', owner_id: listing.id, kind: 'photo', title: photo.title, description: null, alt_text: photo.alt,
          external_link: null, file_path: `${photo.key}.webp`, file_name: null, mime_type: 'image/webp', size_bytes: size.bytes,
          width: size.width, height: size.height, position,
        })
        .execute();
    }
    const pdf = await demoPdf(media.document.lines);
    await put(storageDir, `documents/${media.document.key}`, pdf);
    files++;
    await db
      .insertInto('media')
      .values({
        owner_type: 'prestataire', owner_id: listing.id, kind: 'document', title: media.document.title, description: null, alt_text: null,
        external_link: null, file_path: `documents/${media.document.key}`, file_name: media.document.file, mime_type: 'application/pdf',
        size_bytes: pdf.length, width: null, height: null, position: 0,
      })
      .execute();
  }

  const offers = await db.selectFrom('offres').select(['id', 'title_fr', 'attachment_path']).where('attachment_path', 'is not', null).execute();
  for (const offer of offers) {
    if (!offer.attachment_path || !/^offres\/\d+\/[a-z0-9.-]+$/.test(offer.attachment_path)) continue;
    await put(storageDir, offer.attachment_path, await demoPdf([offer.title_fr, 'Conditions de l’offre', 'Offre réservée aux prestataires inscrits sur SAM.']));
    files++;
  }
  log(`media: ${files} files written to ${storageDir}`);
}
