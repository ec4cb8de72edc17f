/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMBEDDED_SEARCH_APP_ID, EMBEDDED_SEARCH_KEY } from '@sam/contracts';
import { createSearchClient } from './search-client';

/** An engine stand-in that answers every multi-query after `delayMs`, as a busy API would. */
function slowEngine(delayMs: number): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ results: [{ hits: [], nbHits: 42, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 1, query: '', params: '' }] }));
      }, delayMs),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('createSearchClient', () => {
  let server: Server;
  let host: string;
  beforeAll(async () => {
    server = await slowEngine(150);
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = () => ({ mode: 'embedded' as const, appId: EMBEDDED_SEARCH_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, host, protocol: 'http' as const });
  const count = async (client: ReturnType<typeof createSearchClient>) => {
    const { results } = await client.search({ requests: [{ indexName: 'prestataire_addresses_index', hitsPerPage: 0 }] });
    return (results[0] as { nbHits: number }).nbHits;
  };

  it("keeps the client's own timeouts when none are given (an answer after 150 ms arrives)", async () => {
    await expect(count(createSearchClient(config(), 'fr'))).resolves.toBe(42);
  });

  it('uses the timeouts it is given', async () => {
    await expect(count(createSearchClient(config(), 'nl', {}, { connect: 5_000, read: 5_000, write: 5_000 }))).resolves.toBe(42);
    await expect(count(createSearchClient(config(), 'nl', {}, { connect: 20, read: 20, write: 20 }))).rejects.toThrow(/Unreachable hosts/);
  });
});
