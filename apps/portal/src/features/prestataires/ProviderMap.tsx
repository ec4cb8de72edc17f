import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Address } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { useTextsForBrowser } from '../../shared/page-messages';
import styles from './ProviderPage.module.css';

// OpenLayers from its own entry, in the browser only and only once asked for: the page's first paint never pays for it.
const SearchMap = lazy(() => import('@sam/search-map/map'));
const noop = () => undefined;
const subscribeNever = () => noop;
const MAP_BUTTON = ['search.map.show'] as const;

/** The listing's located, visible addresses on a small map, behind a button; the address list above is the accessible version. */
export function ProviderMap({ addresses, title, locale, tilesUrl }: { addresses: Address[]; title: string; locale: Locale; tilesUrl: string | null }) {
  // Rendered in the browser only (the server cannot run OpenLayers), without a mismatch on hydration.
  const mounted = useSyncExternalStore(subscribeNever, () => true, () => false);
  const [shown, setShown] = useState(false);
  const located = addresses.filter((a) => a.is_visible && a.lat !== null && a.lon !== null);
  // The button shows in the browser only: the page carries its label (shared/page-messages.tsx).
  useTextsForBrowser(located.length > 0 ? MAP_BUTTON : []);
  if (located.length === 0 || !mounted) return null;
  const hits = located.map((a) => ({
    objectID: String(a.id),
    lat: a.lat as number,
    lng: a.lon as number,
    title,
    href: '#provider-addresses',
    address: `${[a.street, a.number].filter(Boolean).join(' ')}, ${a.postal_code} ${a.locality}`,
  }));
  return (
    <div className={styles.map}>
      <button type="button" aria-expanded={shown} aria-controls="provider-map" onClick={() => setShown((value) => !value)}>
        <FormattedMessage id={shown ? 'search.map.hide' : 'search.map.show'} />
      </button>
      <div id="provider-map" hidden={!shown}>
        {shown ? (
          <Suspense fallback={<p role="status"><FormattedMessage id="search.map.loading" /></p>}>
            <SearchMap locale={locale} geoBaseUrl="/geo" hits={hits} zone={null} communes={[]} onAreaSelect={noop} onPolygonDraw={noop} onAddressFound={noop} tilesUrl={tilesUrl} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
