/**
 * npm run scale [-- --check]: the scale-out lane (README "Scale-out lane", issue 16). Builds,
 * makes sure PostgreSQL runs (starting a local one when none answers) and nginx is installed,
 * migrates and seeds the `sam_scale` database, then serves two API instances behind nginx with
 * the portal and dashboard pointed at nginx. With --check it proves what the lane is for and
 * stops: a session made through one instance is valid on the other, a write through one is
 * searchable on the other within a second, and a rate limit holds across both.
 */
import { SEARCH_INDEX_NAMES } from '@sam/contracts';
import { CookieClient } from './http-client';
import { ensureDatabase, ensurePostgres, laneServerUrl, seedDatabase, startLane, type RunningLane } from './lane';

const PASSWORD = 'Sam-demo-2026!';

type Check = { name: string; ok: boolean; detail: string };

async function sessionAcrossInstances(lane: RunningLane): Promise<Check> {
  const [first, second] = lane.apiUrls;
  const client = new CookieClient(first);
  const login = await client.login('provider@sam.example', PASSWORD);
  const me = await client.via(second).request('GET', '/api/user');
  const email = (me.json as { email?: string } | null)?.email;
  return { name: 'a session made through one instance is valid on the other', ok: login < 300 && me.status === 200 && email === 'provider@sam.example', detail: `login ${login} on :3001, GET /api/user ${me.status} (${email}) on :3002` };
}

async function writeThenSearchElsewhere(lane: RunningLane): Promise<Check> {
  const [first, second] = lane.apiUrls;
  const client = new CookieClient(first);
  await client.login('provider@sam.example', PASSWORD);
  const categories = (await client.request('GET', '/api/events/categories?locale=fr')).json as { data: { id: number }[] };
  const word = `Passerelle${Date.now().toString(36)}`;
  const created = await client.request('POST', '/api/events', {
    title: `Atelier ${word} pour aidants`,
    description: 'Un atelier pour vérifier que chaque instance voit ce que l’autre écrit.',
    locale: 'fr',
    category_id: categories.data[0].id,
    starts_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    status: 'published',
  });
  const written = Date.now();
  let found = 0;
  let waited = 0;
  while (found === 0 && waited < 5_000) {
    const answer = await fetch(`${second}/1/indexes/${SEARCH_INDEX_NAMES.events}/query`, { method: 'POST', body: JSON.stringify({ query: word }) });
    found = ((await answer.json()) as { nbHits: number }).nbHits;
    waited = Date.now() - written;
    if (found === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { name: 'an event written through one instance is found by a search on the other within a second', ok: created.status === 201 && found > 0 && waited <= 1_000, detail: `created ${created.status} on :3001, found on :3002 after ${waited} ms` };
}

async function throttleAcrossInstances(lane: RunningLane): Promise<Check> {
  const email = `nobody-${Date.now()}@sam.example`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const client = new CookieClient(lane.apiUrls[attempt % 2]);
    statuses.push(await client.login(email, 'wrong password'));
  }
  const firstRefusal = statuses.indexOf(429);
  // Login: 5 failures per account and address per minute (README "Rate limits"), counted in the database.
  return { name: 'a rate limit holds across instances (failed logins alternating between them)', ok: firstRefusal === 5, detail: `statuses ${statuses.join(' ')}` };
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const serverUrl = laneServerUrl();
  await ensurePostgres(serverUrl);
  const databaseUrl = await ensureDatabase(serverUrl);
  seedDatabase({ DATABASE_URL: databaseUrl });
  const lane = await startLane(databaseUrl, { withApps: !check });
  const stop = async (code: number) => {
    await lane.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(130));
  process.once('SIGTERM', () => void stop(143));
  if (!check) {
    console.log(`\n\x1b[1m== Scale-out lane ready: nginx ${lane.nginxUrl} → API ${lane.apiUrls.join(', ')} · portal http://localhost:4200 · dashboard http://localhost:4300 (database ${databaseUrl})\x1b[0m\n`);
    return;
  }
  const results: Check[] = [];
  try {
    for (const run of [sessionAcrossInstances, writeThenSearchElsewhere, throttleAcrossInstances]) results.push(await run(lane));
  } finally {
    for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.detail}`);
  }
  await stop(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
