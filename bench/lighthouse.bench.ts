/**
 * Lighthouse budget (docs/performance.md: 100 in performance, accessibility, best practices and SEO):
 * the mainnet production build (`VITE_NETWORK=mainnet npm run build`, into its own folder), served by
 * `vite preview` with the production headers, audited in Debian's Chromium as a phone and a desktop.
 * Lighthouse is a dependency of the benchmarks only (bench/package.json, so the app's lockfile does
 * not carry it): `npm install --prefix bench` once. Nothing leaves 127.0.0.1: Chromium runs with
 * background networking off and resolves no other host, and Lighthouse itself fetches nothing.
 * Run: npm run bench:lighthouse (BENCH_RUNS per form factor, median kept). Prints a table and writes
 * bench/results/lighthouse.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_NETWORK_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4974);
const OUT_DIR = 'dist-lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const root = new URL('..', import.meta.url).pathname;
/** The app's Vite configuration; its builds land in the repository's root. */
const APP_CONFIG = `${root}apps/web/vite.config.ts`;

/** The part of Lighthouse's result this script reads (its own types live in bench/node_modules). */
interface LighthouseResult {
  lhr: {
    lighthouseVersion: string;
    runWarnings: string[];
    categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<
      string,
      { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
    >;
  };
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}

/** Loads Lighthouse from bench/node_modules, or says how to get it. */
async function loadLighthouse() {
  // Specifiers held in variables: the type checker must not require bench/node_modules.
  const modules = ['lighthouse', 'lighthouse/core/config/desktop-config.js', 'chrome-launcher'];
  try {
    const [core, desktop, launcher] = await Promise.all(modules.map((specifier) => import(specifier)));
    return {
      lighthouse: core.default as Lighthouse,
      desktopConfig: desktop.default as unknown,
      chromeLauncher: launcher as ChromeLauncher,
    };
  } catch {
    console.error('Lighthouse is not installed for the benchmarks. Run:\n\n  npm install --prefix bench\n');
    process.exit(1);
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'ignore', env });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

/**
 * `VITE_NETWORK=mainnet npm run build` (README) and nothing else: the shell's own build settings are
 * dropped, so the public explorer, ordering service and indexer are the defaults.
 */
function mainnetBuildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('VITE_') && !key.startsWith('SATCHEL_')) env[key] = value;
  }
  return { ...env, VITE_NETWORK: 'mainnet' };
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Weighted audits of a category below 100 in this run, with their scores: what to fix. */
function lostPoints(result: LighthouseResult, category: Category): [string, string][] {
  const { categories, audits } = result.lhr;
  return categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, audit: audits[ref.id] }))
    .filter(({ audit }) => audit && audit.scoreDisplayMode !== 'notApplicable' && (audit.score ?? 1) < 1)
    .map(({ id, audit }) => [
      `${category}: ${id}`,
      `${Math.round((audit?.score ?? 0) * 100)}${audit?.displayValue ? ` at ${audit.displayValue.replace(/\s/g, ' ')}` : ''}`,
    ]);
}

async function main() {
  const { lighthouse, desktopConfig, chromeLauncher } = await loadLighthouse();
  const vite = join(root, 'node_modules/.bin/vite');
  await run(vite, ['build', '--config', APP_CONFIG, '--outDir', OUT_DIR, '--emptyOutDir'], mainnetBuildEnv());
  const preview = spawn(
    vite,
    [
      'preview',
      '--config',
      APP_CONFIG,
      '--outDir',
      OUT_DIR,
      '--host',
      '127.0.0.1',
      '--port',
      String(APP_PORT),
      '--strictPort',
    ],
    { cwd: root, stdio: 'ignore', env: mainnetBuildEnv() },
  );
  const url = `http://127.0.0.1:${APP_PORT}/`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // Any host but the local server fails to resolve: nothing is downloaded, whatever asks for it.
    chromeFlags: [...CHROMIUM_NETWORK_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  try {
    await waitFor(url);
    const forms = [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const;
    const report: Record<string, unknown> = {};
    const rows = [];
    let version = '';
    for (const [formFactor, config] of forms) {
      const scores: Record<Category, number[]> = {
        performance: [],
        accessibility: [],
        'best-practices': [],
        seo: [],
      };
      const lost = new Map<string, string[]>();
      const warnings = new Set<string>();
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          config,
        );
        if (!result) throw new Error('Lighthouse returned no result');
        version = result.lhr.lighthouseVersion;
        for (const warning of result.lhr.runWarnings) warnings.add(warning);
        for (const category of CATEGORIES) {
          scores[category].push(Math.round((result.lhr.categories[category].score ?? 0) * 100));
          for (const [audit, score] of lostPoints(result, category))
            lost.set(audit, [...(lost.get(audit) ?? []), score]);
        }
      }
      const medians = Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) as Record<
        Category,
        number
      >;
      rows.push({ formFactor, ...medians, withinBudget: CATEGORIES.every((c) => medians[c] >= 100) });
      // Scores of the runs where the audit fell short (absent runs scored 100).
      const below = [...lost].map(([audit, runs]) => `${audit} (${runs.join('/')})`);
      report[formFactor] = { medians, scores, lostPoints: below, runWarnings: [...warnings] };
    }
    console.log(`Lighthouse ${version}, ${RUNS} runs per form factor (median), mainnet build, ${url}`);
    console.table(rows);
    for (const [formFactor, entry] of Object.entries(report)) {
      const { lostPoints: audits, runWarnings } = entry as { lostPoints: string[]; runWarnings: string[] };
      if (audits.length) console.log(`${formFactor}, audits below 100: ${audits.join(', ')}`);
      for (const warning of runWarnings) console.log(`${formFactor}, warning: ${warning}`);
    }
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, 'bench/results/lighthouse.json'),
      `${JSON.stringify({ lighthouseVersion: version, runs: RUNS, url, rows, ...report }, null, 2)}\n`,
    );
    if (rows.some((row) => !row.withinBudget)) process.exitCode = 1;
  } finally {
    chrome.kill();
    preview.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
