import PDFDocument from 'pdfkit';
import type { ListingHistoryEntry } from '@sam/contracts';
import { INTL_LOCALE, type Locale } from '@sam/i18n-routes';
import { serverText } from '../i18n';

const format = (template: string, vars: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));

/** A text of the server catalogue (src/i18n) in the locale. */
export function listingText(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const template = serverText(locale, key);
  if (template === undefined) throw new Error(`Unknown text: ${key}`);
  return format(template, vars);
}

/** A listing field as the editor labels it ('Description de l’activité'), without its required mark. */
export function fieldLabel(field: string, locale: Locale): string {
  return (serverText(locale, `dashboard.listing.field.${field}`) ?? field).replace(/ \*$/, '');
}

/** Belgian date and time in the request's language (fr-BE, nl-BE), Brussels time. */
export function formatBelgianDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(new Date(iso));
}

/** What one history entry says, on one line after its date. */
export function describeHistoryEntry(entry: ListingHistoryEntry, locale: Locale): string {
  const parts = [listingText(locale, `mail.listing.history.${entry.action}`)];
  if (entry.version !== null) parts.push(listingText(locale, 'mail.listing.history.version', { number: entry.version }));
  if (entry.user) parts.push(listingText(locale, 'mail.listing.history.by', { name: entry.user.name }));
  const lines = [parts.join(' – ')];
  if (entry.fields && entry.fields.length > 0) lines.push(listingText(locale, 'mail.listing.history.fields', { fields: entry.fields.map((field) => fieldLabel(field, locale)).join(', ') }));
  if (entry.reason) lines.push(listingText(locale, 'mail.listing.history.reason', { reason: entry.reason }));
  return lines.join('\n');
}

/** pdfkit's standard fonts write WinAnsi, which has the no-break space but not French typography's narrow one (decision 0015). */
const winAnsi = (text: string) => text.replace(/\u202f/g, '\u00a0');

/**
 * POST /api/prestataires/{id}/export-history: the listing's history as a PDF (pdfkit's standard
 * Helvetica: WinAnsi covers French and Dutch accents), dates in the reader's locale.
 */
export function renderHistoryPdf(title: string, entries: ListingHistoryEntry[], locale: Locale, now: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: listingText(locale, 'mail.listing.history.title', { title }), Producer: 'SAM' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(winAnsi(listingText(locale, 'mail.listing.history.title', { title })));
    doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#52606d').text(winAnsi(listingText(locale, 'mail.listing.history.generated', { date: formatBelgianDateTime(now, locale) })));
    doc.moveDown().fillColor('#1f2933');
    if (entries.length === 0) doc.fontSize(11).text(winAnsi(listingText(locale, 'mail.listing.history.empty')));
    for (const entry of entries) {
      doc.font('Helvetica-Bold').fontSize(10).text(winAnsi(formatBelgianDateTime(entry.created_at, locale)));
      doc.font('Helvetica').fontSize(11).text(winAnsi(describeHistoryEntry(entry, locale)));
      doc.moveDown(0.6);
    }
    doc.end();
  });
}
