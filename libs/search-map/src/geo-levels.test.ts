import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildLayerFiles, buildLevel, buildZoneFilters } from './geo-build';
import { DETAIL_LEVELS, isLabelled, levelsOf, packRing, placesInView, unpackGeometry, unpackRing, wrapLabel, type PackedLayer } from './geo-levels';
import { contrastRatio, LAYER_LOOKS, MAP_COLOURS } from './map-colours';
import type { SimplifiableFeature } from './simplify';
import type { AreaLayer } from './zone';

const geo = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '../../../assets/geo', `${name}.geojson`), 'utf8')) as { features: SimplifiableFeature[] };

describe('levels of detail', () => {
  it('covers every resolution once per layer, and draws quartiers and localités only zoomed in', () => {
    for (const layer of ['provinces', 'arrondissements', 'communes'] as AreaLayer[]) {
      const ranges = levelsOf(layer).map((l) => [l.minResolution, l.maxResolution]);
      expect(ranges).toEqual([[400, Infinity], [100, 400], [0, 100]]);
    }
    expect(levelsOf('quartiers').map((l) => [l.level.name, l.maxResolution])).toEqual([['z2', 80]]);
    expect(levelsOf('localites').map((l) => [l.level.name, l.maxResolution])).toEqual([['z2', 300]]);
  });

  it('names provinces on the country view and communes once zoomed in, never both', () => {
    // 600 m/px: Belgium on a desktop; 1 200: on a phone; 50: a city.
    expect(isLabelled('provinces', 1200)).toBe(true);
    expect(isLabelled('provinces', 600)).toBe(true);
    expect(isLabelled('communes', 600)).toBe(false);
    expect(isLabelled('arrondissements', 600)).toBe(false);
    expect(isLabelled('provinces', 50)).toBe(false);
    expect(isLabelled('communes', 50)).toBe(true);
    expect(isLabelled('quartiers', 50)).toBe(false);
    expect(isLabelled('quartiers', 10)).toBe(true);
    for (let resolution = 1; resolution < 5000; resolution *= 1.1) expect(isLabelled('provinces', resolution) && isLabelled('communes', resolution)).toBe(false);
  });

  it('breaks long names on two lines near their middle', () => {
    expect(wrapLabel('Namur')).toBe('Namur');
    expect(wrapLabel('Région de Bruxelles-Capitale')).toBe('Région de\nBruxelles-Capitale');
    expect(wrapLabel('Flandre occidentale')).toBe('Flandre\noccidentale');
    expect(wrapLabel('Chapelle-lez-Herlaimont')).toBe('Chapelle-lez-\nHerlaimont');
    expect(wrapLabel('Sint-Pieters-Woluwe')).toBe('Sint-Pieters-\nWoluwe');
    expect(wrapLabel('Oostrozebekeveld')).toBe('Oostrozebekeveld');
  });

  it('lists the names whose point is in view, sorted, without duplicates, at most the limit', () => {
    const places = [
      { name: 'Namur', x: 5, y: 5 },
      { name: 'Anvers', x: 1, y: 9 },
      { name: 'Liège', x: 50, y: 5 },
      { name: 'Anvers', x: 2, y: 8 },
      { name: 'Élouges', x: 3, y: 3 },
    ];
    expect(placesInView(places, [0, 0, 10, 10], 'fr')).toEqual(['Anvers', 'Élouges', 'Namur']);
    expect(placesInView(places, [0, 0, 10, 10], 'fr', 2)).toEqual(['Anvers', 'Élouges']);
    expect(placesInView(places, [40, 0, 60, 10], 'fr')).toEqual(['Liège']);
  });

  it('packs rings as integer deltas and back', () => {
    const ring = [[4.35, 50.85], [4.36, 50.851], [4.355, 50.86], [4.35, 50.85]];
    const packed = packRing(ring, 1000);
    expect(packed).toEqual([4350, 50850, 10, 1, -5, 9]);
    expect(unpackRing(packed, 1000)).toEqual(ring);
    expect(unpackGeometry({ id: '1', fr: 'a', nl: 'a', g: [4350, 50850] }, 1000)).toEqual({ type: 'Point', coordinates: [4.35, 50.85] });
  });
});

describe('the files the map downloads (assets/geo)', () => {
  const provinces = geo('provinces');
  const arrondissements = geo('arrondissements');
  const communes = geo('communes');

  it('opens on less than 100 kB of gzipped boundaries (provinces, arrondissements and communes at z0)', () => {
    const sizes = [provinces, arrondissements, communes].map((c) => gzipSync(JSON.stringify(buildLevel(c, DETAIL_LEVELS[0]))).length);
    const exact = [provinces, arrondissements, communes].map((c) => gzipSync(JSON.stringify(c)).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(100_000);
    expect(total).toBeLessThan(exact.reduce((a, b) => a + b, 0) / 6);
  });

  it('keeps every area at every level, named, with its name inside its largest part', () => {
    const files = buildLayerFiles('provinces', provinces);
    expect([...files.keys()]).toEqual(['provinces.z0.json', 'provinces.z1.json', 'provinces.z2.json']);
    const z0 = JSON.parse(files.get('provinces.z0.json')!) as PackedLayer;
    expect(z0.features.map((f) => f.id).sort()).toEqual(provinces.features.map((f) => f.properties.id).sort());
    const brussels = z0.features.find((f) => f.id === '04000')!;
    expect([brussels.fr, brussels.nl]).toEqual(['Région de Bruxelles-Capitale', 'Brussels Hoofdstedelijk Gewest']);
    // Brussels' name point is inside the region's bounding box.
    const [x, y] = brussels.at!.map((n) => n / z0.scale);
    expect(x).toBeGreaterThan(4.24);
    expect(x).toBeLessThan(4.48);
    expect(y).toBeGreaterThan(50.76);
    expect(y).toBeLessThan(50.92);
  });

  it('gives a click the exact outline to search in, not the simplified one', () => {
    const namur = communes.features.find((f) => f.properties.id === '92094')!;
    const filter = buildZoneFilters(communes).get('92094')!;
    const outer = namur.geometry.type === 'Polygon' ? namur.geometry.coordinates[0] : [];
    expect(filter.name_fr).toBe('Namur');
    expect(filter.polygons![0]).toHaveLength((outer.length - 1) * 2);
  });
});

describe('map colours', () => {
  it('names places in dark text on a white halo, and draws borders readable against the land (≥ 3:1)', () => {
    expect(contrastRatio(MAP_COLOURS.label, MAP_COLOURS.halo)).toBeGreaterThanOrEqual(7);
    for (const layer of ['provinces', 'arrondissements', 'communes', 'quartiers', 'localites'] as AreaLayer[]) {
      expect(contrastRatio(LAYER_LOOKS[layer].stroke, MAP_COLOURS.land)).toBeGreaterThanOrEqual(3);
    }
    expect(contrastRatio(MAP_COLOURS.hoverStroke, MAP_COLOURS.land)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(MAP_COLOURS.selectedStroke, MAP_COLOURS.land)).toBeGreaterThanOrEqual(3);
  });
});
