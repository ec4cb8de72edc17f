import type { AreaLayer } from './zone';

/**
 * The map's colours (issue 15: readable by default). Land is a light paper colour over a light
 * blue-grey surround; each layer keeps the hue of spec §3 (green, yellow, red, white, brown) in a
 * thin border dark enough to read against the land (≥ 3:1, WCAG 1.4.11), except the communes'
 * which stay light on the country view so that they do not bury the provinces.
 */
export const MAP_COLOURS = {
  surround: '#dce6ee',
  land: '#fbfaf5',
  /** Land under base tiles: a veil, so the tiles show through. */
  landOverTiles: 'rgba(255, 255, 255, 0.2)',
  label: '#1b2631',
  halo: '#ffffff',
  hoverFill: 'rgba(11, 83, 148, 0.14)',
  hoverStroke: '#0b5394',
  selectedFill: 'rgba(11, 83, 148, 0.2)',
  selectedStroke: '#0b3d91',
} as const;

export interface LayerLook {
  /** The border (and the switcher's swatch). */
  stroke: string;
  /** Border width in CSS pixels. */
  width: number;
  dash?: number[];
  /** The communes' border on the country view. */
  faint?: string;
}

export const LAYER_LOOKS: Record<AreaLayer, LayerLook> = {
  provinces: { stroke: '#2e6b3a', width: 1.6 },
  arrondissements: { stroke: '#8a6d00', width: 1, dash: [6, 4] },
  communes: { stroke: '#b3261e', width: 0.8, faint: 'rgba(179, 38, 30, 0.35)' },
  quartiers: { stroke: '#5f6b73', width: 0.8, dash: [2, 3] },
  localites: { stroke: '#7a3e12', width: 1 },
};

/** WCAG relative luminance of an opaque #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two opaque #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}
