import { performance } from 'node:perf_hooks';
import { createDatabase } from '@sam/db';
import type { PrestataireAddressRecord } from '@sam/contracts';
import { SearchRepository } from './repository';
import { PrestataireRecordMapper } from './records';
import { SearchIndex, type BaseRecord } from './engine';
import { PRESTATAIRE_SETTINGS, type IndexSettings } from './settings';

async function main() {
  const db = await createDatabase({ sqliteFile: '/tmp/s1-100k.sqlite' });
  const repo = new SearchRepository(db);
  let load = 0, map = 0, loadCpu = 0, mapCpu = 0;
  const mapper = new PrestataireRecordMapper(await repo.reference(), (id) => `tok${id}`);
  const records: PrestataireAddressRecord[] = [];
  const range = (await repo.listingIdRange())!;
  for (let from = range.min; from <= range.max; from += 10000) {
    let t = performance.now(); let c = process.cpuUsage().user;
    const rows = await repo.prestataires({ from, to: from + 9999 });
    load += performance.now() - t; loadCpu += process.cpuUsage().user - c;
    t = performance.now(); c = process.cpuUsage().user;
    for (const r of mapper.map(rows)) records.push(r);
    map += performance.now() - t; mapCpu += process.cpuUsage().user - c;
  }
  console.log('load wall', Math.round(load), 'cpu', Math.round(loadCpu / 1000), '| map wall', Math.round(map), 'cpu', Math.round(mapCpu / 1000));
  const index = new SearchIndex('p', PRESTATAIRE_SETTINGS as unknown as IndexSettings<BaseRecord>);
  const t = performance.now(); const c = process.cpuUsage().user;
  index.build(records);
  console.log('engine wall', Math.round(performance.now() - t), 'cpu', Math.round((process.cpuUsage().user - c) / 1000));
  await db.destroy();
}
main();
