/** A module without zod: the provider page lists its documents' sizes with it. */

const UNITS = ['B', 'kB', 'MB', 'GB'] as const;
const FRENCH_UNITS: Record<(typeof UNITS)[number], string> = { B: 'o', kB: 'ko', MB: 'Mo', GB: 'Go' };

/**
 * A file size in base-1000 units (§9) in the reader's language: "1,2 Mo" in fr-BE, "1,2 MB" in
 * nl-BE (bytes: "o" / "B"). One decimal under 10 units, none above.
 */
export function formatFileSize(bytes: number, locale: 'fr' | 'nl'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(locale === 'nl' ? 'nl-BE' : 'fr-BE', { maximumFractionDigits: digits }).format(value);
  const symbol = locale === 'fr' ? FRENCH_UNITS[UNITS[unit]] : UNITS[unit];
  return `${number}\u00a0${symbol}`;
}
