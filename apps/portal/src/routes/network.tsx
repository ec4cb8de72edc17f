import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { NetworkPage } from '../features/networks/NetworkPage';
import { loadNetworkPage } from '../features/networks/network-loader.server';
import { useRootData } from '../root-data';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** §2 /{locale}/reseaux-de-prestataires/{slug}: a provider's network (slug = the head provider's). */
export async function loader(args: LoaderFunctionArgs) {
  const page = await loadNetworkPage(args);
  return { ...page, alternates: page.current, seo: { ...page.seo, alternates: page.current } };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function NetworkRoute() {
  const { locale, network } = useLoaderData<typeof loader>();
  const config = useRootData()?.config;
  return <NetworkPage locale={locale} network={network} apiBase={config?.apiPublicUrl ?? ''} tilesUrl={config?.mapTilesUrl ?? null} />;
}
