import { allEndpoints, type AnyEndpoint } from '@sam/contracts';
import { jsonCases, type BadInputCase, type EndpointSetup } from './cases';
import { algoliaCases, algoliaGetCases } from './search-cases';
import { uploadCases } from './uploads';

/** Every write (POST, PUT, PATCH, DELETE, and so their `_method` twins) and every search endpoint. */
export const isTarget = (endpoint: AnyEndpoint): boolean => endpoint.method !== 'GET' || endpoint.path.startsWith('/1/');

function casesOf(endpoint: AnyEndpoint, setup: EndpointSetup): BadInputCase[] {
  if (endpoint.method === 'GET') return algoliaGetCases(endpoint, setup);
  if (endpoint.consumes === 'multipart/form-data') return uploadCases(endpoint, setup);
  const cases = jsonCases(endpoint, setup);
  return endpoint.path.startsWith('/1/') ? [...cases, ...algoliaCases(endpoint, setup)] : cases;
}

/** A refused case whose body parses (an upload, a JSON object): only the access rule can answer it first. */
function readableRefusal(c: BadInputCase): boolean {
  if (c.expect !== 'refused' || c.payload === undefined || c.method !== c.endpoint.method) return false;
  if (Buffer.isBuffer(c.payload)) return c.payload.length < 1_000_000 && (c.headers['content-type'] ?? '').startsWith('multipart/form-data;');
  if (c.payload.length > 1_000_000) return false;
  try {
    const body: unknown = JSON.parse(c.payload);
    return body !== null && typeof body === 'object' && !Array.isArray(body) && !/"(__proto__|constructor)"/.test(c.payload);
  } catch {
    return false;
  }
}

/**
 * The suite's cases, grouped by endpoint, generated from the contracts (docs/decisions/0012).
 * Endpoints that need a signed-in caller also get a sample of their cases sent anonymously.
 */
export function badInputCases(setupOf: (endpoint: AnyEndpoint) => EndpointSetup): Map<AnyEndpoint, BadInputCase[]> {
  const groups = new Map<AnyEndpoint, BadInputCase[]>();
  for (const endpoint of allEndpoints().filter(isTarget)) {
    const setup = setupOf(endpoint);
    // A parameter the setup does not know yet (a new endpoint) names item 1: still a request, maybe a 404.
    const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, setup.params[name] ?? '1']));
    const cases = casesOf(endpoint, { ...setup, params });
    const anonymous = endpoint.access === 'public' ? [] : cases.filter(readableRefusal).slice(0, 3).map((c) => ({ ...c, name: `${c.name} (anonymous)`, anonymous: true }));
    groups.set(endpoint, [...cases, ...anonymous]);
  }
  return groups;
}
