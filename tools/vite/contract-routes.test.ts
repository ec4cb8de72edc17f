import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../servers';
import { ROUTE_FIELDS, routesModule } from './contract-routes';

const endpointsDir = path.join(REPO_ROOT, 'libs/contracts/src/endpoints');
/** Runs a generated module as a browser would import it. */
const evaluate = async (code: string): Promise<Record<string, unknown>> => import(`data:text/javascript,${encodeURIComponent(code)}`);

describe('routesModule', () => {
  it('keeps each endpoint’s route and nothing of its schemas, and leaves factories out', async () => {
    const schema = { parse: () => undefined };
    const code = routesModule(
      {
        thingsEndpoints: {
          list: { id: 'things.list', method: 'GET', path: '/api/things', access: 'public', summary: 'List', tags: ['Things'], query: schema, response: schema },
          create: { id: 'things.create', method: 'POST', path: '/api/things', access: 'verified', csrf: true, status: 201, body: schema, response: schema },
        },
        thingEndpointsAt: () => ({}),
      },
      'things.ts',
    );
    assert.doesNotMatch(code, /parse|summary|Things|thingEndpointsAt/);
    const module = await evaluate(code);
    assert.deepEqual(Object.keys(module), ['thingsEndpoints']);
    assert.deepEqual(module.thingsEndpoints, {
      list: { id: 'things.list', method: 'GET', path: '/api/things', access: 'public' },
      create: { id: 'things.create', method: 'POST', path: '/api/things', access: 'verified', csrf: true, status: 201 },
    });
  });

  it('refuses an export that is not a table of endpoints (a schema or a constant would vanish from browsers)', () => {
    assert.throws(() => routesModule({ thingSchema: { parse: () => undefined } }, 'things.ts'), /things\.ts: export thingSchema is not a table of endpoints/);
    assert.throws(() => routesModule({ LIMIT: 20 }, 'things.ts'), /export LIMIT/);
  });

  it('turns every real endpoints file into the same routes its module defines', async () => {
    const files = readdirSync(endpointsDir).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
    assert.ok(files.length > 30);
    for (const file of files) {
      const real = (await import(path.join(endpointsDir, file))) as Record<string, unknown>;
      const browser = await evaluate(routesModule(real, file));
      for (const [name, table] of Object.entries(browser)) {
        for (const [key, route] of Object.entries(table as Record<string, Record<string, unknown>>)) {
          const endpoint = (real[name] as Record<string, Record<string, unknown>>)[key];
          for (const field of ROUTE_FIELDS) assert.equal(route[field], endpoint[field], `${file} ${name}.${key}.${field}`);
        }
      }
    }
  });
});
