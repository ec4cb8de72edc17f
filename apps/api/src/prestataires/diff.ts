import { PRESTATAIRE_EDIT_FIELDS, type ListingDiffEntry, type ListingEditLabels, type PrestataireEditField } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { listingText } from './history-pdf';
import type { ListingData } from './listing-data';

const WEEKDAYS: Record<Locale, string[]> = {
  fr: ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'],
  nl: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
};

/** Fields whose values differ between two versions' data (the history's "fields changed"). */
export function changedFields(before: ListingData, after: ListingData): PrestataireEditField[] {
  return PRESTATAIRE_EDIT_FIELDS.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null));
}

/** One field's value as text in the locale, with names instead of ids (null when empty). */
function describe(field: PrestataireEditField, data: ListingData, labels: ListingEditLabels, locale: Locale): string | null {
  const name = (row: { titre_fr: string; titre_nl: string } | { name_fr: string; name_nl: string } | undefined, fallback: string) =>
    row ? ('titre_fr' in row ? row[`titre_${locale}`] : row[`name_${locale}`]) : fallback;
  const main = listingText(locale, 'mail.listing.diff.main');
  let lines: string[];
  switch (field) {
    case 'opening_hours':
      lines = data.opening_hours.map((slot) => `${WEEKDAYS[locale][slot.day - 1]} ${slot.opens}–${slot.closes}`);
      break;
    case 'closures':
      lines = (data.closures ?? []).map((c) => {
        const reason = c[`reason_${locale}`] ?? c.reason_fr ?? c.reason_nl;
        return `${c.starts_on === c.ends_on ? c.starts_on : `${c.starts_on} – ${c.ends_on}`}${reason ? ` (${reason})` : ''}`;
      });
      break;
    case 'languages':
      lines = [data.languages.join(', ')].filter((line) => line !== '');
      break;
    case 'addresses':
      lines = data.addresses.map((a, i) => {
        const street = [a.street, a.number, a.box].filter(Boolean).join(' ');
        const place = labels.addresses[i]?.quartier ? ` (${labels.addresses[i].quartier![`name_${locale}`]})` : '';
        const flags = [listingText(locale, `mail.listing.diff.${a.kind}`), ...(a.is_visible ? [] : [listingText(locale, 'mail.listing.diff.hidden')])];
        const facts = (a.accessibility ?? []).map((fact) => listingText(locale, `accessibility.fact.${fact}`));
        const access = facts.length > 0 ? ` — ${listingText(locale, 'accessibility.heading')} (${facts.join(', ')})` : '';
        return `${street}, ${a.postal_code} ${a.locality}${a.country === 'BE' ? '' : ` ${a.country}`}${place} [${flags.join(', ')}]${access}`;
      });
      break;
    case 'coverage_zones':
      lines = data.coverage_zones.map((z) => {
        const named = labels.coverage_zones.find((l) => l.zone_type === z.zone_type && l.zone_id === z.zone_id);
        return named ? named[`name_${locale}`] : z.zone_id;
      });
      break;
    case 'sectors':
    case 'besoins':
      lines = data[field].map((a) => {
        const label = name(labels[field].find((l) => l.id === a.id), `#${a.id}`);
        return a.is_main ? `${label} (${main})` : label;
      });
      break;
    case 'tags':
      lines = data.tags.map((tag) => (typeof tag === 'number' ? name(labels.tags.find((l) => l.id === tag), `#${tag}`) : tag));
      break;
    default: {
      const value = data[field];
      return value === null || value === undefined || value === '' ? null : String(value);
    }
  }
  return lines.length === 0 ? null : lines.join('\n');
}

/** Field by field, what a version changes compared with the published data. */
export function diffListingData(
  before: { data: ListingData; labels: ListingEditLabels },
  after: { data: ListingData; labels: ListingEditLabels },
  locale: Locale,
): ListingDiffEntry[] {
  return changedFields(before.data, after.data).map((field) => ({
    field,
    before: describe(field, before.data, before.labels, locale),
    after: describe(field, after.data, after.labels, locale),
  }));
}
