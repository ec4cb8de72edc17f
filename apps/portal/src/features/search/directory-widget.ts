import type { Connector, Widget } from 'instantsearch.js';
import type { AlgoliaSearchHelper, SearchParameters } from 'algoliasearch-helper';
import { useConnector } from 'react-instantsearch';
import { MAP_AREA_HITS_PER_PAGE, SEARCH_HITS_PER_PAGE } from '@sam/contracts';
import { allOf, openAtClause } from './open-now-filter';
import { isAreaZone, parseAreaZone, parseDrawnZone, zoneSearchParameters, type SearchIndexUiState, type SearchZone, type ZoneFilter } from '@sam/search-map';

export type MapUiState = NonNullable<SearchIndexUiState['map']>;

export type DirectoryState = {
  map: MapUiState;
  bookmarks: boolean;
  /** Open now ('now') or at a Brussels date and time (issue 17). */
  openAt?: string;
};

export type DirectoryWidgetParams = {
  /** The filter of an area zone when it is known (cache filled by the loader, the map and the lists). */
  resolveZone: (zone: string) => ZoneFilter | undefined;
  /** Fetches an area zone's filter that is not known yet (back/forward to a zone of another visit). */
  loadZone: (zone: string) => Promise<ZoneFilter | null>;
  /** The current user's opaque bookmark token, when logged in. */
  bookmarkToken: string | null;
  /** The area facets a new zone replaces (province, arrondissement, commune, quartier). */
  areaAttributes: string[];
};

export type DirectoryRenderState = {
  state: DirectoryState;
  /** The zone the search is filtered on, as parsed from the state. */
  zone: SearchZone | null;
  /** The zone's names and geometry once known. */
  zoneFilter: ZoneFilter | null;
  /** Sets the directory's own state in one search; a new zone goes back to page 1. */
  refine: (next: DirectoryState) => void;
};

type DirectoryWidgetDescription = {
  $$type: 'sam.directory';
  renderState: DirectoryRenderState;
  indexRenderState: { samDirectory: DirectoryRenderState };
  indexUiState: { map?: MapUiState; bookmarks?: boolean; openAt?: string };
};

const zoneOf = (map: MapUiState): SearchZone | null => (map.zone ? parseAreaZone(map.zone) : map.polygon ? parseDrawnZone(map.polygon) : null);
const zoneKey = (map: MapUiState) => map.zone ?? map.polygon ?? '';

const clean = (map: MapUiState): MapUiState => {
  const out: MapUiState = {};
  if (map.show) out.show = true;
  if (map.zone) out.zone = map.zone;
  else if (map.polygon) out.polygon = map.polygon;
  if (map.address) out.address = map.address;
  return out;
};

/**
 * The directory's map state (zone → insidePolygon or around a point, 100 hits a page, spec §9;
 * showMap; lastAddressSearch) and the "my bookmarks" filter, kept in InstantSearch's uiState so
 * they live in the URL with the rest of the search.
 */
export const connectDirectory: Connector<DirectoryWidgetDescription, DirectoryWidgetParams> =
  (renderFn, unmountFn = () => undefined) =>
  (widgetParams) => {
    const { resolveZone, loadZone, bookmarkToken, areaAttributes } = widgetParams;
    let current: DirectoryState = { map: {}, bookmarks: false };
    let helperRef: AlgoliaSearchHelper | undefined;
    let refine: DirectoryRenderState['refine'] | undefined;

    const filterOf = (map: MapUiState) => {
      const zone = zoneOf(map);
      if (!zone) return null;
      return isAreaZone(zone) ? (resolveZone(map.zone!) ?? null) : zone;
    };

    const apply = (parameters: SearchParameters, state: DirectoryState): SearchParameters => {
      const zone = zoneOf(state.map);
      const filter = filterOf(state.map);
      const geo = filter ? zoneSearchParameters(filter) : {};
      if (zone && isAreaZone(zone) && !filter && helperRef) {
        // Not known yet: fetch it, then search again with it.
        const wanted = state.map.zone!;
        loadZone(wanted)
          .then((loaded) => {
            if (loaded && helperRef && current.map.zone === wanted) helperRef.setState(apply(helperRef.state, current)).search();
          })
          .catch(() => undefined);
      }
      return parameters.setQueryParameters({
        insidePolygon: geo.insidePolygon,
        aroundLatLng: geo.aroundLatLng,
        aroundRadius: geo.aroundRadius,
        hitsPerPage: zone ? MAP_AREA_HITS_PER_PAGE : SEARCH_HITS_PER_PAGE,
        filters: allOf(state.bookmarks && bookmarkToken ? `bookmarkers.titre:"${bookmarkToken}"` : undefined, openAtClause(state.openAt, new Date())),
      } as Partial<SearchParameters>);
    };

    const renderState = (helper: AlgoliaSearchHelper): DirectoryRenderState => {
      refine ??= (next) => {
        const zoneChanged = zoneKey(next.map) !== zoneKey(current.map);
        const filtersChanged = zoneChanged || next.bookmarks !== current.bookmarks || next.openAt !== current.openAt;
        current = { map: clean(next.map), bookmarks: Boolean(next.bookmarks && bookmarkToken), ...(next.openAt ? { openAt: next.openAt } : {}) };
        let state = filtersChanged ? helper.state.setPage(0) : helper.state;
        // A new zone is the visitor's new answer to "where": it replaces the area facets.
        if (zoneChanged && zoneKey(current.map)) for (const attribute of areaAttributes) state = state.clearRefinements(attribute);
        helper.setState(apply(state, current)).search();
      };
      const filter = filterOf(current.map);
      return { state: current, zone: zoneOf(current.map), zoneFilter: filter && 'name_fr' in filter ? filter : null, refine };
    };

    const widget: Widget<DirectoryWidgetDescription & { widgetParams: typeof widgetParams }> = {
      $$type: 'sam.directory',
      init({ helper, instantSearchInstance }) {
        helperRef = helper;
        renderFn({ ...renderState(helper), widgetParams, instantSearchInstance }, true);
      },
      render({ helper, instantSearchInstance }) {
        renderFn({ ...renderState(helper), widgetParams, instantSearchInstance }, false);
      },
      dispose({ state }) {
        unmountFn();
        return state.setQueryParameters({ insidePolygon: undefined, aroundLatLng: undefined, aroundRadius: undefined, hitsPerPage: undefined, filters: undefined } as Partial<SearchParameters>);
      },
      getRenderState(indexRenderState, { helper }) {
        return { ...indexRenderState, samDirectory: renderState(helper) };
      },
      getWidgetRenderState({ helper }) {
        return { ...renderState(helper), widgetParams };
      },
      getWidgetUiState(uiState) {
        const { map: _map, bookmarks: _bookmarks, openAt: _openAt, ...rest } = uiState;
        const map = clean(current.map);
        return { ...rest, ...(Object.keys(map).length > 0 ? { map } : {}), ...(current.bookmarks ? { bookmarks: true } : {}), ...(current.openAt ? { openAt: current.openAt } : {}) };
      },
      getWidgetSearchParameters(parameters, { uiState }) {
        current = { map: clean(uiState.map ?? {}), bookmarks: Boolean(uiState.bookmarks && bookmarkToken), ...(uiState.openAt ? { openAt: uiState.openAt } : {}) };
        return apply(parameters, current);
      },
    };
    return widget;
  };

export function useDirectory(params: DirectoryWidgetParams) {
  return useConnector<DirectoryWidgetParams, DirectoryWidgetDescription>(connectDirectory, params);
}
