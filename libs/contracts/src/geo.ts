import { z } from 'zod';

/** Belgian administrative areas (../shared/geo), named in both languages. */
export const areaSchema = z.object({ id: z.string(), name_fr: z.string(), name_nl: z.string() });
export type Area = z.infer<typeof areaSchema>;

export const AREA_LEVELS = ['province', 'arrondissement', 'commune', 'quartier', 'localite'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];
