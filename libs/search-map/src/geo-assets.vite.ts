import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildAreaIndex } from './areas';
import { buildLayerFiles, buildZoneFilters } from './geo-build';
import { MAP_LAYERS } from './layers';
import type { AreaLayer, ZoneFilter } from './zone';

/** The module that holds the area names and hierarchy (a few tens of kB, no geometry). */
export const AREA_INDEX_MODULE = 'virtual:sam-geo-areas';
const RESOLVED = `\0${AREA_INDEX_MODULE}`;

/**
 * The boundary layers of assets/geo for the portal and the dashboard (3.4 MB, never bundled into
 * JavaScript), served under /geo by the dev server and copied there in the client build:
 * - {layer}.geojson, the exact files (the address search reads the localités);
 * - {layer}.{z0|z1|z2}.json, each layer simplified per zoom level and packed (geo-levels.ts), what
 *   the map draws: a few tens of kB for the country view, the finer levels when zoomed in;
 * - zones/{layer}/{id}.json, the exact outline of one area as a search filter (what a click searches).
 * The servers compress them on the fly (react-router-serve's compression: gzip, or br over HTTPS).
 * Plus the virtual module of area names the search page and its keyboard lists use.
 */
export function samGeoAssets(geoDir: string): Plugin {
  const read = (name: string) => readFileSync(path.join(geoDir, `${name}.geojson`), 'utf8');
  const layers = MAP_LAYERS.map((l) => l.source);
  // Built once per process: simplifying every level takes a few seconds.
  let built: { levels: Map<string, string>; zones: Map<string, ZoneFilter> } | null = null;
  const build = () => {
    if (!built) {
      built = { levels: new Map(), zones: new Map() };
      for (const layer of layers) {
        const collection = JSON.parse(read(layer));
        for (const [file, text] of buildLayerFiles(layer, collection)) built.levels.set(file, text);
        for (const [id, filter] of buildZoneFilters(collection)) built.zones.set(`zones/${layer}/${id}.json`, filter);
      }
    }
    return built;
  };
  return {
    name: 'sam-geo-assets',
    resolveId(id) {
      return id === AREA_INDEX_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const index = buildAreaIndex({
        provinces: JSON.parse(read('provinces')),
        arrondissements: JSON.parse(read('arrondissements')),
        communes: JSON.parse(read('communes')),
        quartiers: JSON.parse(read('quartiers')),
      });
      return `export default ${JSON.stringify(index)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = /^\/geo\/(.+)$/.exec(req.url?.split('?')[0] ?? '')?.[1];
        if (!file) return next();
        const exact = /^([a-z]+)\.geojson$/.exec(file)?.[1];
        if (exact && layers.includes(exact as AreaLayer)) {
          res.setHeader('Content-Type', 'application/geo+json');
          return res.end(read(exact));
        }
        const { levels, zones } = build();
        const text = levels.get(file) ?? (zones.has(file) ? JSON.stringify(zones.get(file)) : undefined);
        if (text === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(text);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const name of layers) this.emitFile({ type: 'asset', fileName: `geo/${name}.geojson`, source: read(name) });
      const { levels, zones } = build();
      for (const [file, text] of levels) this.emitFile({ type: 'asset', fileName: `geo/${file}`, source: text });
      for (const [file, filter] of zones) this.emitFile({ type: 'asset', fileName: `geo/${file}`, source: JSON.stringify(filter) });
    },
  };
}
