import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { NetworkPageV1 } from '../features/networks/NetworkPage';
import { loadNetworkPage } from '../features/networks/network-loader.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/**
 * §2 /{locale}/reseaux-de-prestataires-v1/{slug}: the older presentation of a network, kept for old
 * links. Its canonical and hreflang point to the current version, so search engines index that one.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await loadNetworkPage(args);
  const slug = page.network.head.slug;
  const alternates = {
    fr: pathFor('reseaux-de-prestataires-v1-slug', 'fr', { slug }),
    nl: pathFor('reseaux-de-prestataires-v1-slug', 'nl', { slug }),
  };
  return { ...page, alternates, seo: { ...page.seo, alternates: page.current } };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function NetworkV1Route() {
  const { locale, network, current } = useLoaderData<typeof loader>();
  return <NetworkPageV1 locale={locale} network={network} currentHref={current[locale]} />;
}
