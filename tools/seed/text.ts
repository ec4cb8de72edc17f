import type { Rng } from './prng';
import type { HoursPattern } from './reference-data';

/** Lower-case, hyphenated, accent-free slug ("Maison médicale du Parc" → "maison-medicale-du-parc"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out unique slugs: the second "Résidence Les Tilleuls" becomes residence-les-tilleuls-2. */
export class SlugRegistry {
  private readonly used = new Set<string>();

  take(text: string): string {
    const base = slugify(text) || 'fiche';
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}

/** French "de Namur", "d'Anvers", "du Roeulx", "des Bons Villers". */
export function deCommune(name: string): string {
  if (name.startsWith('Le ')) return `du ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `des ${name.slice(4)}`;
  if (/^[AEIOUYÀÂÉÈÊÎÔ]/i.test(name)) return `d’${name}`;
  return `de ${name}`;
}

/** Fills {token} placeholders. */
export function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

// Belgian landline zone prefixes by province (one-digit zones: 2, 3, 4, 9).
const PHONE_ZONES: Record<string, string[]> = {
  '04000': ['2'],
  '10000': ['3', '3', '14', '15'],
  '20001': ['2', '16', '16'],
  '20002': ['10', '67', '2'],
  '30000': ['50', '56', '59', '57', '51'],
  '40000': ['9', '9', '52', '53', '55'],
  '50000': ['71', '65', '69', '64', '68', '56'],
  '60000': ['4', '4', '87', '85', '19'],
  '70000': ['11', '89', '12'],
  '80000': ['63', '61', '84'],
  '90000': ['81', '82', '71'],
};

const digits = (rng: Rng, count: number): string => {
  let out = '';
  for (let i = 0; i < count; i++) out += String(rng.int(0, 9));
  return out;
};

/** "+32 2 512 34 56", "+32 81 23 45 67" or a mobile "+32 475 12 34 56". */
export function belgianPhone(rng: Rng, provinceId: string, mobile: boolean): string {
  if (mobile) return `+32 4${rng.pick(['60', '70', '71', '72', '73', '74', '75', '76', '77', '78', '79', '85', '86', '88', '93', '94', '95', '96', '97', '98', '99'])} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
  const zone = rng.pick(PHONE_ZONES[provinceId] ?? ['2']);
  const first = String(rng.int(2, 9));
  return zone.length === 1
    ? `+32 ${zone} ${first}${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`
    : `+32 ${zone} ${first}${digits(rng, 1)} ${digits(rng, 2)} ${digits(rng, 2)}`;
}

/** Belgian enterprise number (BCE/KBO) "0xxx.xxx.xxx" with a valid modulo-97 check. */
export function enterpriseNumber(rng: Rng): string {
  const base = rng.int(2_000_000, 9_999_999) + (rng.chance(0.3) ? 10_000_000 : 0); // 8 digits, starts with 0 or 1
  const check = 97 - (base % 97);
  const s = String(base).padStart(8, '0') + String(check).padStart(2, '0');
  return `${s.slice(0, 4)}.${s.slice(4, 7)}.${s.slice(7)}`;
}

/** INAMI/RIZIV number as printed: "1-23456-78-901". */
export function inamiNumber(rng: Rng): string {
  const d = digits(rng, 11);
  return `${d[0]}-${d.slice(1, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
}

export interface OpeningSlot {
  day: number;
  opens: string;
  closes: string;
}

/** Opening hours, day 1 = Monday … 7 = Sunday; a day may hold two slots (lunch break). */
export function openingHours(rng: Rng, pattern: HoursPattern): OpeningSlot[] {
  const slots: OpeningSlot[] = [];
  const weekdays = [1, 2, 3, 4, 5];
  switch (pattern) {
    case 'residential':
      for (let day = 1; day <= 7; day++) slots.push({ day, opens: '00:00', closes: '23:59' });
      break;
    case 'medical': {
      const closes = rng.pick(['18:00', '19:00', '20:00']);
      for (const day of weekdays) slots.push({ day, opens: rng.pick(['08:00', '08:30']), closes });
      if (rng.chance(0.6)) slots.push({ day: 6, opens: '09:00', closes: '12:00' });
      break;
    }
    case 'independent': {
      const days = rng.sample(weekdays, rng.int(3, 5)).sort((a, b) => a - b);
      for (const day of days) {
        if (rng.chance(0.5)) {
          slots.push({ day, opens: '09:00', closes: '12:30' }, { day, opens: '14:00', closes: rng.pick(['18:00', '19:00']) });
        } else {
          slots.push({ day, opens: rng.pick(['08:00', '09:00', '10:00']), closes: rng.pick(['16:00', '17:00', '18:00', '19:30']) });
        }
      }
      if (rng.chance(0.25)) slots.push({ day: 6, opens: '09:00', closes: '12:00' });
      break;
    }
    case 'weekend':
      for (let day = 1; day <= 7; day++) slots.push({ day, opens: rng.pick(['07:00', '08:00']), closes: rng.pick(['19:00', '20:00', '21:00']) });
      break;
    case 'schooldays':
      for (const day of weekdays) slots.push({ day, opens: '08:15', closes: day === 3 ? '12:10' : '15:30' });
      break;
    case 'office':
    default: {
      const split = rng.chance(0.4);
      const opens = rng.pick(['08:30', '09:00']);
      const closes = rng.pick(['16:00', '16:30', '17:00']);
      for (const day of weekdays) {
        if (split) slots.push({ day, opens, closes: '12:00' }, { day, opens: '13:00', closes });
        else slots.push({ day, opens, closes });
      }
      break;
    }
  }
  return slots;
}
