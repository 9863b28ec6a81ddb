import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { E2E_APP_PORT } from './e2e/ports';

export { E2E_APP_PORT, E2E_DEVNET_PORT } from './e2e/ports';

/**
 * End-to-end suite in Debian's Chromium (never a downloaded browser). `e2e/serve-app.ts` serves the
 * production build (`dist-e2e`, built by `npm test` against the devnet at SATCHEL_E2E_DEVNET_PORT)
 * with the headers the build wrote, as `vite preview` does, but without compressing on the fly.
 *
 * Each worker starts its own in-memory devnet on SATCHEL_E2E_DEVNET_PORT + its slot
 * (`e2e/worker-devnet.ts`, an automatic fixture of every `test` the specs import), so its blocks,
 * mempool, faults and request log belong to the tests of that worker alone. Tests in one file run
 * in order in one worker; the tests of a worker share its chain one after the other, so each test
 * funds a fresh wallet of its own.
 */
const WORKERS = Number(process.env.SATCHEL_E2E_WORKERS ?? 2);
if (!Number.isInteger(WORKERS) || WORKERS < 1) {
  throw new Error(
    `SATCHEL_E2E_WORKERS must be a whole number of workers, not ${process.env.SATCHEL_E2E_WORKERS}`,
  );
}

export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'packages/devwallet/src/**/*.spec.ts'],
  fullyParallel: false,
  // Two by default (this machine's two cores); `--workers N` or SATCHEL_E2E_WORKERS=N for more or fewer.
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  // The app reads waited-on transactions and orders again every second on a devnet (2–3 s on a
  // public network); a check must outlast several reads on a loaded machine, not one.
  expect: { timeout: 15_000 },
  reporter: process.env.SATCHEL_PLAYWRIGHT_JSON ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    // Recording a trace for every test is costly (docs/performance.md); `npm test` runs the failed
    // tests again with `--trace on` instead (scripts/test.mjs).
    trace: 'off',
    // Every page as a visitor who asked for reduced motion sees it: no sheet sliding in, no spinner
    // turning, so each click waits for no animation to settle (docs/performance.md).
    // e2e/connection-chooser.spec.ts checks the motion itself.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // The devnets are not web servers here: each worker's fixture starts its own (in memory, the
  // same 101 faucet blocks, strict CORS so every flow proves it sends no preflight, the control
  // plane open to the app below for its "Mine a block" button).
  webServer: [
    {
      command: `node_modules/.bin/tsx e2e/serve-app.ts ${process.env.SATCHEL_E2E_DIST ?? 'dist-e2e'} ${E2E_APP_PORT}`,
      url: `http://127.0.0.1:${E2E_APP_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
