/**
 * npm run bench:web [-- --runs 3] [--pages home,search,provider,agenda] [--locales fr,nl] [--build] [--record]
 * (README "Benchmarks", issue 16 item 6). Lighthouse (Node API) drives Debian chromium with its
 * default mobile emulation and simulated throttling, `--runs` times per page and locale, against the
 * built API and portal started as the e2e suites start them (tools/servers.ts) on a fresh seeded
 * SQLite database in tmp/bench/web. Prints the median of each figure (performance, accessibility,
 * best practices, SEO, LCP, CLS, TBT, initial JS gzip) next to its budget, and the audits that
 * cost points. `--record` writes the table, machine and date into docs/benchmarks.md. Exits
 * non-zero only when a server or Lighthouse fails, never on the figures.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { REPO_ROOT, serverLaunch, waitUntilReady, type ServerName } from '../../servers';
import { seedDatabase } from '../scale/lane';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const RUNS = Number(option('runs', '3'));
const PAGES = option('pages', 'home,search,provider,agenda').split(',') as PageName[];
const LOCALES = option('locales', 'fr,nl').split(',') as Locale[];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DIR = path.join(REPO_ROOT, 'tmp/bench/web');
const BENCHMARKS_DOC = path.join(REPO_ROOT, 'docs/benchmarks.md');
/** The demo provider the e2e suites open (tools/seed/seed.ts). */
const PROVIDER_SLUG = 'centre-de-jour-les-tilleuls';

type PageName = 'home' | 'search' | 'provider' | 'agenda';

/** Issue 16 item 6. The JS budget holds on home and search only (the map's OpenLayers loads when the map is opened). */
const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, cls: 0, jsKb: 150 };
const JS_BUDGET_PAGES: PageName[] = ['home', 'search'];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts loaded by the page before the network went quiet, bytes over the wire (gzip). */
  jsKb: number;
}
const FIGURE_KEYS: (keyof Figures)[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs', 'jsKb'];

interface PageResult {
  page: PageName;
  locale: Locale;
  path: string;
  median: Figures;
  runs: Figures[];
  /** Audits below full marks in the median-performance run, by category. */
  lost: Record<string, string[]>;
}

// Lighthouse's result, only the parts read here.
interface Audit {
  id: string;
  score: number | null;
  numericValue?: number;
  scoreDisplayMode?: string;
  details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
  /** Lighthouse's measure of the host's CPU (higher is faster): simulated TBT scales with the host. */
  environment?: { benchmarkIndex?: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figuresOf(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = lhr.audits['network-requests']?.details?.items?.filter((item) => item.resourceType === 'Script') ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

/** The weighted audits that did not get full marks, per category (what to fix). */
function lostPoints(lhr: Lhr): Record<string, string[]> {
  const lost: Record<string, string[]> = {};
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    const ids = auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.id}${category === 'performance' ? ` ${audit.score}` : ''}`);
    if (ids.length > 0) lost[category] = ids;
  }
  return lost;
}

async function pagePaths(apiUrl: string): Promise<Record<PageName, Record<Locale, string>>> {
  const response = await fetch(`${apiUrl}/api/prestataires/${PROVIDER_SLUG}`);
  if (!response.ok) throw new Error(`bench:web: ${PROVIDER_SLUG} answered ${response.status}`);
  const { data } = (await response.json()) as { data: { slug: string; sectors: { slug_fr: string; slug_nl: string; is_main: boolean }[] } };
  const sector = data.sectors.find((s) => s.is_main) ?? data.sectors[0];
  const perLocale = (build: (locale: Locale) => string) => ({ fr: build('fr'), nl: build('nl') }) as Record<Locale, string>;
  return {
    home: perLocale((locale) => pathFor('index', locale)),
    search: perLocale((locale) => pathFor('recherche', locale)),
    provider: perLocale((locale) => pathFor('prestataires-sector-slug', locale, { sector: locale === 'fr' ? sector.slug_fr : sector.slug_nl, slug: data.slug })),
    agenda: perLocale((locale) => pathFor('agenda', locale)),
  };
}

/** The built API and portal, as the e2e suites run them, on a fresh seeded database. */
async function startServers(): Promise<{ stop: () => Promise<void> }> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: '',
    DATABASE_FILE: path.join(DIR, 'sam.sqlite'),
    OUTBOX_DIR: path.join(DIR, 'outbox'),
    STORAGE_DIR: path.join(DIR, 'storage'),
    APP_KEY: randomBytes(32).toString('base64'),
    // What a deployment runs: production React, no debug logs.
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  seedDatabase(env, [], true);
  const children: ChildProcess[] = [];
  const start = async (name: ServerName) => {
    const launch = serverLaunch(name, { env });
    if (!existsSync(launch.entry)) throw new Error(`bench:web: ${launch.entry} is missing: npm run build (or pass --build)`);
    const child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
    await waitUntilReady(launch.readyUrl, { timeoutMs: 120_000, exited: () => child.exitCode !== null });
  };
  // However this process ends, its servers go with it (they hold the shared ports).
  process.once('exit', () => children.forEach((child) => child.kill('SIGTERM')));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(130));
  await start('api');
  await start('portal');
  return {
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      ).then(() => undefined),
  };
}

/** One Lighthouse run in a fresh chromium (no cache, no service worker, nothing from the previous run). */
async function lighthouseRun(url: string): Promise<Lhr> {
  // Both packages are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`bench:web: no Lighthouse result for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) throw new Error(`bench:web: Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART, NO_FCP): that run is made again, twice at most. */
async function withRetries(run: () => Promise<Lhr>): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)} (run made again)`);
    }
  }
}

const format: Record<keyof Figures, (value: number) => string> = {
  performance: (v) => String(v),
  accessibility: (v) => String(v),
  bestPractices: (v) => String(v),
  seo: (v) => String(v),
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  cls: (v) => v.toFixed(3),
  tbtMs: (v) => `${Math.round(v)} ms`,
  jsKb: (v) => `${v.toFixed(1)} KB`,
};
const HEADINGS: Record<keyof Figures, string> = {
  performance: 'Perf.',
  accessibility: 'A11y',
  bestPractices: 'Best pr.',
  seo: 'SEO',
  lcpMs: 'LCP',
  cls: 'CLS',
  tbtMs: 'TBT',
  jsKb: 'Initial JS (gzip)',
};

/** True when the figure meets its budget; undefined when it has none (TBT, JS outside home and search). */
function withinBudget(result: PageResult, key: keyof Figures): boolean | undefined {
  const value = result.median[key];
  switch (key) {
    case 'lcpMs':
      return value <= BUDGET.lcpMs;
    case 'cls':
      return value <= BUDGET.cls;
    case 'jsKb':
      return JS_BUDGET_PAGES.includes(result.page) ? value <= BUDGET.jsKb : undefined;
    case 'tbtMs':
      return undefined;
    default:
      return value >= BUDGET[key];
  }
}

function cell(result: PageResult, key: keyof Figures): string {
  const ok = withinBudget(result, key);
  return `${format[key](result.median[key])}${ok === false ? ' ✗' : ''}`;
}

function markdownTable(results: PageResult[]): string {
  const header = `| Page | ${FIGURE_KEYS.map((key) => HEADINGS[key]).join(' | ')} |`;
  const rule = `|${' --- |'.repeat(FIGURE_KEYS.length + 1)}`;
  const rows = results.map((r) => `| ${r.page} \`${r.path}\` | ${FIGURE_KEYS.map((key) => cell(r, key)).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}

function machine(): string {
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const lighthouseVersion = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${chromium}, Lighthouse ${lighthouseVersion}`;
}

/**
 * Lighthouse's CPU benchmark of the runs: simulated throttling slows the host's own main-thread
 * work by a fixed factor, so TBT (and the performance score with it) follows the host's speed.
 */
function cpuBenchmark(indices: number[]): string {
  if (indices.length === 0) return "Lighthouse's CPU benchmark index: not reported.";
  return `Lighthouse's CPU benchmark index (higher is faster): median ${Math.round(median(indices))}, ${Math.round(Math.min(...indices))}-${Math.round(Math.max(...indices))} over ${indices.length} runs.`;
}

function record(results: PageResult[], loadBefore: number[], loadAfter: number[], cpu: string): void {
  const start = '<!-- bench:web:start -->';
  const end = '<!-- bench:web:end -->';
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' / ');
  const block = [
    start,
    `Recorded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:web\` (median of ${RUNS} runs, mobile emulation, simulated throttling).`,
    '',
    `Machine: ${machine()}. Load average (1/5/15 min) before the run ${load(loadBefore)}, after it ${load(loadAfter)}. ${cpu}`,
    '',
    markdownTable(results),
    '',
    `✗: outside the budget (performance ≥ ${BUDGET.performance}, accessibility, best practices and SEO ${BUDGET.seo}, LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ${BUDGET.cls}, initial JS ≤ ${BUDGET.jsKb} KB gzip on home and search).`,
    end,
  ].join('\n');
  const doc = readFileSync(BENCHMARKS_DOC, 'utf8');
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`bench:web: ${BENCHMARKS_DOC} lacks the ${start} … ${end} markers`);
  writeFileSync(BENCHMARKS_DOC, doc.slice(0, from) + block + doc.slice(to + end.length));
  console.log(`\nRecorded in ${path.relative(REPO_ROOT, BENCHMARKS_DOC)}`);
}

async function main(): Promise<void> {
  if (args.includes('--build')) {
    const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,portal', '--outputStyle=static'], { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
    if (build.status !== 0) throw new Error('bench:web: the build failed');
  }
  const loadBefore = os.loadavg();
  const servers = await startServers();
  const results: PageResult[] = [];
  const benchmarkIndices: number[] = [];
  try {
    const apiUrl = `http://localhost:${serverLaunch('api').port}`;
    const portalUrl = `http://localhost:${serverLaunch('portal').port}`;
    const paths = await pagePaths(apiUrl);
    for (const page of PAGES) {
      for (const locale of LOCALES) {
        const url = `${portalUrl}${paths[page][locale]}`;
        // One render before measuring: the server's first-request work (module loading, caches) is not the page's.
        await fetch(url);
        const lhrs: Lhr[] = [];
        for (let run = 0; run < RUNS; run++) lhrs.push(await withRetries(() => lighthouseRun(url)));
        const runs = lhrs.map(figuresOf);
        for (const lhr of lhrs) if (lhr.environment?.benchmarkIndex) benchmarkIndices.push(lhr.environment.benchmarkIndex);
        const medianFigures = Object.fromEntries(FIGURE_KEYS.map((key) => [key, median(runs.map((r) => r[key]))])) as unknown as Figures;
        // The reports of the run whose performance score is the median, kept to look into.
        const medianRun = lhrs[runs.map((r, i) => [r.performance, i]).sort((a, b) => a[0] - b[0])[Math.floor(runs.length / 2)][1]];
        writeFileSync(path.join(DIR, `${page}-${locale}.json`), JSON.stringify(medianRun));
        const result: PageResult = { page, locale, path: paths[page][locale], median: medianFigures, runs, lost: lostPoints(medianRun) };
        results.push(result);
        console.log(`${page} ${result.path}: ${FIGURE_KEYS.map((key) => `${HEADINGS[key]} ${cell(result, key)}`).join(' · ')}`);
        for (const [category, ids] of Object.entries(result.lost)) console.log(`    ${category}: ${ids.join(', ')}`);
      }
    }
  } finally {
    await servers.stop();
  }
  const loadAfter = os.loadavg();
  const cpu = cpuBenchmark(benchmarkIndices);
  console.log(`\n${cpu}`);
  console.log(`\n${markdownTable(results)}\n`);
  const misses = results.flatMap((r) => FIGURE_KEYS.filter((key) => withinBudget(r, key) === false).map((key) => `${r.path} ${HEADINGS[key]}`));
  console.log(misses.length === 0 ? 'Every page within its budgets.' : `Outside the budgets: ${misses.join('; ')}`);
  writeFileSync(path.join(DIR, 'results.json'), JSON.stringify({ date: new Date().toISOString(), machine: machine(), loadBefore, loadAfter, benchmarkIndices, results }, null, 2));
  if (args.includes('--record')) record(results, loadBefore, loadAfter, cpu);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
