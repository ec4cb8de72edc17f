import { z } from 'zod';
import { localeSchema, paginationQuerySchema, slugSchema } from './common';
import { idParamsSchema } from './account';

/** A FAQ category in one locale (§3 FAQ: categories, current category). */
export const faqCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titre: z.string(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** GET /api/faq/categories: each category with its number of questions. */
export const faqCategoryWithCountSchema = faqCategorySchema.extend({ count: z.number().int().min(0) });
export type FaqCategoryWithCount = z.infer<typeof faqCategoryWithCountSchema>;

/** A question and its answer in one locale (§3 FAQ: questions, current question). */
export const faqQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  category: faqCategorySchema.nullable(),
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

/** One glossary term in one locale, with the letter it is filed under (A–Z). */
export const glossaryTermSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  definition: z.string(),
  letter: z.string().length(1),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

/** A category given by id or by its slug (in either locale). */
export const faqCategoryRefSchema = z.union([
  z.number().int().min(1),
  z.string().regex(/^\d{1,15}$/).transform(Number).pipe(z.number().int().min(1)),
  slugSchema,
]);

/** POST /api/faq/questions/search (§7: locale and an optional category scope). */
export const faqSearchBodySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  category: faqCategoryRefSchema.optional(),
});
export type FaqSearchBody = z.input<typeof faqSearchBodySchema>;

export const faqLocaleQuerySchema = z.object({ locale: localeSchema.default('fr') });
export const faqIdParamsSchema = idParamsSchema;
