import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { networksEndpoints } from '@sam/contracts';
import { appHref, pathFor } from '@sam/i18n-routes';
import { NetworksPage } from '../features/networks/NetworksPage';
import { callApi } from '../api.server';
import { useRootData } from '../root-data';
import { portalOrigins } from '../app-links.server';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

const basics = pageLoader('reseaux-sam', 'page.reseaux-sam', 'networks.description');

/** §2 /fr/reseaux-sam: provider networks, with the way in through the dashboard (travailler-en-reseau). */
export async function loader(args: LoaderFunctionArgs) {
  const page = basics(args);
  const { locale } = page;
  // The list is a bonus: without the API the page still explains networks.
  const networks = await callApi(args.request, networksEndpoints.listNetworks, {}, locale)
    .then((r) => r.data)
    .catch(() => []);
  return {
    ...page,
    networks,
    links: {
      dashboard: appHref({ route: 'dashboard-index-reseau-light', locale, origins: portalOrigins(), from: 'portal' }),
      register: pathFor('auth-register', locale),
      contact: pathFor('contact', locale),
    },
  };
}
export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ReseauxSamRoute() {
  const { links, locale, networks } = useLoaderData<typeof loader>();
  const apiBase = useRootData()?.config.apiPublicUrl ?? '';
  return <NetworksPage links={links} locale={locale} networks={networks} apiBase={apiBase} />;
}
