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
// Real Leather and Unisat builds, beside the project root; `npm run real-wallets:build`.
const REAL_WALLETS = resolve(root, '..', 'shared', 'real-wallets');
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

/** Seconds since `start`, one decimal, for the summary's time per step. */
const secondsSince = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function main() {
  const suiteStart = performance.now();
  const took = new Map();
  await ensureDependencies();
  await ensureChromium();
  took.set('Install and Chromium', secondsSince(suiteStart));
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  const steps = [];
  // Built once here for every suite after it (SATCHEL_DEVWALLET_BUNDLE), rather than by each
  // Playwright worker as it starts.
  const devWalletBuilt = hasFile('packages/devwallet/src/build.ts');
  if (devWalletBuilt) {
    steps.push(['Build the Dev Wallet', npxBin('tsx'), ['packages/devwallet/src/build.ts']]);
  }
  const devWallet = devWalletBuilt
    ? { SATCHEL_DEVWALLET_BUNDLE: join(root, 'dist-devwallet', 'devwallet.js') }
    : {};
  steps.push([
    'Unit tests (vitest)',
    npxBin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`],
  ]);
  // Beside the unit tests, one after another: the checks and the app builds each take a few seconds
  // of one core, done long before the unit tests are (docs/performance.md).
  steps.push(
    ['Typecheck (tsc --noEmit)', npxBin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { beside: true }],
    ['Lint (biome check)', npxBin('biome'), ['check', '.'], { beside: true }],
    [
      'Layering (scripts/check-layers.mjs)',
      process.execPath,
      [join(root, 'scripts', 'check-layers.mjs')],
      { beside: true },
    ],
  );
  // The app builds the suite runs, each for the devnet origin its specs map onto their worker's
  // devnet (e2e/builds.json, which the specs check a build against).
  for (const build of readJson(join(root, 'e2e', 'builds.json')).builds) {
    const devnet = build.devnet === 'mainnet' ? E2E_MAINNET_DEVNET : `http://127.0.0.1:${E2E_DEVNET_PORT}`;
    steps.push([
      build.title,
      npxBin('vite'),
      ['build', '--config', APP_VITE_CONFIG, '--outDir', build.outDir, '--emptyOutDir'],
      { env: filled(build.env, devnet), beside: true },
    ]);
  }
  // The real-extension tier's own app builds (its devnets' origins baked in), made here with the others.
  const realWallets = REAL_WALLET_BUILDS.every((dir) => existsSync(join(REAL_WALLETS, dir, 'manifest.json')));
  if (realWallets) {
    steps.push([
      'Build the apps for the real-extension tier',
      npxBin('tsx'),
      [join(root, 'e2e', 'real-wallets', 'build-apps.ts')],
      { beside: true },
    ]);
  }
  steps.push([
    E2E,
    npxBin('playwright'),
    ['test'],
    {
      env: {
        ...devWallet,
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
        SATCHEL_PLAYWRIGHT_JSON: '1',
      },
    },
  ]);
  // The real-extension tier runs whenever both builds are there; without them, one line says so.
  // Much of it waits on the extensions' own windows and timers, so it runs beside the end-to-end
  // suite (docs/performance.md), its output printed once it ends; its results go to a folder of
  // their own (e2e/real-wallets/playwright.config.ts).
  if (realWallets) {
    steps.push([
      'Real wallet extensions (Playwright, Leather and Unisat)',
      npxBin('playwright'),
      ['test', '-c', 'e2e/real-wallets/playwright.config.ts'],
      {
        beside: true,
        env: {
          ...devWallet,
          // Its two app builds were made beside the unit tests (e2e/real-wallets/build-apps.ts
          // reads this and does not build them again).
          SATCHEL_REAL_WALLET_APPS_BUILT: '1',
          PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright-real-wallets.json'),
          SATCHEL_PLAYWRIGHT_JSON: '1',
        },
      },
    ]);
  }
  // The packed test kit in example apps on sats-connect, LaserEyes and bigmi, and the packed
  // @satchel/core and @satchel/react in examples/react-app. Installs those libraries from the npm
  // registry (or a warm cache); mostly installing and waiting, so it too runs beside the
  // end-to-end suite, its output printed once it ends.
  steps.push([
    'Test kit in example apps (npm run test:kit)',
    npxBin('tsx'),
    [join(root, 'test', 'kit', 'run-examples.ts')],
    { beside: true },
  ]);

  const failed = [];
  const ended = (title, code) => {
    if (code === 0) return;
    failed.push(title);
    console.error(`✗ ${title} failed (exit ${code})`);
  };
  for (let i = 0; i < steps.length; i++) {
    const [title, command, args, options] = steps[i];
    // The steps marked `beside` right after this one start with it, one after another (a single
    // lane beside it: more at once oversubscribes two cores, docs/performance.md); their output
    // waits for their end.
    const beside = [];
    while (steps[i + 1 + beside.length]?.[3]?.beside) beside.push(steps[i + 1 + beside.length]);
    const started = performance.now();
    let lane = Promise.resolve();
    const held = beside.map(([besideTitle, besideCommand, besideArgs, besideOptions]) => {
      lane = lane.then(() => {
        const besideStarted = performance.now();
        return runHeld(besideCommand, besideArgs, besideOptions).then((result) => {
          took.set(besideTitle, secondsSince(besideStarted));
          return result;
        });
      });
      return lane;
    });
    log(beside.length ? `${title}, with ${beside.map(([t]) => `"${t}"`).join(' and ')} beside it` : title);
    const code = await run(command, args, options);
    took.set(title, secondsSince(started));
    ended(title, code);
    // Traced only once the steps beside it are done, so the rerun has the machine to itself.
    const results = await Promise.all(held);
    if (code !== 0 && title === E2E) await traceFailures();
    beside.forEach(([besideTitle], k) => {
      log(`${besideTitle} (ran beside "${title}")`);
      process.stdout.write(results[k].output);
      ended(besideTitle, results[k].code);
    });
    i += beside.length;
  }

  const counts = summarize();
  log('Summary');
  console.log(`  ${took.get('Install and Chromium')}  Install and Chromium`);
  for (const [title, , , options] of steps) {
    const time = `${took.get(title) ?? '-'}${options?.beside ? ', beside' : ''}`;
    console.log(`${failed.includes(title) ? '✗' : '✓'} ${time}  ${title}`);
  }
  console.log(`  ${secondsSince(suiteStart)} in all`);
  if (!realWallets) console.log('Real-extension tier skipped: ../shared/real-wallets/ has no builds.');
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
