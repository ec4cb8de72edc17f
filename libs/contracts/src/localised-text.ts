import { z } from 'zod';

/** A title and optional body in the asked locale, then in each language. */
export const localisedTitleBodyFields = {
  title: z.string(),
  body: z.string().nullable(),
  title_fr: z.string(),
  title_nl: z.string(),
  body_fr: z.string().nullable(),
  body_nl: z.string().nullable(),
};
