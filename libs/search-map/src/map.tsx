import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature, { type FeatureLike } from 'ol/Feature';
import Overlay from 'ol/Overlay';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import GeoJSON from 'ol/format/GeoJSON';
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
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import type { SearchLocale } from '@sam/contracts';
import 'ol/ol.css';
import { MAP_ATTRIBUTIONS, MAP_LAYERS, POLYGON_STYLE, type MapLayerDefinition } from './layers';
import { isAreaZone, MAX_DRAWN_POINTS, zoneFilterOfFeature, type AreaGeometry, type AreaLayer, type AreaZone, type DrawnZone, type SearchZone, type ZoneFilter } from './zone';
import { createGeocoder, type GeocodedPlace, type LocaliteFeature } from './geocode';
import { loadBoundaryLayer } from './geo-data';
import styles from './map.module.css';

/** A search hit as the map draws it. */
export interface SearchMapHit {
  objectID: string;
  lat: number;
  lng: number;
  title: string;
  href: string;
  address: string;
}

export interface SearchMapProps {
  locale: SearchLocale;
  /** Where the boundary GeoJSON files are served ('/geo'). */
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
  /** Optional XYZ base tiles ('https://…/{z}/{x}/{y}.png'); without it the boundaries are the map. */
  tilesUrl?: string | null;
}

/** Belgium in lon/lat, for the first view. */
const BELGIUM: [number, number, number, number] = [2.54, 49.49, 6.41, 51.51];
const FIT_PADDING = [16, 16, 16, 16];

const hexAlpha = (colour: string, alpha: number) => {
  const named: Record<string, [number, number, number]> = { green: [0, 128, 0], yellow: [255, 215, 0], red: [220, 20, 60], white: [255, 255, 255], brown: [139, 69, 19] };
  const [r, g, b] = named[colour] ?? [0, 0, 0];
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

/** Spec §3: black fill at 0.1, stroke 0.6 in the layer's colour; the zone stands out in its colour. */
function layerStyles(layer: MapLayerDefinition) {
  const stroke = new Stroke({ color: layer.options.fillColor === 'white' ? '#555' : hexAlpha(layer.options.fillColor, 0.9), width: POLYGON_STYLE.strokeWeight });
  const base =
    layer.type === 'point'
      ? new Style({ image: new Circle({ radius: 4, fill: new Fill({ color: hexAlpha(layer.options.fillColor, 0.9) }), stroke: new Stroke({ color: '#fff', width: 1 }) }) })
      : new Style({ fill: new Fill({ color: `rgba(0, 0, 0, ${POLYGON_STYLE.fillOpacity})` }), stroke });
  const selected =
    layer.type === 'point'
      ? new Style({ image: new Circle({ radius: 7, fill: new Fill({ color: hexAlpha(layer.options.fillColor, 1) }), stroke: new Stroke({ color: '#000', width: 2 }) }) })
      : new Style({ fill: new Fill({ color: hexAlpha(layer.options.fillColor, 0.35) }), stroke: new Stroke({ color: '#111', width: 2.5 }) });
  return { base, selected };
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

/** Fewer points when a hand-drawn outline has more than the URL keeps. */
function thinRing(ring: number[][]): number[][] {
  if (ring.length <= MAX_DRAWN_POINTS) return ring;
  const step = ring.length / MAX_DRAWN_POINTS;
  return Array.from({ length: MAX_DRAWN_POINTS }, (_, i) => ring[Math.floor(i * step)]);
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
 * OpenLayers touches the DOM, so the page loads this module in the browser only.
 */
export function SearchMap({ locale, geoBaseUrl, hits, zone, communes, address, onAreaSelect, onPolygonDraw, onAddressFound, tilesUrl }: SearchMapProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const targetRef = useRef<HTMLDivElement>(null);
  // OpenLayers moves an overlay's element around the DOM: React renders into it through a portal.
  const [popupElement] = useState(() => document.createElement('div'));
  const mapRef = useRef<OlMap | null>(null);
  const layersRef = useRef(new Map<AreaLayer, VectorLayer<VectorSource>>());
  const loadedRef = useRef(new Map<AreaLayer, Promise<void>>());
  const markersRef = useRef(new VectorSource<Feature<Point>>());
  const hitsRef = useRef(hits);
  const drawnRef = useRef(new VectorSource());
  const drawRef = useRef<Draw | null>(null);
  const overlayRef = useRef<Overlay | null>(null);
  const selectedRef = useRef<Feature | null>(null);
  const clickedRef = useRef(false);
  // The clicks that drew a polygon still end as map clicks a moment later: they are not area choices.
  const drawEndedRef = useRef(0);
  const callbacks = useRef({ onAreaSelect, onPolygonDraw });
  useEffect(() => {
    callbacks.current = { onAreaSelect, onPolygonDraw };
  });
  const [visible, setVisible] = useState<Record<AreaLayer, boolean>>(() => Object.fromEntries(MAP_LAYERS.map((l) => [l.source, l.visible])) as Record<AreaLayer, boolean>);
  const [drawing, setDrawing] = useState(false);
  /** Corners placed so far while drawing (the keyboard's finish button needs three). */
  const [corners, setCorners] = useState(0);
  const [openedPopup, setPopup] = useState<Popup | null>(null);
  const popup = openedPopup?.of === hits ? openedPopup : null;
  const [status, setStatus] = useState('');
  const [addressText, setAddressText] = useState(address ?? '');
  const [loading, setLoading] = useState(true);
  const switcherId = useId();
  const addressId = useId();

  const loadLayer = useCallback(
    (source: AreaLayer) => {
      const existing = loadedRef.current.get(source);
      if (existing) return existing;
      const layer = layersRef.current.get(source)!;
      const promise = loadBoundaryLayer(geoBaseUrl, source).then((json) => {
        const features = new GeoJSON().readFeatures(json, { dataProjection: 'EPSG:4326', featureProjection: 'EPSG:3857' });
        for (const feature of features) feature.setId(String(feature.get('id')));
        layer.getSource()!.addFeatures(features);
      });
      loadedRef.current.set(source, promise);
      return promise;
    },
    [geoBaseUrl],
  );

  // The map itself, once.
  useEffect(() => {
    const target = targetRef.current!;
    // A fresh map (React may mount twice in development): its own layers, loaded afresh from the cached files.
    layersRef.current = new Map();
    loadedRef.current = new Map();
    const areaLayers = MAP_LAYERS.map((definition) => {
      const { base, selected } = layerStyles(definition);
      const layer = new VectorLayer({
        source: new VectorSource({ attributions: [...MAP_ATTRIBUTIONS] }),
        visible: definition.visible,
        style: (feature) => (feature === selectedRef.current ? selected : base),
        properties: { areaLayer: definition.source },
      });
      layersRef.current.set(definition.source, layer);
      return layer;
    });
    const markers = new VectorLayer({
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

    // Where the view is, for the end-to-end tests to turn a place into a pixel.
    const publishView = () => {
      const view = map.getView();
      const center = view.getCenter();
      if (center) target.dataset['viewCenter'] = center.map((n) => n.toFixed(2)).join(',');
      target.dataset['viewResolution'] = String(view.getResolution());
    };
    map.on('moveend', publishView);

    map.on('singleclick', (event) => {
      if (drawRef.current || event.originalEvent.timeStamp - drawEndedRef.current < 600) return;
      let picked: { feature: FeatureLike; source?: AreaLayer; markers?: boolean } | undefined;
      map.forEachFeatureAtPixel(event.pixel, (feature, layer) => {
        if (!layer) return false;
        if (layer.get('hitMarkers')) picked = { feature, markers: true };
        else if (layer.get('areaLayer')) picked = { feature, source: layer.get('areaLayer') as AreaLayer };
        return Boolean(picked);
      });
      if (!picked) return;
      if (picked.markers) {
        const members = (picked.feature.get('features') as Feature[]).map((f) => f.get('hit') as SearchMapHit);
        setPopup({ coordinate: (picked.feature.getGeometry() as Point).getCoordinates(), hits: members, of: hitsRef.current });
        return;
      }
      setPopup(null);
      const feature = picked.feature as Feature;
      const json = new GeoJSON().writeFeatureObject(feature, { dataProjection: 'EPSG:4326', featureProjection: 'EPSG:3857' });
      clickedRef.current = true;
      callbacks.current.onAreaSelect(
        { layer: picked.source!, id: String(feature.getId()) },
        zoneFilterOfFeature({ properties: json.properties as { name_fr: string; name_nl: string }, geometry: json.geometry as AreaGeometry }),
      );
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      target.style.cursor = map.hasFeatureAtPixel(event.pixel) ? 'pointer' : '';
    });

    Promise.all(MAP_LAYERS.filter((l) => l.visible).map((l) => loadLayer(l.source)))
      .catch(() => setStatus(t('search.map.loadError')))
      .finally(() => setLoading(false));
    return () => {
      map.setTarget(undefined);
      mapRef.current = null;
    };
    // The map is built once; later prop changes go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Layer switcher.
  useEffect(() => {
    for (const definition of MAP_LAYERS) {
      const layer = layersRef.current.get(definition.source);
      layer?.setVisible(visible[definition.source]);
      if (visible[definition.source]) loadLayer(definition.source).catch(() => setStatus(t('search.map.loadError')));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, loadLayer]);

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

  // The zone: outlined, and brought into view unless the visitor just clicked it.
  const zoneKey = zone ? (isAreaZone(zone) ? `${zone.layer}:${zone.id}` : zone.points.join(',')) : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const previous = selectedRef.current;
    selectedRef.current = null;
    previous?.changed();
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
    const layer = layersRef.current.get(zone.layer)!;
    let cancelled = false;
    loadLayer(zone.layer)
      .then(() => {
        if (cancelled) return;
        const feature = layer.getSource()!.getFeatureById(zone.id) as Feature | null;
        if (!feature) return;
        selectedRef.current = feature;
        feature.changed();
        if (!visible[zone.layer]) setVisible((v) => ({ ...v, [zone.layer]: true }));
        if (!fromClick) map.getView().fit(feature.getGeometry()!.getExtent(), { padding: FIT_PADDING, maxZoom: 14, duration: 200 });
      })
      .catch(() => setStatus(t('search.map.loadError')));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoneKey, loadLayer]);

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
              <span className={styles.swatch} style={{ background: layer.options.fillColor }} aria-hidden="true" />
              <FormattedMessage id={layer.titleId} />
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
                    <a href={hit.href}>{hit.title}</a>
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
