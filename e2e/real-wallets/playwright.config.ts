import { defineConfig } from '@playwright/test';

/**
 * The real-extension tier (SPEC R26.3): Leather 6.73.4 and Unisat 1.7.3 built from their public
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
  // One retry: UniSat 1.7.3 now and then closes its first approval window just after set-up, or
  // opens none, with no sign a test could wait on (2 of 20 runs here). A serial group is retried
  // whole, in a new browser set up again; a test that fails twice fails the tier.
  retries: 1,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  outputDir: '../../test-results/real-wallets',
  reporter: process.env.SATCHEL_PLAYWRIGHT_JSON ? [['list'], ['json']] : [['list']],
});
