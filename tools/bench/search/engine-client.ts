import { algoliasearch } from 'algoliasearch';
import { SEARCH_INDEX_NAMES } from '@sam/contracts';
import { toSearchParams, type BenchQuery } from './query-model';

/** The engine as the portal reaches it: the algoliasearch v5 client pointed at the API. */

export interface EngineAnswer {
  nbHits: number;
  hits: number;
  facets: Record<string, Record<string, number>>;
  processingTimeMS: number;
}

export interface EngineTiming {
  answer: EngineAnswer;
  /** Round trip through the client (serialisation, HTTP on 127.0.0.1, parsing). */
  httpMs: number;
}

export interface IndexInfo {
  name: string;
  entries: number;
  buildTimeMs?: number;
  [field: string]: unknown;
}

export function engineClient(port: number) {
  const client = algoliasearch('bench', 'bench', {
    hosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' }],
  });
  const indexName = SEARCH_INDEX_NAMES.prestataire_addresses;

  return {
    async search(q: BenchQuery): Promise<EngineTiming> {
      const started = performance.now();
      const response = await client.searchSingleIndex({ indexName, searchParams: toSearchParams(q) });
      const httpMs = performance.now() - started;
      return {
        httpMs,
        answer: {
          nbHits: response.nbHits ?? Number.NaN,
          hits: response.hits.length,
          facets: response.facets ?? {},
          processingTimeMS: response.processingTimeMS ?? Number.NaN,
        },
      };
    },

    /** GET /1/indexes (plain fetch: the engine adds buildTimeMs to Algolia's fields). */
    async indices(): Promise<IndexInfo[]> {
      const response = await fetch(`http://127.0.0.1:${port}/1/indexes`);
      if (!response.ok) throw new Error(`GET /1/indexes answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { items?: IndexInfo[] };
      return body.items ?? [];
    },
  };
}
