import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * End-to-end suite in Debian's Chromium (never a downloaded browser). `vite preview`
 * serves the production build (`dist-e2e`, built by `npm test` against the test devnet).
 */
export const E2E_DEVNET_PORT = Number(process.env.SATCHEL_E2E_DEVNET_PORT ?? 3102);
export const E2E_APP_PORT = Number(process.env.SATCHEL_E2E_APP_PORT ?? 4173);

export default defineConfig({
  testDir: '.',
  testMatch: ['e2e/**/*.spec.ts', 'emulator/**/*.spec.ts'],
  fullyParallel: false,
  // One chain serves every test: its blocks, mempool and fault registry are shared, so a test
  // running beside another could see a block mined or a fault consumed by its neighbour.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // The app polls transaction and order states every 2–3 s; a check must outlast two polls on a
  // loaded machine, not one.
  expect: { timeout: 15_000 },
  reporter: process.env.SATCHEL_PLAYWRIGHT_JSON ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      // In-memory chain: every run starts from the same 101 faucet blocks. Strict CORS answers
      // preflights as the public explorers do (not at all), so every flow proves it sends none;
      // the control plane answers the app served below (its "Mine a block" button).
      command: `node_modules/.bin/tsx devnet/cli.ts --port ${E2E_DEVNET_PORT} --strict-cors --app-origin http://127.0.0.1:${E2E_APP_PORT}`,
      url: `http://127.0.0.1:${E2E_DEVNET_PORT}/api/blocks/tip/height`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite preview --outDir ${process.env.SATCHEL_E2E_DIST ?? 'dist-e2e'} --host 127.0.0.1 --port ${E2E_APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${E2E_APP_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
