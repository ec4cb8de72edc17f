import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { faqEndpoints, type FaqCategoryWithCount, type FaqQuestion } from '@sam/contracts';
import { localeOfPath, type Locale } from '@sam/i18n-routes';
import { FaqPage } from '../features/faq/FaqPage';
import { faqHref, readFaqFilters } from '../features/faq/faq-helpers';
import { callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** The search pages through 20 questions at a time; the FAQ page shows them all (bounded). */
const MAX_PAGES = 25;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const intl = intlFor(locale);
  const filters = readFaqFilters(url);

  const otherLocale: Locale = locale === 'fr' ? 'nl' : 'fr';
  const [{ data: categories }, { data: otherCategories }] = await Promise.all(
    [locale, otherLocale].map((l) => callApi(request, faqEndpoints.listCategories, { query: { locale: l } }, locale)),
  );
  // A theme link from the other language still works: the slug is looked up in both, then shown in this one.
  let category: FaqCategoryWithCount | undefined;
  if (filters.category) {
    const id = [...categories, ...otherCategories].find((c) => c.slug === filters.category)?.id;
    category = categories.find((c) => c.id === id);
    // §8: an unknown theme is a missing page.
    if (!category) throw data(null, { status: 404 });
  }
  const otherCategory = otherCategories.find((c) => c.id === category?.id);

  const questions: FaqQuestion[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await callApi(request, faqEndpoints.searchQuestions, {
      body: { locale, page, ...(filters.q ? { q: filters.q } : {}), ...(category ? { category: category.id } : {}) },
    }, locale);
    questions.push(...result.data);
    if (result.data.length === 0 || questions.length >= result.meta.total) break;
  }

  // A theme is a page of its own (canonical and hreflang carry it); a search or a deep link is not.
  const alternates = {
    [locale]: faqHref(locale, { category: category?.slug }),
    [otherLocale]: faqHref(otherLocale, { category: otherCategory?.slug }),
  } as Record<Locale, string>;
  return {
    locale,
    categories,
    questions,
    category: category?.slug ?? null,
    q: filters.q,
    openId: filters.question,
    seo: {
      title: category ? `${category.titre} – ${intl.formatMessage({ id: 'faq.title' })}` : intl.formatMessage({ id: 'faq.title' }),
      description: intl.formatMessage({ id: 'faq.description' }),
      locale,
      origin: portalConfig.portalOrigin,
      alternates,
    },
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function FaqRoute() {
  const { locale, categories, questions, category, q, openId } = useLoaderData<typeof loader>();
  return <FaqPage locale={locale} categories={categories} questions={questions} category={category} q={q} openId={openId} />;
}
