import { useLoaderData, type MetaFunction } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { SuggestInfoForm } from '../features/suggestions/SuggestionForms';
import { SuggestionPage } from '../features/suggestions/SuggestionPage';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

/** §2 /fr/suggerer-une-information-utile. */
export const loader = pageLoader('suggerer-une-information-utile', 'page.suggerer-une-information-utile', 'suggest.info.description');
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function SuggestInfoRoute() {
  const { locale } = useLoaderData<typeof loader>();
  return (
    <SuggestionPage titleId="page.suggerer-une-information-utile" leadId="suggest.info.lead">
      <SuggestInfoForm locale={locale} privacyHref={pathFor('content-politique-de-confidentialite-vie-privee', locale)} />
    </SuggestionPage>
  );
}
