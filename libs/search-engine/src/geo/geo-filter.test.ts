import type { SearchParams } from '@sam/contracts';
import { SearchRequestError } from '../protocol/errors';
import { geoFilter, parseLatLng } from './geo-filter';
import { GeoIndex } from './geo-index';

describe('geo parameters', () => {
  const geo = new GeoIndex();
  // Brussels, Namur, Liège.
  [[50.85, 4.35], [50.47, 4.87], [50.63, 5.57]].forEach(([lat, lng], doc) => geo.load(doc, lat, lng));
  geo.pack();
  const docs = (params: SearchParams, around = params.aroundLatLng ? parseLatLng(params.aroundLatLng) : null) => geoFilter(geo, params, around)?.toArray() ?? null;

  it('reads aroundLatLng', () => {
    expect(parseLatLng(' 50.85 , 4.35')).toEqual({ lat: 50.85, lng: 4.35 });
    expect(() => parseLatLng('50.85')).toThrow(SearchRequestError);
  });

  it('takes the boxes, else the polygons, else the radius around the point; none is no area', () => {
    expect(docs({ insideBoundingBox: [[50.4, 4.8, 50.5, 4.9], [50.6, 5.5, 50.7, 5.6]] })).toEqual([1, 2]);
    expect(docs({ insideBoundingBox: [[50.4, 4.8, 50.5, 4.9]], insidePolygon: [[50, 4, 51, 4, 51, 5]] })).toEqual([1]);
    expect(docs({ insidePolygon: [[50, 4, 51, 4, 51, 5]] })).toEqual([0]);
    expect(docs({ aroundLatLng: '50.85, 4.35', aroundRadius: 80_000 })).toEqual([0, 1]);
    expect(docs({ aroundLatLng: '50.85, 4.35' })).toBeNull();
    expect(docs({})).toBeNull();
  });

  it('refuses a polygon with an odd number of coordinates', () => {
    expect(() => docs({ insidePolygon: [[50, 4, 51, 4, 51]] })).toThrow('insidePolygon: a polygon needs lat, lng pairs');
  });
});
