// `npm test`: install what is missing, then typecheck, lint, unit tests and the
// Playwright suite in real Chromium against a devnet. Exits non-zero on any failure.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  APP_VITE_CONFIG,
  ensureChromium,
  ensureDependencies,
  hasFile,
  log,
  npxBin,
  readJson,
  root,
  run,
  runHeld,
} from './lib.mjs';

const E2E_DEVNET_PORT = process.env.SATCHEL_E2E_DEVNET_PORT ?? '3102';
// The devnet origin the mainnet build is made for (e2e/ports.ts): worker n's mainnet devnet listens
// on this port plus n, and its browser maps the origin there.
const E2E_MAINNET_DEVNET = `http://127.0.0.1:${process.env.SATCHEL_E2E_MAINNET_DEVNET_PORT ?? '3202'}`;
const reports = join(root, 'test-reports');
// Real Leather and Unisat builds: SATCHEL_REAL_WALLETS_DIR when set (the kit reads it too), else
// beside the project root; `npm run real-wallets:build`.
const REAL_WALLETS = resolve(
  process.env.SATCHEL_REAL_WALLETS_DIR?.trim() || join(root, '..', 'shared', 'real-wallets'),
);
const REAL_WALLET_BUILDS = ['leather-6.73.4', 'unisat-1.7.3'];

const E2E = 'End-to-end tests (Playwright, Chromium)';
/** Where Playwright lists the tests of its last run that failed. */
const LAST_RUN = '.last-run.json';

/**
 * The suite records no traces (docs/performance.md); the tests that failed run once more
 * with a trace each, into test-results/, for whoever reads the failure. That second run decides
 * nothing: the failure stands whatever it shows.
 */
async function traceFailures() {
  log('Tracing the failed end-to-end tests (a second run, for test-results/; not counted)');
  // The first run's results (error context of each failure) are kept beside the traced run's, and
  // its list of failures is what `--last-failed` reads.
  const results = join(root, 'test-results');
  const firstRun = join(root, 'test-results-first-run');
  rmSync(firstRun, { recursive: true, force: true });
  if (!existsSync(join(results, LAST_RUN))) return;
  renameSync(results, firstRun);
  mkdirSync(results, { recursive: true });
  copyFileSync(join(firstRun, LAST_RUN), join(results, LAST_RUN));
  await run(npxBin('playwright'), ['test', '--last-failed', '--trace', 'on'], {
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright-traced-rerun.json'),
      SATCHEL_PLAYWRIGHT_JSON: '1',
    },
  });
}

/**
 * One step of the run. The steps without `beside` run one after the other in the order listed, their
 * output streamed. A step marked `beside` runs in the background as soon as the steps it waits for
 * (`after`, by title) have ended: the real-extension tier and the kit's example apps, which mostly
 * wait on windows, timers and installs, start with the end-to-end suite and run beside it, filling
 * the cores its waiting pages leave idle (docs/performance.md). A background
 * step's output is held and printed once it ends, between two foreground steps or at the end.
 */
function step(title, command, args, options = {}) {
  const { beside = false, after = [], ...spawnOptions } = options;
  return { title, command, args, beside, after, spawnOptions };
}

async function main() {
  await ensureDependencies();
  await ensureChromium();
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const UNIT = 'Unit tests (vitest)';
  const steps = [
    step('Typecheck (tsc --noEmit)', npxBin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
    step('Lint (biome check)', npxBin('biome'), ['check', '.']),
    step('Layering (scripts/check-layers.mjs)', process.execPath, [
      join(root, 'scripts', 'check-layers.mjs'),
    ]),
  ];
  // Built once here; every Playwright worker then loads this file instead of bundling its own copy.
  const devWalletBuilt = hasFile('packages/devwallet/src/build.ts');
  const devWalletEnv = devWalletBuilt
    ? { SATCHEL_DEVWALLET_BUNDLE: join(root, 'dist-devwallet', 'devwallet.js') }
    : {};
  if (devWalletBuilt) {
    steps.push(step('Build the Dev Wallet', npxBin('tsx'), ['packages/devwallet/src/build.ts']));
  }
  // The app builds the suite runs, each for the devnet origin its specs map onto their worker's
  // devnet (e2e/builds.json, which the specs check a build against).
  for (const build of readJson(join(root, 'e2e', 'builds.json')).builds) {
    const devnet = build.devnet === 'mainnet' ? E2E_MAINNET_DEVNET : `http://127.0.0.1:${E2E_DEVNET_PORT}`;
    steps.push(
      step(
        build.title,
        npxBin('vite'),
        ['build', '--config', APP_VITE_CONFIG, '--outDir', build.outDir, '--emptyOutDir'],
        { env: filled(build.env, devnet) },
      ),
    );
  }
  // The unit tests run on cores of their own: they compute all the time, so anything beside them
  // only makes them longer (267 s instead of about 90 with the kit and the real-extension tier
  // beside them, docs/performance.md).
  steps.push(
    step(UNIT, npxBin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ]),
  );
  steps.push(
    step(E2E, npxBin('playwright'), ['test'], {
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
        SATCHEL_PLAYWRIGHT_JSON: '1',
        ...devWalletEnv,
      },
    }),
  );
  // The real-extension tier runs whenever both builds are there; without them, one line says so.
  // Much of it waits on the extensions' own windows and timers, so it runs beside the end-to-end
  // suite (docs/performance.md), building its own two apps; its results go to a folder of their own
  // (e2e/real-wallets/playwright.config.ts).
  const realWallets = REAL_WALLET_BUILDS.every((dir) => existsSync(join(REAL_WALLETS, dir, 'manifest.json')));
  if (realWallets) {
    steps.push(
      step(
        'Real wallet extensions (Playwright, Leather and Unisat)',
        npxBin('playwright'),
        ['test', '-c', 'e2e/real-wallets/playwright.config.ts'],
        {
          beside: true,
          after: [UNIT],
          env: {
            PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright-real-wallets.json'),
            SATCHEL_PLAYWRIGHT_JSON: '1',
            SATCHEL_REAL_WALLETS_DIR: REAL_WALLETS,
            ...devWalletEnv,
          },
        },
      ),
    );
  }
  // The packed test kit in example apps on sats-connect, LaserEyes and bigmi, and the packed
  // @satchel/core and @satchel/react in examples/react-app. Installs those libraries from the npm
  // registry (or a warm cache); mostly installing and waiting, so it too runs beside the end-to-end
  // suite.
  steps.push(
    step(
      'Test kit in example apps (npm run test:kit)',
      npxBin('tsx'),
      [join(root, 'test', 'kit', 'run-examples.ts')],
      {
        beside: true,
        after: [UNIT],
        env: realWallets ? { SATCHEL_REAL_WALLETS_DIR: REAL_WALLETS } : {},
      },
    ),
  );

  const failed = [];
  // Every step runs, whatever failed before it (as when they all ran in a row); `after` orders them.
  const done = new Set();
  const ended = (title, code) => {
    done.add(title);
    if (code === 0) return;
    failed.push(title);
    console.error(`✗ ${title} failed (exit ${code})`);
  };
  const started = new Set();
  const running = [];
  const finished = [];
  const print = () => {
    for (const { title, code, output } of finished.splice(0)) {
      log(`${title} (ran beside the others)`);
      process.stdout.write(output);
      ended(title, code);
    }
  };
  const startReady = () => {
    for (const s of steps) {
      if (!s.beside || started.has(s.title) || !s.after.every((title) => done.has(title))) continue;
      started.add(s.title);
      log(`${s.title}: started in the background, its output shown once it ends`);
      const since = performance.now();
      running.push(
        runHeld(s.command, s.args, s.spawnOptions).then(({ code, output }) => {
          const seconds = ((performance.now() - since) / 1000).toFixed(0);
          finished.push({ title: s.title, code, output: `${output}\n(${s.title}: ${seconds} s)\n` });
          // What waited for this step may start now; it counts as failed when its output is printed.
          done.add(s.title);
          startReady();
        }),
      );
    }
  };
  for (const s of steps.filter(({ beside }) => !beside)) {
    startReady();
    print();
    log(s.title);
    const since = performance.now();
    const code = await run(s.command, s.args, s.spawnOptions);
    console.log(`(${s.title}: ${((performance.now() - since) / 1000).toFixed(0)} s)`);
    ended(s.title, code);
    if (code !== 0 && s.title === E2E) {
      // Traced only once the steps beside it are done, so the rerun has the machine to itself.
      while (running.length > 0) await Promise.all(running.splice(0));
      await traceFailures();
    }
  }
  startReady();
  // Steps started late (after another background step) join `running` while this waits.
  while (running.length > 0) await Promise.all(running.splice(0));
  print();
  const counts = summarize();
  log('Summary');
  for (const { title } of steps) console.log(`${failed.includes(title) ? '✗' : '✓'} ${title}`);
  if (!realWallets) console.log(`Real-extension tier skipped: ${REAL_WALLETS} has no builds.`);
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(failed.length === 0 && counts.failed === 0 ? 0 : 1);
}

/** A build's environment with `{devnet}` and `{devnet-ws}` set to `devnet` (as e2e/builds.ts does). */
function filled(env, devnet) {
  const ws = devnet.replace(/^http/, 'ws');
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      value.replaceAll('{devnet-ws}', ws).replaceAll('{devnet}', devnet),
    ]),
  );
}

/** Adds up the unit and end-to-end results for one closing line. */
function summarize() {
  let passed = 0;
  let failed = 0;
  const vitest = readJson(join(reports, 'vitest.json'));
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
  }
  for (const file of ['playwright.json', 'playwright-real-wallets.json']) {
    const playwright = readJson(join(reports, file));
    if (playwright?.stats) {
      passed += playwright.stats.expected ?? 0;
      failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
    }
  }
  return { passed, failed };
}

main().catch((error) => {
  console.error(`✗ ${error.message}`);
  process.exit(1);
});
