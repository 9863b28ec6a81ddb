import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import type { WorkerDevnetOptions } from '../../e2e/worker-devnet';

/**
 * Runs only the Dev Wallet's own browser specs, without the app server or the shared global
 * setup: each spec serves its own page and, where needed, starts its own devnet.
 * `npx playwright test -c test/devwallet/playwright.config.ts`
 */
export default defineConfig<object, WorkerDevnetOptions>({
  testDir: '../../packages/devwallet/src',
  testMatch: ['**/*.spec.ts'],
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  // Kept apart from the shared test-results folder, which other suites clean while running.
  outputDir: join(tmpdir(), 'satchel-devwallet-test-results'),
  use: {
    // No app under test, so no worker devnet on the e2e ports.
    ownDevnet: false,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
