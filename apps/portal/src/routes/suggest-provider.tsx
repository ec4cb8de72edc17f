import { useLoaderData, type MetaFunction } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { pathFor } from '@sam/i18n-routes';
import { SuggestProviderForm } from '../features/suggestions/SuggestionForms';
import { SuggestionPage } from '../features/suggestions/SuggestionPage';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

/** §2 /fr/suggerer-un-prestataire. */
export const loader = pageLoader('suggerer-un-prestataire', 'page.suggerer-un-prestataire', 'suggest.prestataire.description');
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function SuggestProviderRoute() {
  const { locale } = useLoaderData<typeof loader>();
  return (
    <SuggestionPage
      titleId="page.suggerer-un-prestataire"
      leadId="suggest.prestataire.lead"
      note={<FormattedMessage id="suggest.prestataire.own" values={{ link: (text) => <a key="register" href={pathFor('auth-register', locale)}>{text}</a> }} />}
    >
      <SuggestProviderForm locale={locale} privacyHref={pathFor('content-politique-de-confidentialite-vie-privee', locale)} />
    </SuggestionPage>
  );
}
