import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature, { type FeatureLike } from 'ol/Feature';
import Overlay from 'ol/Overlay';
import Point from 'ol/geom/Point';
import Polygon, { circular } from 'ol/geom/Polygon';
import MultiPolygon from 'ol/geom/MultiPolygon';
import VectorLayer from 'ol/layer/Vector';
import TileLayer from 'ol/layer/Tile';
import VectorSource from 'ol/source/Vector';
import ClusterSource from 'ol/source/Cluster';
import XYZ from 'ol/source/XYZ';
import Draw from 'ol/interaction/Draw';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import Attribution from 'ol/control/Attribution';
import Zoom from 'ol/control/Zoom';
import ScaleLine from 'ol/control/ScaleLine';
import { boundingExtent } from 'ol/extent';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import type { SearchLocale } from '@sam/contracts';
import 'ol/ol.css';
import { MAP_ATTRIBUTIONS, MAP_LAYERS } from './layers';
import { isAreaZone, MAX_DRAWN_POINTS, type AreaLayer, type AreaZone, type DrawnZone, type SearchZone, type ZoneFilter } from './zone';
import { createGeocoder, type GeocodedPlace, type LocaliteFeature } from './geocode';
import { loadBoundaryLayer, loadLevel, loadZoneFilter } from './geo-data';
import { isLabelled, LAYER_RANGES, levelsOf, placesInView, unpackGeometry, wrapLabel, type PackedLayer, type PlaceLabel } from './geo-levels';
import { LAYER_LOOKS, MAP_COLOURS } from './map-colours';
import styles from './map.module.css';

/** A search hit as the map draws it. */
export interface SearchMapHit {
  objectID: string;
  lat: number;
  lng: number;
  title: string;
  /** The `lang` of the title when it is not in the page's language (WCAG 3.1.2). */
  lang?: string;
  href: string;
  address: string;
}

export interface SearchMapProps {
  locale: SearchLocale;
  /** Where the boundary files are served ('/geo', libs/search-map/src/geo-assets.vite.ts). */
  geoBaseUrl: string;
  hits: SearchMapHit[];
  /** The zone the search is filtered on, outlined on the map. */
  zone: SearchZone | null;
  /** Communes for the address search (names per locale). */
  communes: { id: string; fr: string; nl: string }[];
  /** The address last searched (spec §3 lastAddressSearch). */
  address?: string;
  onAreaSelect: (zone: AreaZone, filter: ZoneFilter) => void;
  onPolygonDraw: (zone: DrawnZone) => void;
  /** An address found: the page filters on its commune. */
  onAddressFound: (text: string, place: GeocodedPlace) => void;
  /** Optional XYZ base tiles ('https://…/{z}/{x}/{y}.png', MAP_TILES_URL); without it the boundaries are the map. */
  tilesUrl?: string | null;
}

/** Belgium in lon/lat, for the first view. */
const BELGIUM: [number, number, number, number] = [2.54, 49.49, 6.41, 51.51];
const FIT_PADDING = [16, 16, 16, 16];
/** Below this resolution the communes get their full border colour (they are named from there). */
const COMMUNES_NAMED_BELOW = LAYER_RANGES.communes.label!.below;

/** Polygons need a fill to be clickable inside: an invisible one for all but the provinces (the land). */
const CLICKABLE = new Fill({ color: 'rgba(255, 255, 255, 0.01)' });

/** The look of one layer (map-colours.ts): thin borders, light fills; the hovered area stands out. */
function layerStyles(layer: AreaLayer, overTiles: boolean) {
  const look = LAYER_LOOKS[layer];
  const stroke = new Stroke({ color: look.stroke, width: look.width, lineDash: look.dash });
  const hover = new Style({ fill: new Fill({ color: MAP_COLOURS.hoverFill }), stroke: new Stroke({ color: MAP_COLOURS.hoverStroke, width: 2 }), zIndex: 1 });
  if (layer === 'localites') {
    const dot = (radius: number, colour: string) => new Style({ image: new Circle({ radius, fill: new Fill({ color: colour }), stroke: new Stroke({ color: '#fff', width: 1.5 }) }) });
    return { base: dot(4, look.stroke), faint: dot(4, look.stroke), hover: dot(6, MAP_COLOURS.hoverStroke) };
  }
  const fill = layer === 'provinces' ? new Fill({ color: overTiles ? MAP_COLOURS.landOverTiles : MAP_COLOURS.land }) : CLICKABLE;
  const base = new Style({ fill, stroke });
  const faint = look.faint ? new Style({ fill, stroke: new Stroke({ color: look.faint, width: 0.6 }) }) : base;
  return { base, faint, hover };
}

/** The name of an area, drawn at its label point (computed at build time on the exact outline). */
function labelStyle(layer: AreaLayer, name: string, at: Point): Style {
  const font = layer === 'provinces' ? '700 14px system-ui, sans-serif' : layer === 'communes' ? '600 12px system-ui, sans-serif' : '500 11px system-ui, sans-serif';
  return new Style({
    geometry: at,
    text: new Text({
      text: wrapLabel(name),
      font,
      fill: new Fill({ color: MAP_COLOURS.label }),
      stroke: new Stroke({ color: MAP_COLOURS.halo, width: 3.5 }),
      overflow: true,
      // Point names sit beside their dot.
      offsetY: layer === 'localites' ? -12 : 0,
    }),
    zIndex: 2,
  });
}

const markerStyleCache = new Map<number, Style>();
function markerStyle(size: number): Style {
  let style = markerStyleCache.get(size);
  if (!style) {
    style = new Style({
      image: new Circle({ radius: size > 1 ? 11 + Math.min(8, Math.log2(size) * 2) : 8, fill: new Fill({ color: '#0b5394' }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
      text: size > 1 ? new Text({ text: String(size), fill: new Fill({ color: '#fff' }), font: 'bold 12px sans-serif' }) : undefined,
    });
    markerStyleCache.set(size, style);
  }
  return style;
}

const drawnStyle = new Style({ fill: new Fill({ color: 'rgba(11, 83, 148, 0.15)' }), stroke: new Stroke({ color: '#0b5394', width: 2.5, lineDash: [6, 4] }) });
const selectedStyle = new Style({ fill: new Fill({ color: MAP_COLOURS.selectedFill }), stroke: new Stroke({ color: MAP_COLOURS.selectedStroke, width: 3 }) });

/** Fewer points when a hand-drawn outline has more than the URL keeps. */
function thinRing(ring: number[][]): number[][] {
  if (ring.length <= MAX_DRAWN_POINTS) return ring;
  const step = ring.length / MAX_DRAWN_POINTS;
  return Array.from({ length: MAX_DRAWN_POINTS }, (_, i) => ring[Math.floor(i * step)]);
}

/** A zone's exact outline (its search filter) as map features in the view projection. */
function zoneFeatures(filter: ZoneFilter): Feature[] {
  if (filter.around) {
    const { lng, lat, radius } = filter.around;
    return [new Feature(circular([lng, lat], radius, 64).transform('EPSG:4326', 'EPSG:3857'))];
  }
  return (filter.polygons ?? []).map((flat) => {
    const ring: number[][] = [];
    for (let i = 0; i < flat.length; i += 2) ring.push(fromLonLat([flat[i + 1], flat[i]]));
    return new Feature(new Polygon([[...ring, ring[0]]]));
  });
}

interface Popup {
  coordinate: number[];
  hits: SearchMapHit[];
  /** The hits it was opened on: new results close it. */
  of: SearchMapHit[];
}

/**
 * The search map (spec §3 "Map layers"): the five boundary layers, a layer switcher, a click on an
 * area to search inside it, a free polygon, an address search, and the hits as clustered markers.
 * Each layer comes in levels of detail drawn over zoom ranges (geo-levels.ts), fetched when first
 * drawn; names of provinces on the country view and of communes zoomed in (listed for screen
 * readers under the map). OpenLayers touches the DOM, so the page loads this module in the browser only.
 */
export function SearchMap({ locale, geoBaseUrl, hits, zone, communes, address, onAreaSelect, onPolygonDraw, onAddressFound, tilesUrl }: SearchMapProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const targetRef = useRef<HTMLDivElement>(null);
  // OpenLayers moves an overlay's element around the DOM: React renders into it through a portal.
  const [popupElement] = useState(() => document.createElement('div'));
  const mapRef = useRef<OlMap | null>(null);
  /** Every level's OpenLayers layer, per area layer. */
  const layersRef = useRef(new Map<AreaLayer, VectorLayer<VectorSource>[]>());
  /** Names and label points (view coordinates) of the areas loaded so far, per layer. */
  const labelsRef = useRef(new Map<AreaLayer, Map<string, { fr: string; nl: string; x: number; y: number }>>());
  const markersRef = useRef(new VectorSource<Feature<Point>>());
  const hitsRef = useRef(hits);
  const drawnRef = useRef(new VectorSource());
  const selectionRef = useRef(new VectorSource());
  const drawRef = useRef<Draw | null>(null);
  const overlayRef = useRef<Overlay | null>(null);
  const hoveredRef = useRef<Feature | null>(null);
  const clickedRef = useRef(false);
  // The clicks that drew a polygon still end as map clicks a moment later: they are not area choices.
  const drawEndedRef = useRef(0);
  const callbacks = useRef({ onAreaSelect, onPolygonDraw });
  useEffect(() => {
    callbacks.current = { onAreaSelect, onPolygonDraw };
  });
  const [visible, setVisible] = useState<Record<AreaLayer, boolean>>(() => Object.fromEntries(MAP_LAYERS.map((l) => [l.source, l.visible])) as Record<AreaLayer, boolean>);
  const visibleRef = useRef(visible);
  const [drawing, setDrawing] = useState(false);
  /** Corners placed so far while drawing (the keyboard's finish button needs three). */
  const [corners, setCorners] = useState(0);
  const [openedPopup, setPopup] = useState<Popup | null>(null);
  const popup = openedPopup?.of === hits ? openedPopup : null;
  const [status, setStatus] = useState('');
  const [addressText, setAddressText] = useState(address ?? '');
  const [loading, setLoading] = useState(true);
  /** The names the current view shows, for screen readers (the canvas says nothing). */
  const [places, setPlaces] = useState<string[]>([]);
  /** The view's resolution: the switcher says which layers only show once zoomed in. */
  const [resolution, setResolution] = useState(Infinity);
  const switcherId = useId();
  const addressId = useId();
  const placesId = useId();

  /** Recomputes the list of names in view: the layers switched on and named at this zoom. */
  const updatePlaces = useCallback(() => {
    const map = mapRef.current;
    const view = map?.getView();
    const resolution = view?.getResolution();
    if (!map || !view || resolution === undefined) return;
    const extent = view.calculateExtent(map.getSize());
    const labels: PlaceLabel[] = [];
    for (const definition of MAP_LAYERS) {
      const layer = definition.source;
      if (!visibleRef.current[layer] || !isLabelled(layer, resolution) || resolution >= LAYER_RANGES[layer].drawBelow) continue;
      for (const entry of labelsRef.current.get(layer)?.values() ?? []) labels.push({ name: entry[locale], x: entry.x, y: entry.y });
    }
    setPlaces(placesInView(labels, extent, locale));
  }, [locale]);

  // The map itself, once.
  useEffect(() => {
    const target = targetRef.current!;
    // A fresh map (React may mount twice in development): its own layers, their files fetched once per page.
    layersRef.current = new Map();
    labelsRef.current = new Map();
    const overTiles = Boolean(tilesUrl);
    /** Level files being fetched; the first view is ready when none is left. */
    let pending = 0;
    let firstViewLoaded = false;
    const loaded: string[] = [];
    const settle = () => {
      if (--pending > 0) return;
      target.dataset['loadedLevels'] = loaded.join(' ');
      if (!firstViewLoaded) {
        firstViewLoaded = true;
        setLoading(false);
      }
      updatePlaces();
    };
    const toFeatures = (layer: AreaLayer, packed: PackedLayer) => {
      const labels = labelsRef.current.get(layer) ?? new Map();
      labelsRef.current.set(layer, labels);
      return packed.features.map((item) => {
        const geometry = unpackGeometry(item, packed.scale);
        const feature = new Feature(geometry.type === 'Point' ? new Point(fromLonLat(geometry.coordinates)) : new MultiPolygon(geometry.coordinates).transform('EPSG:4326', 'EPSG:3857'));
        const [lon, lat] = item.at ?? (item.g as [number, number]);
        const at = fromLonLat([lon / packed.scale, lat / packed.scale]);
        feature.setId(item.id);
        feature.setProperties({ name_fr: item.fr, name_nl: item.nl, labelAt: new Point(at) });
        labels.set(item.id, { fr: item.fr, nl: item.nl, x: at[0], y: at[1] });
        return feature;
      });
    };
    const areaLayers = MAP_LAYERS.flatMap((definition) => {
      const layer = definition.source;
      const looks = layerStyles(layer, overTiles);
      const levels = levelsOf(layer).map(({ level, minResolution, maxResolution }) => {
        const source: VectorSource = new VectorSource({
          attributions: [...MAP_ATTRIBUTIONS],
          // Called by OpenLayers when the level is first drawn: the finer levels wait for a zoom.
          loader: (_extent, _resolution, _projection, success, failure) => {
            pending++;
            loadLevel(geoBaseUrl, layer, level.name)
              .then((packed) => {
                const features = toFeatures(layer, packed);
                source.addFeatures(features);
                loaded.push(`${layer}.${level.name}`);
                success?.(features);
              })
              .catch(() => {
                setStatus(t('search.map.loadError'));
                failure?.();
              })
              .finally(settle);
          },
        });
        const vector = new VectorLayer({
          source,
          visible: definition.visible,
          minResolution,
          maxResolution: maxResolution === Infinity ? undefined : maxResolution,
          // Names are decluttered: where two would overlap, one is left out.
          declutter: true,
          style: (feature, resolution) => {
            const look = feature === hoveredRef.current ? looks.hover : layer === 'communes' && resolution >= COMMUNES_NAMED_BELOW ? looks.faint : looks.base;
            if (!isLabelled(layer, resolution)) return look;
            let label = feature.get(`label_${locale}`) as Style | undefined;
            if (!label) {
              label = labelStyle(layer, feature.get(`name_${locale}`) as string, feature.get('labelAt') as Point);
              (feature as Feature).set(`label_${locale}`, label, true);
            }
            return [look, label];
          },
          properties: { areaLayer: layer },
        });
        return vector;
      });
      layersRef.current.set(layer, levels);
      return levels;
    });
    const selection = new VectorLayer({ source: selectionRef.current, style: selectedStyle });
    const markers = new VectorLayer({
      // Its own canvas, above the names of the areas.
      className: 'sam-map-markers',
      source: new ClusterSource({ distance: 36, source: markersRef.current }),
      style: (feature) => markerStyle((feature.get('features') as Feature[]).length),
      properties: { hitMarkers: true },
    });
    const drawn = new VectorLayer({ source: drawnRef.current, style: drawnStyle });
    // OpenLayers' buttons show '+' and '−': give them a spoken name in the page's language.
    const buttonLabel = (symbol: string, text: string) => {
      const label = document.createElement('span');
      const visible = document.createElement('span');
      visible.setAttribute('aria-hidden', 'true');
      visible.textContent = symbol;
      const spoken = document.createElement('span');
      spoken.className = 'sam-visually-hidden';
      spoken.textContent = text;
      label.append(visible, spoken);
      return label;
    };
    const overlay = new Overlay({ element: popupElement, positioning: 'bottom-center', offset: [0, -14], autoPan: { animation: { duration: 200 } } });
    overlayRef.current = overlay;
    const map = new OlMap({
      target,
      layers: [
        ...(tilesUrl ? [new TileLayer({ source: new XYZ({ url: tilesUrl, attributions: '© OpenStreetMap contributors' }) })] : []),
        ...areaLayers,
        selection,
        drawn,
        markers,
      ],
      overlays: [overlay],
      controls: [
        new Zoom({ zoomInLabel: buttonLabel('+', t('search.map.zoomIn')), zoomOutLabel: buttonLabel('−', t('search.map.zoomOut')), zoomInTipLabel: t('search.map.zoomIn'), zoomOutTipLabel: t('search.map.zoomOut') }),
        new Attribution({ collapsible: false }),
        new ScaleLine(),
      ],
      interactions: defaultInteractions({ mouseWheelZoom: true }),
      view: new View({ center: fromLonLat([4.47, 50.5]), zoom: 7, minZoom: 6, maxZoom: 18 }),
    });
    map.getView().fit(transformExtent(BELGIUM, 'EPSG:4326', 'EPSG:3857'), { padding: FIT_PADDING });
    mapRef.current = map;

    // Where the view is, for the end-to-end tests to turn a place into a pixel; and the names in view.
    const publishView = () => {
      const view = map.getView();
      const center = view.getCenter();
      if (center) target.dataset['viewCenter'] = center.map((n) => n.toFixed(2)).join(',');
      target.dataset['viewResolution'] = String(view.getResolution());
      setResolution(view.getResolution() ?? Infinity);
      updatePlaces();
    };
    map.on('moveend', publishView);

    /** The area a click would choose: the one of the highest layer drawn there (or a marker). */
    const pick = (pixel: number[]) => {
      let picked: { feature: FeatureLike; source?: AreaLayer; markers?: boolean } | undefined;
      map.forEachFeatureAtPixel(pixel, (feature, layer) => {
        if (!layer) return false;
        if (layer.get('hitMarkers')) picked = { feature, markers: true };
        else if (layer.get('areaLayer')) picked = { feature, source: layer.get('areaLayer') as AreaLayer };
        return Boolean(picked);
      });
      return picked;
    };
    const hover = (feature: Feature | null) => {
      if (hoveredRef.current === feature) return;
      const previous = hoveredRef.current;
      hoveredRef.current = feature;
      previous?.changed();
      feature?.changed();
    };

    map.on('singleclick', (event) => {
      if (drawRef.current || event.originalEvent.timeStamp - drawEndedRef.current < 600) return;
      const picked = pick(event.pixel);
      if (!picked) return;
      if (picked.markers) {
        const members = (picked.feature.get('features') as Feature[]).map((f) => f.get('hit') as SearchMapHit);
        setPopup({ coordinate: (picked.feature.getGeometry() as Point).getCoordinates(), hits: members, of: hitsRef.current });
        return;
      }
      setPopup(null);
      const area = { layer: picked.source!, id: String(picked.feature.getId()) };
      // The search filters on the exact outline, not on the simplified one drawn.
      loadZoneFilter(geoBaseUrl, area)
        .then((filter) => {
          if (!filter) return;
          clickedRef.current = true;
          callbacks.current.onAreaSelect(area, filter);
        })
        .catch(() => setStatus(t('search.map.loadError')));
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      const picked = drawRef.current ? undefined : pick(event.pixel);
      hover(picked?.source ? (picked.feature as Feature) : null);
      target.style.cursor = picked ? 'pointer' : '';
    });
    const leave = () => hover(null);
    target.addEventListener('pointerleave', leave);

    return () => {
      target.removeEventListener('pointerleave', leave);
      map.setTarget(undefined);
      mapRef.current = null;
    };
    // The map is built once; later prop changes go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Layer switcher.
  useEffect(() => {
    visibleRef.current = visible;
    for (const definition of MAP_LAYERS) for (const layer of layersRef.current.get(definition.source) ?? []) layer.setVisible(visible[definition.source]);
    updatePlaces();
  }, [visible, updatePlaces]);

  // Markers of the current hits.
  useEffect(() => {
    hitsRef.current = hits;
    const source = markersRef.current;
    source.clear();
    source.addFeatures(
      hits.map((hit) => {
        const feature = new Feature({ geometry: new Point(fromLonLat([hit.lng, hit.lat])) });
        feature.set('hit', hit);
        return feature;
      }),
    );
  }, [hits]);

  // The zone: its exact outline drawn above the layers, and brought into view unless the visitor just clicked it.
  const zoneKey = zone ? (isAreaZone(zone) ? `${zone.layer}:${zone.id}` : zone.points.join(',')) : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    selectionRef.current.clear();
    drawnRef.current.clear();
    const fromClick = clickedRef.current;
    clickedRef.current = false;
    if (!zone) return;
    if (!isAreaZone(zone)) {
      const ring: number[][] = [];
      for (let i = 0; i < zone.points.length; i += 2) ring.push(fromLonLat([zone.points[i + 1], zone.points[i]]));
      const feature = new Feature(new Polygon([[...ring, ring[0]]]));
      drawnRef.current.addFeature(feature);
      if (!fromClick) map.getView().fit(feature.getGeometry()!.getExtent(), { padding: FIT_PADDING, maxZoom: 15, duration: 200 });
      return;
    }
    let cancelled = false;
    loadZoneFilter(geoBaseUrl, zone)
      .then((filter) => {
        if (cancelled || !filter) return;
        const features = zoneFeatures(filter);
        selectionRef.current.addFeatures(features);
        const extent = boundingExtent(features.flatMap((f) => {
          const [minX, minY, maxX, maxY] = f.getGeometry()!.getExtent();
          return [[minX, minY], [maxX, maxY]];
        }));
        if (!fromClick) map.getView().fit(extent, { padding: FIT_PADDING, maxZoom: 14, duration: 200 });
      })
      .catch(() => setStatus(t('search.map.loadError')));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoneKey]);

  // Popup of a marker or cluster.
  useEffect(() => {
    overlayRef.current?.setPosition(popup?.coordinate);
  }, [popup]);

  // Free polygon drawing: by pointer (click the corners, double-click to close) or by keyboard on
  // the focused map (arrows move it, Enter places a corner at the cross in its centre, Backspace
  // takes the last one back, the finish button closes the zone).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !drawing) return;
    const draw = new Draw({ source: new VectorSource(), type: 'Polygon' });
    drawRef.current = draw;
    setCorners(0);
    let placed = 0;
    const count = (n: number) => {
      placed = Math.max(0, n);
      setCorners(placed);
    };
    draw.on('drawstart', (event) => {
      // Pointer drawing: the sketch has the corners placed plus the one under the pointer.
      event.feature.getGeometry()!.on('change', (change) => count((change.target as Polygon).getCoordinates()[0].length - 2));
    });
    draw.on('drawend', (event) => {
      drawEndedRef.current = performance.now();
      const ring = thinRing((event.feature.getGeometry() as Polygon).getCoordinates()[0].slice(0, -1).map((c) => toLonLat(c)));
      setDrawing(false);
      if (ring.length < 3) return;
      clickedRef.current = true;
      callbacks.current.onPolygonDraw({ points: ring.flatMap(([lng, lat]) => [Math.round(lat * 1e5) / 1e5, Math.round(lng * 1e5) / 1e5]) });
    });
    map.addInteraction(draw);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawing(false);
    };
    const target = targetRef.current!;
    const onMapKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        const centre = map.getView().getCenter();
        if (!centre) return;
        draw.appendCoordinates([centre]); // the sketch's change event counts the corner
        setStatus(t('search.map.draw.placed', { count: placed }));
      } else if (event.key === 'Backspace' && placed > 0) {
        event.preventDefault();
        draw.removeLastPoint();
        setStatus(t('search.map.draw.placed', { count: placed }));
      }
    };
    window.addEventListener('keydown', onKey);
    target.addEventListener('keydown', onMapKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      target.removeEventListener('keydown', onMapKey);
      map.removeInteraction(draw);
      drawRef.current = null;
      setCorners(0);
    };
    // t is a fresh function each render: the messages it reads do not change while drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawing]);

  // Address search, against the localities and communes only (no outside geocoder).
  const geocoderRef = useRef<Promise<ReturnType<typeof createGeocoder>> | null>(null);
  const onAddressSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = addressText.trim();
    if (!text) return;
    geocoderRef.current ??= loadBoundaryLayer(geoBaseUrl, 'localites').then((json) => createGeocoder(json.features as unknown as LocaliteFeature[], communes));
    try {
      const place = (await geocoderRef.current)(text, locale);
      if (!place) {
        setStatus(t('search.map.address.notFound', { address: text }));
        return;
      }
      setStatus(t('search.map.address.found', { place: place.label }));
      mapRef.current?.getView().animate({ center: fromLonLat([place.lng, place.lat]), zoom: 13, duration: 200 });
      onAddressFound(text, place);
    } catch {
      geocoderRef.current = null;
      setStatus(t('search.map.loadError'));
    }
  };

  return (
    <div className={styles.wrapper}>
      <div className={styles.tools}>
        <form className={styles.address} onSubmit={onAddressSubmit} role="search" aria-label={t('search.map.address.region')}>
          <label htmlFor={addressId}>
            <FormattedMessage id="search.map.address.label" />
          </label>
          <div className={styles.addressRow}>
            <input id={addressId} type="search" value={addressText} onChange={(e) => setAddressText(e.target.value)} maxLength={200} autoComplete="street-address" />
            <button type="submit">
              <FormattedMessage id="search.map.address.submit" />
            </button>
          </div>
        </form>
        <fieldset className={styles.switcher} aria-describedby={switcherId}>
          <legend>
            <FormattedMessage id="search.map.layers" />
          </legend>
          <p id={switcherId} className="sam-visually-hidden">
            <FormattedMessage id="search.map.layers.hint" />
          </p>
          {MAP_LAYERS.map((layer) => (
            <label key={layer.id} className={styles.layerOption}>
              <input type="checkbox" checked={visible[layer.source]} onChange={(e) => setVisible((v) => ({ ...v, [layer.source]: e.target.checked }))} />
              <span className={styles.swatch} style={{ borderColor: LAYER_LOOKS[layer.source].stroke, borderStyle: LAYER_LOOKS[layer.source].dash ? 'dashed' : 'solid' }} aria-hidden="true" />
              <span>
                <FormattedMessage id={layer.titleId} />
                {visible[layer.source] && resolution >= LAYER_RANGES[layer.source].drawBelow ? (
                  <>
                    {' '}
                    <span className={styles.layerNote}>
                      <FormattedMessage id="search.map.layers.zoomToSee" />
                    </span>
                  </>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="button" className={styles.drawButton} aria-pressed={drawing} onClick={() => setDrawing((d) => !d)}>
          <FormattedMessage id={drawing ? 'search.map.draw.cancel' : 'search.map.draw'} />
        </button>
        {drawing ? (
          <button type="button" className={styles.drawButton} disabled={corners < 3} onClick={() => drawRef.current?.finishDrawing()}>
            <FormattedMessage id="search.map.draw.finish" />
          </button>
        ) : null}
      </div>
      {drawing ? (
        <p className={styles.hint}>
          <FormattedMessage id="search.map.draw.hint" />
        </p>
      ) : null}
      <p className={styles.status} role="status">
        {loading ? t('search.map.loading') : status}
      </p>
      {/* The map takes arrow keys and +/- (OpenLayers keyboard pan and zoom) once focused. */}
      <div
        ref={targetRef}
        className={styles.map}
        role="region"
        aria-label={t('search.map.label')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-testid="search-map"
        data-drawing={drawing || undefined}
      />
      {/* What the canvas names, for screen readers and tests: the places labelled in the current view. */}
      <div id={placesId} className="sam-visually-hidden">
        <p>{t('search.map.places', { count: places.length })}</p>
        <ul data-testid="search-map-places">
          {places.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
      {createPortal(
        <section className={styles.popup} hidden={!popup} aria-label={t('search.map.popup')}>
          {popup ? (
            <>
              <button type="button" className={styles.popupClose} onClick={() => setPopup(null)} aria-label={t('search.map.popup.close')}>
                ×
              </button>
              <ul>
                {popup.hits.slice(0, 10).map((hit) => (
                  <li key={hit.objectID}>
                    <a href={hit.href} lang={hit.lang}>
                      {hit.title}
                    </a>
                    <span>{hit.address}</span>
                  </li>
                ))}
              </ul>
              {popup.hits.length > 10 ? <p>{t('search.map.popup.more', { count: popup.hits.length - 10 })}</p> : null}
            </>
          ) : null}
        </section>,
        popupElement,
      )}
    </div>
  );
}

export default SearchMap;
