import Flatbush from 'flatbush';
import { polygonArea } from './polygon';

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
/**
 * Flatbush measures plain x/y distances: longitudes are scaled by cos(50.5°) (mid-Belgium) so
 * its nearest-first order follows distances on the ground.
 */
const LNG_SCALE = Math.cos(50.5 * RAD);
/** Points moved or added since the last packing are searched linearly until there are this many. */
const OVERFLOW_LIMIT = 1024;

export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Points of the documents: a static Flatbush packed at build time, plus an overflow list of
 * points written since (searched linearly) and a mask of packed points that are out of date.
 * The tree is packed again once the overflow grows past OVERFLOW_LIMIT.
 */
export class GeoIndex {
  private lat = new Float64Array(0);
  private lng = new Float64Array(0);
  private tree: Flatbush | null = null;
  private treeDocs = new Uint32Array(0);
  /** 1 when the doc's packed point is no longer its point. */
  private stale = new Uint8Array(0);
  private readonly overflow = new Set<number>();

  private grow(capacity: number): void {
    if (capacity <= this.lat.length) return;
    const size = Math.max(capacity, Math.ceil(this.lat.length * 1.5), 64);
    const lat = new Float64Array(size).fill(Number.NaN);
    const lng = new Float64Array(size).fill(Number.NaN);
    const stale = new Uint8Array(size);
    lat.set(this.lat);
    lng.set(this.lng);
    stale.set(this.stale);
    this.lat = lat;
    this.lng = lng;
    this.stale = stale;
  }

  /** Build-time load: set every point, then `pack()`. */
  load(doc: number, lat: number, lng: number): void {
    this.grow(doc + 1);
    this.lat[doc] = lat;
    this.lng[doc] = lng;
  }

  pack(): void {
    const docs: number[] = [];
    for (let doc = 0; doc < this.lat.length; doc++) if (!Number.isNaN(this.lat[doc])) docs.push(doc);
    this.stale.fill(0);
    this.overflow.clear();
    this.treeDocs = Uint32Array.from(docs);
    if (docs.length === 0) {
      this.tree = null;
      return;
    }
    const tree = new Flatbush(docs.length);
    for (const doc of docs) tree.add(this.lng[doc] * LNG_SCALE, this.lat[doc]);
    tree.finish();
    this.tree = tree;
  }

  /** Incremental write: the doc's point (or none). */
  set(doc: number, point: { lat: number; lng: number } | null): void {
    this.grow(doc + 1);
    this.stale[doc] = 1; // a packed point of this doc, if any, is out of date
    this.lat[doc] = point ? point.lat : Number.NaN;
    this.lng[doc] = point ? point.lng : Number.NaN;
    if (point) this.overflow.add(doc);
    else this.overflow.delete(doc);
    if (this.overflow.size > OVERFLOW_LIMIT) this.pack();
  }

  private has(doc: number): boolean {
    return doc < this.lat.length && !Number.isNaN(this.lat[doc]);
  }

  distance(doc: number, lat: number, lng: number): number {
    return this.has(doc) ? haversineMetres(lat, lng, this.lat[doc], this.lng[doc]) : Number.POSITIVE_INFINITY;
  }

  /** Docs whose point lies in the box (edges included), plus those accepted by `test` when given. */
  private box(minLat: number, minLng: number, maxLat: number, maxLng: number, test?: (doc: number) => boolean): number[] {
    const out: number[] = [];
    if (this.tree) {
      for (const item of this.tree.search(minLng * LNG_SCALE, minLat, maxLng * LNG_SCALE, maxLat)) {
        const doc = this.treeDocs[item];
        if (this.stale[doc] === 0 && (!test || test(doc))) out.push(doc);
      }
    }
    for (const doc of this.overflow) {
      const lat = this.lat[doc];
      const lng = this.lng[doc];
      if (lat >= minLat && lat <= maxLat && lng >= minLng && lng <= maxLng && (!test || test(doc))) out.push(doc);
    }
    return out;
  }

  withinBox(lat1: number, lng1: number, lat2: number, lng2: number): number[] {
    return this.box(Math.min(lat1, lat2), Math.min(lng1, lng2), Math.max(lat1, lat2), Math.max(lng1, lng2));
  }

  /** `flat` = [lat1, lng1, lat2, lng2, …] (Algolia's insidePolygon); points on an edge are inside. */
  withinPolygon(flat: readonly number[]): number[] {
    const area = polygonArea(flat);
    return this.box(area.minLat, area.minLng, area.maxLat, area.maxLng, (doc) => area.contains(this.lat[doc], this.lng[doc]));
  }

  withinRadius(lat: number, lng: number, metres: number): number[] {
    const dLat = metres / (EARTH_RADIUS_M * RAD);
    const dLng = dLat / Math.max(Math.cos(lat * RAD), 1e-6);
    return this.box(lat - dLat, lng - dLng, lat + dLat, lng + dLng, (doc) => haversineMetres(lat, lng, this.lat[doc], this.lng[doc]) <= metres);
  }

  /** Up to `limit` accepted docs, nearest first. */
  nearest(lat: number, lng: number, limit: number, accept: (doc: number) => boolean): number[] {
    const found: number[] = [];
    if (this.tree && limit > 0) {
      for (const item of this.tree.neighbors(lng * LNG_SCALE, lat, limit, Infinity, (i) => this.stale[this.treeDocs[i]] === 0 && accept(this.treeDocs[i]))) {
        found.push(this.treeDocs[item]);
      }
    }
    for (const doc of this.overflow) if (accept(doc)) found.push(doc);
    const distance = new Map(found.map((doc) => [doc, haversineMetres(lat, lng, this.lat[doc], this.lng[doc])]));
    return found.sort((a, b) => (distance.get(a) ?? 0) - (distance.get(b) ?? 0) || a - b).slice(0, limit);
  }
}
