import { lazy, Suspense, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHits } from 'react-instantsearch';
import type { PrestataireAddressRecord, SearchLocale } from '@sam/contracts';
import { formatAreaZone, formatDrawnZone, type AreaZone, type DrawnZone, type GeocodedPlace, type ZoneFilter } from '@sam/search-map';
import type { SearchMapHit } from '@sam/search-map/map';
import { textLang } from '../../shared/lang/text-lang';
import { areaDirectory } from './areas';
import { useIsClient } from './browser-state';
import type { DirectoryRenderState } from './directory-widget';
import { formatAddress, providerHref } from './format';
import { focusResultsHeading } from './results-focus';
import { GEO_BASE_URL, loadZone, rememberZone } from './zone-cache';
import styles from './Search.module.css';

// OpenLayers only in the browser, and only once the map is asked for.
const SearchMap = lazy(() => import('@sam/search-map/map'));

/** The showMap toggle and the map of the directory's hits (spec §3 "Map layers"). */
export function MapPanel({ locale, directory, tilesUrl }: { locale: SearchLocale; directory: DirectoryRenderState; tilesUrl: string | null }) {
  const { state, zone, refine } = directory;
  const { items } = useHits<PrestataireAddressRecord>();
  const mounted = useIsClient();
  const show = Boolean(state.map.show);

  const hits = useMemo<SearchMapHit[]>(
    () =>
      items
        .filter((hit) => hit._geoloc)
        .map((hit) => ({
          objectID: hit.objectID,
          lat: hit._geoloc.lat,
          lng: hit._geoloc.lng,
          title: hit.title,
          lang: textLang(hit.text_language, locale),
          href: providerHref(hit, locale),
          address: formatAddress(hit.address),
        })),
    [items, locale],
  );

  const onAreaSelect = (area: AreaZone, filter: ZoneFilter) => {
    const key = formatAreaZone(area);
    rememberZone(key, filter);
    refine({ ...state, map: { show: true, zone: key, address: state.map.address } });
  };
  // A finished zone ("Terminer la zone" removes its button): the focus goes on to the results.
  const onPolygonDraw = (drawn: DrawnZone) => {
    refine({ ...state, map: { show: true, polygon: formatDrawnZone(drawn) } });
    focusResultsHeading();
  };
  const onAddressFound = (text: string, place: GeocodedPlace) => {
    const key = `communes:${place.communeId}`;
    loadZone(key)
      .then((filter) => {
        if (filter) refine({ ...state, map: { show: true, zone: key, address: text } });
      })
      .catch(() => undefined);
  };

  return (
    <section className={styles.mapPanel} aria-labelledby="search-map-title">
      <div className={styles.mapHeader}>
        <h3 id="search-map-title" className={styles.facetTitle}>
          <FormattedMessage id="search.map.title" />
        </h3>
        <button type="button" className={styles.secondaryButton} aria-expanded={show} aria-controls="search-map-body" onClick={() => refine({ ...state, map: { ...state.map, show: !show } })}>
          <FormattedMessage id={show ? 'search.map.hide' : 'search.map.show'} />
        </button>
      </div>
      <div id="search-map-body" hidden={!show}>
        {show && mounted ? (
          <Suspense
            fallback={
              <p role="status">
                <FormattedMessage id="search.map.loading" />
              </p>
            }
          >
            <SearchMap
              locale={locale}
              geoBaseUrl={GEO_BASE_URL}
              hits={hits}
              zone={zone}
              communes={areaDirectory.index.commune}
              address={state.map.address}
              onAreaSelect={onAreaSelect}
              onPolygonDraw={onPolygonDraw}
              onAddressFound={onAddressFound}
              tilesUrl={tilesUrl}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
