import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import type { PrestataireSearchHit } from '@sam/contracts';
import { HomePage } from '../features/home/HomePage';
import { apiFetch } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const intl = intlFor(locale);
  // The home page stays up when the directory is unreachable: the list is simply left out.
  const latest = await apiFetch<{ data: PrestataireSearchHit[]; meta: { total: number } }>(request, '/api/prestataires/search', locale, {
    method: 'POST',
    body: { page: 1, locale },
  }).catch(() => null);
  return {
    locale,
    listings: latest?.data.slice(0, 6) ?? [],
    total: latest?.meta.total ?? null,
    seo: {
      title: intl.formatMessage({ id: 'home.title' }),
      description: intl.formatMessage({ id: 'home.description' }),
      locale,
      origin: portalConfig.portalOrigin,
      alternates: { fr: pathFor('index', 'fr'), nl: pathFor('index', 'nl') },
    },
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function HomeRoute() {
  const { locale, listings, total } = useLoaderData<typeof loader>();
  return <HomePage locale={locale} listings={listings} total={total} />;
}
