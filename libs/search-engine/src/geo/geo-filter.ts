import { RoaringBitmap32 } from 'roaring';
import type { SearchParams } from '@sam/contracts';
import { orMany } from '../engine/bitmaps';
import { SearchRequestError } from '../protocol/errors';
import type { GeoIndex } from './geo-index';

export interface LatLng {
  lat: number;
  lng: number;
}

/** aroundLatLng: "lat, lng", a point on Earth (Algolia answers 400 to any other). */
export function parseLatLng(text: string): LatLng {
  const parts = text.split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  const [lat, lng] = parts;
  if (parts.length !== 2 || !(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) throw new SearchRequestError('aroundLatLng: expected "lat, lng" (latitude -90 to 90, longitude -180 to 180)');
  return { lat, lng };
}

/**
 * The docs inside insideBoundingBox, else insidePolygon, else within aroundRadius of `around`
 * (Algolia's precedence); null when the query has no area.
 */
export function geoFilter(geo: GeoIndex, params: SearchParams, around: LatLng | null): RoaringBitmap32 | null {
  if (params.insideBoundingBox) {
    return orMany(params.insideBoundingBox.map(([lat1, lng1, lat2, lng2]) => new RoaringBitmap32(geo.withinBox(lat1, lng1, lat2, lng2))));
  }
  if (params.insidePolygon) {
    return orMany(params.insidePolygon.map((polygon) => {
      if (polygon.length % 2 !== 0) throw new SearchRequestError('insidePolygon: a polygon needs lat, lng pairs');
      return new RoaringBitmap32(geo.withinPolygon(polygon));
    }));
  }
  if (around && typeof params.aroundRadius === 'number') return new RoaringBitmap32(geo.withinRadius(around.lat, around.lng, params.aroundRadius));
  return null;
}
