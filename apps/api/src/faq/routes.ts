import type { FastifyPluginAsync } from 'fastify';
import { faqEndpoints, PAGE_SIZE } from '@sam/contracts';
import { fieldError, notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { FaqRepository } from './repository';

/** §7 FAQ and glossary: public, read-only, answered in the requested locale. */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  const faq = new FaqRepository(app.db);

  routes(app, faqEndpoints, {
    searchQuestions: async ({ body: { locale, q, category, page } }) => {
      let categoryId: number | undefined;
      if (category !== undefined) {
        const found = await faq.findCategoryRef(category, locale);
        if (!found) throw fieldError('category', 'validation.invalid');
        categoryId = found.id;
      }
      const perPage = PAGE_SIZE.searchHits;
      const { hits, total } = await faq.search({ locale, q: q || undefined, categoryId, page, perPage });
      return { data: hits, meta: { current_page: page, per_page: perPage, total } };
    },
    getQuestion: async ({ params, query }) => {
      const question = await faq.findQuestion(params.id, query.locale);
      if (!question) throw notFound();
      return { data: question };
    },
    listCategories: async ({ query }) => ({ data: await faq.listCategories(query.locale) }),
    getCategory: async ({ params, query }) => {
      const category = await faq.findCategory(params.id, query.locale);
      if (!category) throw notFound();
      return { data: category };
    },
    listGlossaryTerms: async ({ query }) => ({ data: await faq.listTerms(query.locale) }),
  });
};
