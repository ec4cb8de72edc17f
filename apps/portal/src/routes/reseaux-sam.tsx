import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { NetworksPage } from '../features/networks/NetworksPage';
import { portalConfig } from '../config.server';
import { pageLoader } from '../page-loader.server';
import { pageMeta } from '../seo';

const basics = pageLoader('reseaux-sam', 'page.reseaux-sam', 'networks.description');

/** §2 /fr/reseaux-sam: provider networks, with the way in through the dashboard (travailler-en-reseau). */
export function loader(args: LoaderFunctionArgs) {
  const page = basics(args);
  const { locale } = page;
  return {
    ...page,
    links: {
      dashboard: `${portalConfig.dashboardOrigin}${pathFor('dashboard-index-reseau-light', locale)}`,
      register: pathFor('auth-register', locale),
      contact: pathFor('contact', locale),
    },
  };
}
export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ReseauxSamRoute() {
  const { links } = useLoaderData<typeof loader>();
  return <NetworksPage links={links} />;
}
