import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AreaDirectory, buildAreaIndex } from './areas';
import { createGeocoder, type LocaliteFeature } from './geocode';
import { parseAreaZone, parseDrawnZone, polygonsOfGeometry, zoneFilterOfFeature, zoneSearchParameters } from './zone';

const geo = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '../../../assets/geo', `${name}.geojson`), 'utf8'));
const files = { provinces: geo('provinces'), arrondissements: geo('arrondissements'), communes: geo('communes'), quartiers: geo('quartiers') };
const index = buildAreaIndex(files);
const areas = new AreaDirectory(index);

describe('area directory (assets/geo)', () => {
  it('holds the four polygon levels with their parents', () => {
    expect([index.province.length, index.arrondissement.length, index.commune.length, index.quartier.length]).toEqual([11, 43, 581, 145]);
    expect(areas.byId('commune', '21009')).toEqual({ id: '21009', fr: 'Ixelles', nl: 'Elsene', parent: '21000' });
    expect(areas.ancestry('quartier', '1')).toEqual({ province: '04000', arrondissement: '21000', commune: '21004', quartier: '1' });
  });

  it('keeps the page locale’s names and translates the other locale’s', () => {
    expect(areas.isNameIn('commune', 'Ixelles', 'fr')).toBe(true);
    expect(areas.isNameIn('commune', 'Elsene', 'fr')).toBe(false);
    expect(areas.isNameIn('commune', 'Aartselaar', 'fr')).toBe(true);
    expect(areas.isNameIn('province', 'Anvers', 'nl')).toBe(false);
    // A value that is no known area is shown rather than lost.
    expect(areas.isNameIn('commune', 'Atlantis', 'nl')).toBe(true);
    expect(areas.translate('commune', 'Elsene', 'fr')).toBe('Ixelles');
    expect(areas.translate('province', 'Luik', 'fr')).toBe('Liège');
    expect(areas.translate('commune', 'Atlantis', 'fr')).toBe('Atlantis');
  });

  it('lists children in the locale’s alphabetical order', () => {
    const brussels = areas.list('commune', 'nl', '21000').map((c) => c.nl);
    expect(brussels).toHaveLength(19);
    expect(brussels[0]).toBe('Anderlecht');
    expect(brussels).toEqual([...brussels].sort((a, b) => a.localeCompare(b, 'nl')));
  });
});

describe('zones', () => {
  it('parses only known layers and well-formed drawn polygons', () => {
    expect(parseAreaZone('communes:21004')).toEqual({ layer: 'communes', id: '21004' });
    expect(parseAreaZone('communes')).toBeNull();
    expect(parseAreaZone('rivers:1')).toBeNull();
    expect(parseDrawnZone('50.8,4.3,50.9,4.3,50.9,4.4')).toEqual({ points: [50.8, 4.3, 50.9, 4.3, 50.9, 4.4] });
    expect(parseDrawnZone('50.8,4.3,91,4.3,50.9,4.4')).toBeNull();
    expect(parseDrawnZone('a,b,c,d,e,f')).toBeNull();
  });

  it('turns a MultiPolygon into one lat/lng ring per part, without the closing point', () => {
    const polygons = polygonsOfGeometry({
      type: 'MultiPolygon',
      coordinates: [
        [[[4, 50], [5, 50], [5, 51], [4, 50]], [[4.1, 50.1], [4.2, 50.1], [4.2, 50.2], [4.1, 50.1]]],
        [[[6, 50], [6.5, 50], [6.5, 50.5], [6, 50]]],
      ],
    });
    expect(polygons).toEqual([
      [50, 4, 50, 5, 51, 5],
      [50, 6, 50, 6.5, 50.5, 6.5],
    ]);
  });

  it('searches inside a commune’s polygons, around a locality’s point', () => {
    const saintGilles = files.communes.features.find((f: { properties: { id: string } }) => f.properties.id === '21013');
    const filter = zoneFilterOfFeature(saintGilles);
    expect(filter.name_nl).toBe('Sint-Gillis');
    expect(saintGilles.geometry.type).toBe('MultiPolygon');
    expect(zoneSearchParameters(filter).insidePolygon).toHaveLength(saintGilles.geometry.coordinates.length);
    const locality = geo('localites').features.find((f: { properties: { id: string } }) => f.properties.id === '5000');
    expect(zoneSearchParameters(zoneFilterOfFeature(locality))).toEqual({ aroundLatLng: `${locality.geometry.coordinates[1]},${locality.geometry.coordinates[0]}`, aroundRadius: 3000 });
    expect(zoneSearchParameters({ points: [1, 2, 3, 4, 5, 6] })).toEqual({ insidePolygon: [[1, 2, 3, 4, 5, 6]] });
  });
});

describe('address search', () => {
  const geocode = createGeocoder(geo('localites').features as LocaliteFeature[], index.commune);

  it('finds a postal code first, refined by a place name of that code', () => {
    expect(geocode('Rue Haute 152, 1000 Bruxelles', 'fr')).toMatchObject({ postalCode: '1000', communeId: '21004', label: '1000 Bruxelles' });
    expect(geocode('Laeken 1020', 'nl')).toMatchObject({ postalCode: '1020', communeId: '21004', label: '1020 Laeken' });
  });

  it('otherwise finds the longest commune or place name, accents and case ignored', () => {
    expect(geocode('woluwe-saint-lambert', 'fr')).toMatchObject({ communeId: '21018' });
    expect(geocode('LIEGE', 'fr')).toMatchObject({ communeId: '62063' });
    expect(geocode('Elsene', 'nl')).toMatchObject({ communeId: '21009' });
    expect(geocode('nowhere at all', 'fr')).toBeNull();
  });
});
