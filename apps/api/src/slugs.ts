/** Longest slug made from a title: enough to tell events apart, short enough for a readable URL. */
const MAX_BASE_LENGTH = 80;

/**
 * A URL slug from a title: lower case, accent-free, words joined by hyphens ("Café des aidants" →
 * "cafe-des-aidants"). A title without any letter or digit gives `fallback`; an all-digit slug
 * gets `fallback-` in front, since /api/events/{digits} is read as an id (§7 slug-or-id).
 */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  if (slug === '') return fallback;
  return /^[0-9-]+$/.test(slug) ? `${fallback}-${slug}` : slug;
}

/** The first of base, base-2, base-3… that is not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
