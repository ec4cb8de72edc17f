import { z } from 'zod';
import { localeSchema } from './common';

/** §3 Place: a Belgian administrative area the map and the listings refer to (id and type). */
export const PLACE_TYPES = ['province', 'arrondissement', 'commune', 'quartier', 'localite'] as const;
export const placeTypeSchema = z.enum(PLACE_TYPES);
export type PlaceType = z.infer<typeof placeTypeSchema>;

export const placeSchema = z.object({
  id: z.number().int(),
  type: placeTypeSchema,
  /** The area's own code: NIS code, quartier id or postal code (localités). */
  ref_id: z.string(),
  name: z.string(),
  name_fr: z.string(),
  name_nl: z.string(),
});
export type Place = z.infer<typeof placeSchema>;
export const placeListSchema = z.object({ data: z.array(placeSchema) });

/** GET /api/places: every place, or those of one type; names sorted in the asked locale. */
export const placeListQuerySchema = z.object({
  type: placeTypeSchema.optional(),
  locale: localeSchema.default('fr'),
});
export type PlaceListQuery = z.input<typeof placeListQuerySchema>;

/** At most this many values in one `in` filter. */
export const PLACE_FILTER_MAX_VALUES = 1000;

const INVALID = 'validation.invalid';
const placeIdSchema = z.coerce.number({ error: INVALID }).int({ message: INVALID }).min(1, { message: INVALID });
const values = <T extends z.ZodType>(item: T) => z.array(item).min(1, { message: 'validation.required' }).max(PLACE_FILTER_MAX_VALUES, { message: 'validation.too_long' });

/**
 * One condition of POST /api/places/search. `in` takes a list, `=` one value; the fields are the
 * place's id, its type and its own code (ref_id). Anything else is a 422 on `filters.{i}.field`.
 */
export const placeFilterSchema = z.discriminatedUnion(
  'field',
  [
    z.discriminatedUnion('operator', [
      z.object({ field: z.literal('id'), operator: z.literal('in'), value: values(placeIdSchema) }),
      z.object({ field: z.literal('id'), operator: z.literal('='), value: placeIdSchema }),
    ], { error: INVALID }),
    z.discriminatedUnion('operator', [
      z.object({ field: z.literal('type'), operator: z.literal('in'), value: values(placeTypeSchema) }),
      z.object({ field: z.literal('type'), operator: z.literal('='), value: placeTypeSchema }),
    ], { error: INVALID }),
    z.discriminatedUnion('operator', [
      z.object({ field: z.literal('ref_id'), operator: z.literal('in'), value: values(z.string().trim().min(1).max(40)) }),
      z.object({ field: z.literal('ref_id'), operator: z.literal('='), value: z.string().trim().min(1).max(40) }),
    ], { error: INVALID }),
  ],
  { error: INVALID },
);
export type PlaceFilter = z.infer<typeof placeFilterSchema>;

/**
 * How the filters combine: `and` (default) keeps the places that match every filter, `or` those
 * that match at least one (e.g. the selected ids OR every province).
 */
export const PLACE_SEARCH_MODES = ['and', 'or'] as const;

/** POST /api/places/search (§7 Places), e.g. `{ filters: [{ field: 'id', operator: 'in', value: [1, 2] }] }`. */
export const placeSearchSchema = z.object({
  filters: z.array(placeFilterSchema).min(1, { message: 'validation.required' }).max(10, { message: 'validation.too_long' }),
  mode: z.enum(PLACE_SEARCH_MODES, { error: INVALID }).default('and'),
  locale: localeSchema.default('fr'),
});
export type PlaceSearch = z.input<typeof placeSearchSchema>;
