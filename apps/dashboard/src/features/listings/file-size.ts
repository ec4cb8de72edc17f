import type { IntlShape } from 'react-intl';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in base-1000 units (spec §9) in the page's language: '1,2 Mo' (fr-BE), '1,2 MB' (nl-BE). */
export function formatSize(intl: IntlShape, bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return intl.formatNumber(value, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1 });
}
