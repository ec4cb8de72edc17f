import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_HITS_PER_PAGE, searchEndpoints } from '@sam/contracts';
import { decodeSearchRequest, ensureWithinRequestLimits, SEARCH_LIMITS, SearchRequestError, type BaseRecord, type DecodedRequest, type SearchIndex } from '@sam/search-engine';
import { routes, SerializedBody } from '../plugins/contract-route';
import type { EmbeddedSearch } from './embedded';
import { FixedWindowRateLimiter, SEARCH_CALLS_PER_MINUTE } from './rate-limit';

/**
 * The Algolia REST protocol over the embedded engine, enough for algoliasearch v5 and
 * react-instantsearch unchanged. The search key is public and the routes only read, so there is
 * no session or CSRF check; browsers post `text/plain` JSON (a CORS "simple request") with the
 * key in the query string, servers send JSON with x-algolia-* headers: both are accepted.
 */

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  let body: unknown = request.body;
  if (typeof body === 'string') {
    if (body.trim() === '') return {};
    try {
      body = JSON.parse(body);
    } catch {
      throw new SearchRequestError('The body is not valid JSON');
    }
  }
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new SearchRequestError('The body must be a JSON object');
  return body as Record<string, unknown>;
}

function sendError(reply: FastifyReply, error: SearchRequestError) {
  return reply.code(error.status).type('application/json; charset=utf-8').send({ message: error.message, status: error.status });
}

export function searchRoutes(search: EmbeddedSearch): FastifyPluginAsync {
  return async (app) => {
    const indexNamed = (name: string): SearchIndex<BaseRecord> => {
      const index = search.index(name);
      if (!index) throw new SearchRequestError(`Index ${name} does not exist`, 404);
      return index;
    };

    // Per address, before anything is read (README "Rate limits"); Algolia answers 429 the same way.
    const limiter = new FixedWindowRateLimiter(SEARCH_CALLS_PER_MINUTE * app.config.rateLimitFactor, 60_000);
    app.addHook('onRequest', async (request, reply) => {
      const { allowed, retryAfterSeconds } = limiter.hit(request.ip);
      if (allowed) return;
      reply.header('retry-after', String(retryAfterSeconds));
      return sendError(reply, new SearchRequestError('Too many requests from this address: wait a minute and try again', 429));
    });

    // Algolia reads every body as JSON whatever its content type (browsers send text/plain).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    // Algolia's answers to mistakes are { message, status }, never the API's translated errors.
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof SearchRequestError) return sendError(reply, error);
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) return sendError(reply, new SearchRequestError((error as Error).message, status));
      request.log.error({ err: error }, 'search failed');
      return reply.code(500).send({ message: 'Internal error', status: 500 });
    });

    interface Entry {
      index: SearchIndex<BaseRecord>;
      decoded: DecodedRequest;
      facet: string | null;
    }

    const decodeEntry = (entry: unknown): Entry => {
      if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) throw new SearchRequestError('Invalid body: each request must be an object');
      const fields = entry as Record<string, unknown>;
      if (typeof fields.indexName !== 'string') throw new SearchRequestError("Invalid body: each request needs 'indexName'");
      const index = indexNamed(fields.indexName);
      const decoded = decodeSearchRequest(fields);
      if (fields.type === 'facet') {
        if (typeof fields.facet !== 'string') throw new SearchRequestError("A request of type 'facet' needs 'facet'");
        return { index, decoded, facet: fields.facet };
      }
      if (fields.type !== undefined && fields.type !== 'default') throw new SearchRequestError(`Unsupported request type '${String(fields.type)}'`);
      return { index, decoded, facet: null };
    };

    /** Hits one search returns at most (the engine's own defaults). */
    const hitsAsked = ({ params }: DecodedRequest) => params.length ?? params.hitsPerPage ?? SEARCH_HITS_PER_PAGE;

    const runEntry = ({ index, decoded, facet }: Entry) =>
      facet === null ? { ...index.search(decoded.params, decoded.paramsString) } : { ...index.searchFacetValues(facet, decoded.params) };

    /**
     * The answer's size is bounded too (hits can be large records): refused rather than sent. The
     * JSON measured is the JSON sent (written once, the busiest path under load), without the
     * contract's copy of every hit: the engine answers in Algolia's shape, which its loose response
     * schemas only describe (protocol.test.ts checks answers against them).
     */
    const bounded = (answer: unknown): SerializedBody => {
      const json = JSON.stringify(answer);
      if (json.length > SEARCH_LIMITS.responseBytes) {
        throw new SearchRequestError(`The answer would exceed ${SEARCH_LIMITS.responseBytes / 1024 / 1024} MB: ask for fewer hits or attributes`);
      }
      return new SerializedBody(json);
    };

    // Bodies are checked here, in Algolia's words (400 { message, status }), before the contract's
    // schema (which documents them) sees an object.
    app.addHook('preValidation', async (request) => {
      if (request.method === 'POST') request.body = bodyOf(request);
    });

    routes(app, searchEndpoints, {
      // Multi-query (InstantSearch): { requests: [{ indexName, params | fields, type? }], strategy? }.
      multipleQueries: ({ request, params }) => {
        if (params.indexName !== '*') throw new SearchRequestError('Not found', 404);
        const { requests, strategy } = request.body as Record<string, unknown>;
        if (!Array.isArray(requests)) throw new SearchRequestError("Invalid body: 'requests' must be an array");
        if (strategy !== undefined && strategy !== 'none' && strategy !== 'stopIfEnoughMatches') throw new SearchRequestError(`Unsupported strategy '${String(strategy)}'`);
        if (requests.length > SEARCH_LIMITS.queriesPerRequest) ensureWithinRequestLimits(requests.map(() => 0));
        // Every entry is decoded and the whole call checked before any search runs.
        const entries = requests.map(decodeEntry);
        ensureWithinRequestLimits(entries.map(({ decoded, facet }) => (facet === null ? hitsAsked(decoded) : 0)));
        return bounded({ results: entries.map(runEntry) });
      },
      query: ({ request, params }) => {
        const { params: search, paramsString } = decodeSearchRequest(request.body as Record<string, unknown>);
        return bounded(indexNamed(params.indexName).search(search, paramsString));
      },
      searchFacetValues: ({ request, params }) => {
        const { params: search } = decodeSearchRequest(request.body as Record<string, unknown>);
        return { ...indexNamed(params.indexName).searchFacetValues(params.facetName, search) };
      },
      listIndices: () => ({ items: search.list().map((index) => ({ ...index.info() })), nbPages: 1 }),
      getObject: ({ params, query }) => {
        const index = indexNamed(params.indexName);
        const wanted = query.attributesToRetrieve;
        const attributes = wanted === undefined || wanted.split(',').includes('*') ? '*' : wanted.split(',').map((a) => a.trim()).filter(Boolean);
        const record = index.retrieve(params.objectID, attributes);
        if (!record) throw new SearchRequestError('ObjectID does not exist', 404);
        return record;
      },
    }, { bodyLimit: SEARCH_LIMITS.bodyBytes });
  };
}
