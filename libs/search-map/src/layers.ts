/** The five boundary layers of spec §3 "Map layers", drawn from assets/geo. */
export interface MapLayerDefinition {
  id: 1 | 2 | 3 | 4 | 5;
  /** GeoJSON file in assets/geo. */
  source: 'provinces' | 'arrondissements' | 'communes' | 'quartiers' | 'localites';
  titleId: string;
  visible: boolean;
  type: 'polygon' | 'point';
  options: { fillColor: string };
}

export const MAP_LAYERS: readonly MapLayerDefinition[] = [
  { id: 1, source: 'provinces', titleId: 'map.layer.provinces', visible: true, type: 'polygon', options: { fillColor: 'green' } },
  { id: 2, source: 'arrondissements', titleId: 'map.layer.arrondissements', visible: true, type: 'polygon', options: { fillColor: 'yellow' } },
  { id: 3, source: 'communes', titleId: 'map.layer.communes', visible: true, type: 'polygon', options: { fillColor: 'red' } },
  { id: 4, source: 'quartiers', titleId: 'map.layer.quartiers', visible: true, type: 'polygon', options: { fillColor: 'white' } },
  // Spec §4: Localités is hidden by default.
  { id: 5, source: 'localites', titleId: 'map.layer.localites', visible: false, type: 'point', options: { fillColor: 'brown' } },
];

/*
 * Spec §3's common polygon style (black fill at 0.1, stroke 0.6 in the layer's colour) made the map
 * a grey mass under red borders; issue 15 asks for a readable map: map-colours.ts keeps each layer's
 * hue in thin borders over light fills (docs/decisions/0017-map-boundary-levels.md).
 */

/** Credits the map's attribution control shows (assets/geo/README.md). */
export const MAP_ATTRIBUTIONS = ['FPS Finance (AGDP)', 'Statbel', 'UrbIS (Paradigm)', '© OpenStreetMap contributors'] as const;

