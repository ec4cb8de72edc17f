import { config, z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * In a browser, zod never compiles parsers with `new Function`: its JIT probes for eval before the
 * first object schema, and the portal's and the dashboard's Content-Security-Policy report even
 * that caught probe as a violation (docs/decisions/0023-security-headers.md). Here because this
 * module is the index's first, so it runs before any schema is built; the servers keep the JIT.
 */
if (typeof document !== 'undefined') config({ jitless: true });

export { LOCALES, DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from './locales';

export const localeSchema = z.enum(LOCALES);

/** §6 roles; 'visitor' is the anonymous role and is never stored. */
export const ROLES = ['visitor', 'user', 'provider', 'admin', 'root'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** §8: every error is normalised to a message plus a status (default 500). */
export const apiErrorSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** §9 page sizes. */
export const PAGE_SIZE = { events: 30, annonces: 30, offres: 30, searchHits: 20, mapArea: 100 } as const;
export const DEFAULT_PAGE = 1;

export const listMetaSchema = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  locale: localeSchema.default(DEFAULT_LOCALE),
});

/** A slug as used in URLs: lower-case words joined by hyphens. */
export const slugSchema = z
  .string()
  .min(1)
  .max(190)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'validation.slug' });

/** ISO-8601 timestamps are stored and sent as text (docs/decisions/0003-portable-sql.md). */
export const timestampSchema = z.string();
