import { createTestApp } from './testing/test-database';
async function main() {
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    const a = await createTestApp('sqlite');
    const t1 = Date.now();
    await a.close();
    console.log(`app ${t1 - t0}`);
  }
}
void main();
