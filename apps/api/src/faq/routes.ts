import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { faqIdParamsSchema, faqLocaleQuerySchema, faqSearchBodySchema, PAGE_SIZE } from '@sam/contracts';
import { fieldError, notFound } from '../http-error';
import { parse, parseBody } from '../plugins/validation';
import { FaqRepository } from './repository';

/** §8: an id that fails validation is a missing page (404), like an unknown one. */
function idParam(request: FastifyRequest): number {
  const params = faqIdParamsSchema.safeParse(request.params);
  if (!params.success) throw notFound();
  return params.data.id;
}

/** §7 FAQ and glossary: public, read-only, answered in the requested locale. */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  const faq = new FaqRepository(app.db);

  app.post('/api/faq/questions/search', { config: { csrf: false } }, async (request) => {
    const { locale, q, category, page } = parseBody(faqSearchBodySchema, request);
    let categoryId: number | undefined;
    if (category !== undefined) {
      const found = await faq.findCategoryRef(category, locale);
      if (!found) throw fieldError('category', 'validation.invalid');
      categoryId = found.id;
    }
    const perPage = PAGE_SIZE.searchHits;
    const { hits, total } = await faq.search({ locale, q: q || undefined, categoryId, page, perPage });
    return { data: hits, meta: { current_page: page, per_page: perPage, total } };
  });

  app.get('/api/faq/questions/:id', async (request) => {
    const { locale } = parse(faqLocaleQuerySchema, request.query, request);
    const question = await faq.findQuestion(idParam(request), locale);
    if (!question) throw notFound();
    return { data: question };
  });

  app.get('/api/faq/categories', async (request) => {
    const { locale } = parse(faqLocaleQuerySchema, request.query, request);
    return { data: await faq.listCategories(locale) };
  });

  app.get('/api/faq/categories/:id', async (request) => {
    const { locale } = parse(faqLocaleQuerySchema, request.query, request);
    const category = await faq.findCategory(idParam(request), locale);
    if (!category) throw notFound();
    return { data: category };
  });

  app.get('/api/glossaire/terms', async (request) => {
    const { locale } = parse(faqLocaleQuerySchema, request.query, request);
    return { data: await faq.listTerms(locale) };
  });
};
