import { lazy, Suspense, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NetworkMember } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';

// OpenLayers from its own entry, in the browser only: the page's first paint never pays for it.
const SearchMap = lazy(() => import('@sam/search-map/map'));
const noop = () => undefined;
const subscribeNever = () => noop;

/** The map tab: each located member at its first visible address (the members tab is the accessible list). */
export function NetworkMap({ members, locale, tilesUrl, hrefOf }: { members: readonly NetworkMember[]; locale: Locale; tilesUrl: string | null; hrefOf: (member: NetworkMember) => string }) {
  const mounted = useSyncExternalStore(subscribeNever, () => true, () => false);
  const located = members.filter((m) => m.location);
  if (located.length === 0)
    return (
      <p>
        <FormattedMessage id="networks.map.none" />
      </p>
    );
  if (!mounted) return null;
  const hits = located.map((m) => ({
    objectID: String(m.id),
    lat: m.location!.lat,
    lng: m.location!.lon,
    title: m.title,
    href: hrefOf(m),
    address: m.commune?.[locale] ?? m.locality ?? '',
  }));
  return (
    <Suspense fallback={<p role="status"><FormattedMessage id="search.map.loading" /></p>}>
      <SearchMap locale={locale} geoBaseUrl="/geo" hits={hits} zone={null} communes={[]} onAreaSelect={noop} onPolygonDraw={noop} onAddressFound={noop} tilesUrl={tilesUrl} />
    </Suspense>
  );
}
