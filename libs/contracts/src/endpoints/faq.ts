import { z } from 'zod';
import { listMetaSchema } from '../common';
import { defineEndpoint } from '../http/endpoint';
import {
  faqCategorySchema,
  faqCategoryWithCountSchema,
  faqIdParamsSchema,
  faqLocaleQuerySchema,
  faqQuestionSchema,
  faqSearchBodySchema,
  glossaryTermSchema,
} from '../faq';

const tags = ['FAQ and glossary'];

/** §7 FAQ and glossary: public, read-only, answered in the requested locale. */
export const faqEndpoints = {
  searchQuestions: defineEndpoint({
    id: 'faq.searchQuestions',
    method: 'POST',
    path: '/api/faq/questions/search',
    summary: 'Search the questions (text, category), one page of 20',
    tags,
    access: 'public',
    csrf: false,
    body: faqSearchBodySchema,
    response: z.object({ data: z.array(faqQuestionSchema), meta: listMetaSchema }),
  }),
  getQuestion: defineEndpoint({
    id: 'faq.getQuestion',
    method: 'GET',
    path: '/api/faq/questions/{id}',
    summary: 'One question and its answer',
    tags,
    access: 'public',
    params: faqIdParamsSchema,
    query: faqLocaleQuerySchema,
    response: z.object({ data: faqQuestionSchema }),
    errors: [404],
  }),
  listCategories: defineEndpoint({
    id: 'faq.listCategories',
    method: 'GET',
    path: '/api/faq/categories',
    summary: 'The categories with their number of questions',
    tags,
    access: 'public',
    query: faqLocaleQuerySchema,
    response: z.object({ data: z.array(faqCategoryWithCountSchema) }),
  }),
  getCategory: defineEndpoint({
    id: 'faq.getCategory',
    method: 'GET',
    path: '/api/faq/categories/{id}',
    summary: 'One category',
    tags,
    access: 'public',
    params: faqIdParamsSchema,
    query: faqLocaleQuerySchema,
    response: z.object({ data: faqCategorySchema }),
    errors: [404],
  }),
  listGlossaryTerms: defineEndpoint({
    id: 'faq.listGlossaryTerms',
    method: 'GET',
    path: '/api/glossaire/terms',
    summary: 'Every glossary term, filed by letter',
    tags,
    access: 'public',
    query: faqLocaleQuerySchema,
    response: z.object({ data: z.array(glossaryTermSchema) }),
  }),
} as const;
