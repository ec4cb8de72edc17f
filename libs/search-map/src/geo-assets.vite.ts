import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildAreaIndex } from './areas';
import { MAP_LAYERS } from './layers';

/** The module that holds the area names and hierarchy (a few tens of kB, no geometry). */
export const AREA_INDEX_MODULE = 'virtual:sam-geo-areas';
const RESOLVED = `\0${AREA_INDEX_MODULE}`;

/**
 * The boundary layers of assets/geo for the portal (3.4 MB, never bundled into JavaScript):
 * served at /geo/{layer}.geojson by the dev server and copied there in the client build; plus
 * the virtual module of area names the search page and its keyboard lists use.
 */
export function samGeoAssets(geoDir: string): Plugin {
  const read = (name: string) => readFileSync(path.join(geoDir, `${name}.geojson`), 'utf8');
  const files = MAP_LAYERS.map((l) => l.source);
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
        const name = /^\/geo\/([a-z]+)\.geojson$/.exec(req.url?.split('?')[0] ?? '')?.[1];
        if (!name || !files.includes(name as (typeof files)[number])) return next();
        res.setHeader('Content-Type', 'application/geo+json');
        res.end(read(name));
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const name of files) this.emitFile({ type: 'asset', fileName: `geo/${name}.geojson`, source: read(name) });
    },
  };
}
