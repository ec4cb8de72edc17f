import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { faqEndpoints } from '@sam/contracts';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { GlossaryPage } from '../features/faq/GlossaryPage';
import { callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const intl = intlFor(locale);
  const { data: terms } = await callApi(request, faqEndpoints.listGlossaryTerms, { query: { locale } }, locale);
  return {
    terms,
    seo: {
      title: intl.formatMessage({ id: 'glossary.title' }),
      description: intl.formatMessage({ id: 'glossary.description' }),
      locale,
      origin: portalConfig.portalOrigin,
      alternates: { fr: pathFor('glossaire', 'fr'), nl: pathFor('glossaire', 'nl') },
    },
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function GlossaryRoute() {
  const { terms } = useLoaderData<typeof loader>();
  return <GlossaryPage terms={terms} />;
}
