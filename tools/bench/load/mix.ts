import autocannon, { type RequestSpec } from 'autocannon';
import { SEARCH_INDEX_NAMES } from '@sam/contracts';

/**
 * The realistic mix of `npm run load` (issue 16): visitors searching through the Algolia
 * protocol and reading pages the portal renders, logged-in users toggling bookmarks and creating
 * events. Each kind runs as its own autocannon instance with its share of the connections, at
 * the same time, so each gets its own throughput and latency figures.
 */

export interface Session {
  cookie: string;
  xsrf: string;
  userId: number;
}

export interface MixTargets {
  apiUrl: string;
  portalUrl: string;
  providerPaths: string[];
  listPaths: string[];
  /** Listings to bookmark, by slug (the bookmark route takes a slug), with their ids to check the database. */
  listings: { id: number; slug: string }[];
  eventCategoryId: number;
  sessions: Session[];
}

export interface KindResult {
  kind: string;
  read: boolean;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** What the writes the servers acknowledged were, to find them in the database afterwards. */
export interface Acknowledged {
  eventIds: number[];
  bookmarks: { userId: number; listingId: number }[];
}

const WORDS = ['aide', 'soins', 'domicile', 'répit', 'kiné', 'infirmier', 'maison médicale', 'transport', 'repas', 'aidant', 'mutuelle', 'thuiszorg', 'huisarts', 'psychologue', 'logopède'];

const pick = <T>(list: readonly T[], context: Record<string, unknown>, key: string): T => {
  const next = ((context[key] as number | undefined) ?? Math.floor(Math.random() * list.length)) + 1;
  context[key] = next;
  return list[next % list.length];
};

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

interface Kind {
  name: string;
  read: boolean;
  share: number;
  url: string;
  requests: RequestSpec[];
}

function kinds(targets: MixTargets, acknowledged: Acknowledged): Kind[] {
  const session = (context: Record<string, unknown>) => {
    context.session ??= targets.sessions[Math.floor(Math.random() * targets.sessions.length)];
    return context.session as Session;
  };
  const writeHeaders = (s: Session) => ({ cookie: s.cookie, 'x-xsrf-token': s.xsrf, 'content-type': 'application/json', accept: 'application/json', origin: 'http://localhost:4300' });
  return [
    {
      name: 'search (Algolia multi-query)',
      read: true,
      share: 0.4,
      url: targets.apiUrl,
      requests: [
        {
          method: 'POST',
          path: `/1/indexes/*/queries?x-algolia-application-id=SAM&x-algolia-api-key=public`,
          setupRequest: (request, context) => ({
            ...request,
            headers: { 'content-type': 'text/plain' },
            body: JSON.stringify({
              requests: [
                { indexName: SEARCH_INDEX_NAMES.prestataire_addresses, params: `query=${encodeURIComponent(pick(WORDS, context, 'word'))}&hitsPerPage=20&facets=${encodeURIComponent('["*"]')}` },
                { indexName: SEARCH_INDEX_NAMES.events, params: 'hitsPerPage=0' },
              ],
            }),
          }),
        },
      ],
    },
    {
      name: 'provider pages (portal SSR)',
      read: true,
      share: 0.25,
      url: targets.portalUrl,
      requests: [{ method: 'GET', setupRequest: (request, context) => ({ ...request, path: pick(targets.providerPaths, context, 'provider') }) }],
    },
    {
      name: 'list pages (portal SSR)',
      read: true,
      share: 0.15,
      url: targets.portalUrl,
      requests: [{ method: 'GET', setupRequest: (request, context) => ({ ...request, path: pick(targets.listPaths, context, 'list') }) }],
    },
    {
      name: 'bookmark toggles (logged in)',
      read: false,
      share: 0.12,
      url: targets.apiUrl,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const s = session(context);
            const listing = pick(targets.listings, context, 'listing');
            context.pending = { userId: s.userId, listingId: listing.id };
            return { ...request, path: `/api/prestataires/${listing.slug}/bookmark`, headers: writeHeaders(s), body: JSON.stringify({ bookmarked: true }) };
          },
          onResponse: (status, _body, context) => {
            if (status === 200) acknowledged.bookmarks.push(context.pending as { userId: number; listingId: number });
          },
        },
      ],
    },
    {
      name: 'event creation (logged in)',
      read: false,
      share: 0.08,
      url: targets.apiUrl,
      requests: [
        {
          method: 'POST',
          path: '/api/events',
          setupRequest: (request, context) => {
            const s = session(context);
            const n = ((context.n as number | undefined) ?? 0) + 1;
            context.n = n;
            return {
              ...request,
              headers: writeHeaders(s),
              body: JSON.stringify({
                title: `Charge ${s.userId}-${n} atelier des aidants`,
                description: 'Un événement créé par la mesure de charge.',
                locale: 'fr',
                category_id: targets.eventCategoryId,
                starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
                status: 'published',
              }),
            };
          },
          onResponse: (status, body) => {
            if (status === 201) acknowledged.eventIds.push((JSON.parse(body) as { data: { id: number } }).data.id);
          },
        },
      ],
    },
  ];
}

function runKind(kind: Kind, connections: number, seconds: number): Promise<KindResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: kind.url, connections, duration: seconds, timeout: 30, requests: kind.requests }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        kind: kind.name,
        read: kind.read,
        connections,
        requests: result.requests.total,
        perSecond: result.requests.total / seconds,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** The whole mix at once: `clients` connections shared out by kind, for `seconds`. */
export async function runMix(targets: MixTargets, clients: number, seconds: number): Promise<{ results: KindResult[]; acknowledged: Acknowledged }> {
  const acknowledged: Acknowledged = { eventIds: [], bookmarks: [] };
  const all = kinds(targets, acknowledged);
  const results = await Promise.all(all.map((kind) => runKind(kind, Math.max(1, Math.round(kind.share * clients)), seconds)));
  return { results, acknowledged };
}

/** One URL alone (the side-by-side server throughput of issue 16 item 5). */
export function runOne(name: string, url: string, path: string, connections: number, seconds: number): Promise<KindResult> {
  return runKind({ name, read: true, share: 1, url, requests: [{ method: 'GET', path }] }, connections, seconds);
}

export function printTable(title: string, results: KindResult[]): void {
  console.log(`\n${title}`);
  console.log('kind                                   conns  requests    req/s    p50 ms   p95 ms   p99 ms  errors  non-2xx');
  for (const r of results) {
    console.log(
      `${r.kind.padEnd(38)} ${String(r.connections).padStart(5)} ${String(r.requests).padStart(9)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(9)} ${r.p95.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(8)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)}`,
    );
  }
}
