/** Command line of `npm run bench:search`. */

export interface BenchOptions {
  scale: number;
  queries: number;
  pg: boolean;
  seed: boolean;
  dist: boolean;
}

export const USAGE = `Usage: npm run bench:search -- [options]
  --scale N      addresses to seed (default 100000)
  --queries N    timed queries per class (default 200)
  --no-pg        skip the PostgreSQL lane (facet counts are then checked against SQLite)
  --no-seed      reuse tmp/bench/search.sqlite from an earlier run with the same --scale
  --dist         run dist/apps/api/main.js (npm run build) instead of the sources through tsx
Environment: DATABASE_URL=postgres://… is the server of the PostgreSQL lane
(default postgres://postgres@127.0.0.1:5432/postgres); the scratch database sam_bench is dropped afterwards.`;

export function parseOptions(argv: readonly string[]): BenchOptions | 'help' {
  const options: BenchOptions = { scale: 100_000, queries: 200, pg: true, seed: true, dist: false };
  const positive = (flag: string, value: string | undefined): number => {
    const n = Number(value);
    if (value === undefined || !Number.isInteger(n) || n <= 0) throw new Error(`${flag} expects a positive whole number, got ${value ?? 'nothing'}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--scale':
        options.scale = positive(flag, value());
        break;
      case '--queries':
        options.queries = positive(flag, value());
        break;
      case '--no-pg':
        options.pg = false;
        break;
      case '--no-seed':
        options.seed = false;
        break;
      case '--dist':
        options.dist = true;
        break;
      case '--help':
      case '-h':
        return 'help';
      default:
        throw new Error(`unknown option ${argv[i]}\n${USAGE}`);
    }
  }
  if (options.scale < 30) throw new Error('--scale must be at least 30 (the seed needs it)');
  return options;
}
