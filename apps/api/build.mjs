// Bundles the API into dist/apps/api/main.js (run from anywhere: paths are resolved from here).
// Every root dependency stays external (native better-sqlite3, pg, fastify…, resolved from
// node_modules at run time); the @sam/* libs are bundled through the tsconfig paths.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outdir = join(root, 'dist', 'apps', 'api');
const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

await build({
  entryPoints: [join(root, 'apps', 'api', 'src', 'main.ts')],
  outfile: join(outdir, 'main.js'),
  tsconfig: join(root, 'apps', 'api', 'tsconfig.json'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'info',
});
// CommonJS whatever the root package.json "type" becomes.
mkdirSync(outdir, { recursive: true });
writeFileSync(join(outdir, 'package.json'), JSON.stringify({ type: 'commonjs' }, null, 2) + '\n');
