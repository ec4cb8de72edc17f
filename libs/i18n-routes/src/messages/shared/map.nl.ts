import type { map as fr } from './map.fr';

/** The OpenLayers map of @sam/search-map (portal search, dashboard address editor): controls, layers, drawing, popups. In Dutch, with the French file’s keys (the type checks it). */
export const map: Record<keyof typeof fr, string> = {
  'search.map.loading': 'Kaart wordt geladen…',
  'search.map.label': 'Kaart van de resultaten: klik op een zone om de zoekopdracht ertoe te beperken',
  'search.map.zoomIn': 'Inzoomen',
  'search.map.zoomOut': 'Uitzoomen',
  'search.map.places': '{count, plural, =0 {Geen plaatsnamen in dit kaartbeeld.} one {# plaatsnaam in dit kaartbeeld:} other {# plaatsnamen in dit kaartbeeld:}}',
  'search.map.loadError': 'Een deel van de kaart kon niet worden geladen.',
  'search.map.layers': 'Lagen',
  'search.map.layers.zoomToSee': '(zoom in om ze te zien)',
  'search.map.layers.hint': 'Een klik op de kaart kiest de zone van de bovenste zichtbare laag: verberg de gemeenten om een arrondissement of provincie te kiezen.',
  'search.map.draw': 'Een zone tekenen',
  'search.map.draw.cancel': 'Tekenen annuleren',
  'search.map.draw.hint':
    'Klik op de kaart om de hoeken van de zone te plaatsen en dubbelklik om ze te sluiten. Met het toetsenbord, op de kaart: de pijltjes verplaatsen ze, Enter plaatst een hoek onder het kruis in het midden, Backspace verwijdert de laatste, daarna "Zone afsluiten". Escape annuleert.',
  'search.map.draw.finish': 'Zone afsluiten',
  'search.map.draw.placed': '{count, plural, =0 {Geen hoek geplaatst} one {# hoek geplaatst} other {# hoeken geplaatst}}',
  'search.map.address.region': 'Zoeken op adres',
  'search.map.address.label': 'Adres, postcode of plaats',
  'search.map.address.submit': 'Situeren',
  'search.map.address.notFound': 'Geen Belgische plaats gevonden voor "{address}".',
  'search.map.address.found': 'Zoekopdracht beperkt tot de gemeente van {place}.',
  'search.map.popup': 'Zorgverleners op deze plek',
  'search.map.popup.close': 'Sluiten',
  'search.map.popup.more': 'en {count, plural, one {# andere} other {# andere}}: zoom in om ze te zien.',
  'map.layer.provinces': 'Provincies',
  'map.layer.arrondissements': 'Arrondissementen',
  'map.layer.communes': 'Gemeenten',
  'map.layer.quartiers': 'Brusselse wijken',
  'map.layer.localites': 'Deelgemeenten',
};
