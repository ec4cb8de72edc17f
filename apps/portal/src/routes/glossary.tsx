import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { faqEndpoints } from '@sam/contracts';
import { localeOfPath } from '@sam/i18n-routes';
import { GlossaryPage } from '../features/faq/GlossaryPage';
import { callApi } from '../api.server';
import { routeSeo } from '../page-loader.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { data: terms } = await callApi(request, faqEndpoints.listGlossaryTerms, { query: { locale } }, locale);
  return { terms, seo: routeSeo('glossaire', locale, 'glossary.title', 'glossary.description') };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function GlossaryRoute() {
  const { terms } = useLoaderData<typeof loader>();
  return <GlossaryPage terms={terms} />;
}
