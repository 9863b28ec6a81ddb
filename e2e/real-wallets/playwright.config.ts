import { defineConfig } from '@playwright/test';

/**
 * The real-extension tier: Leather 6.73.4 and Unisat 1.7.3 built from their public
 * sources, loaded unpacked into Debian's Chromium, each against a devnet of its own. One file per
 * wallet, named `.real.ts` so the main suite (every `.spec.ts` under e2e) never runs it; its tests
 * share one browser with the set-up extension and run in order.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['*.real.ts'],
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.SATCHEL_REAL_WALLETS_WORKERS ?? 2),
  // No retries: the kit's set-up waits out UniSat's own home tab (`setUpUnisat`), which used to
  // close the first approval window; and `npm test` counts a test passing only on retry as failed.
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Apart from the main suite's test-results/, which that suite empties when it starts: `npm test`
  // runs this tier beside it.
  outputDir: '../../test-results-real-wallets',
  reporter: process.env.SATCHEL_PLAYWRIGHT_JSON ? [['list'], ['json']] : [['list']],
});
