import { defineConfig } from '@playwright/test';

const devnetPort = Number(process.env.DEVNET_PORT ?? 3750);
const appPort = Number(process.env.APP_PORT ?? 4750);
const ssrPort = Number(process.env.SSR_PORT ?? appPort + 1);
const devnet = `http://127.0.0.1:${devnetPort}`;
const app = `http://127.0.0.1:${appPort}`;

/**
 * With `SATCHEL_REAL_WALLETS_DIR` naming the folder of the real Leather and UniSat builds, the
 * tests on the real extensions run too (`tests/real-*.spec.ts`, through `@satchel/devwallet/real`),
 * with a testnet devnet and a testnet build of the page for UniSat, which has no regtest. Without
 * it they are not part of the run at all.
 */
const realWallets = Boolean(process.env.SATCHEL_REAL_WALLETS_DIR);
const testnetDevnet = `http://127.0.0.1:${process.env.TESTNET_DEVNET_PORT ?? devnetPort + 1}`;
const testnetApp = `http://127.0.0.1:${process.env.TESTNET_APP_PORT ?? appPort + 2}`;

/**
 * A fresh in-memory devnet, the app's production build (built from the installed tarballs),
 * and the server-rendered page, all started for the run.
 */
export default defineConfig({
  testDir: 'tests',
  timeout: 90_000,
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: app,
    // A system Chromium when CHROMIUM_PATH names one (and its flags in CHROMIUM_ARGS);
    // otherwise Playwright's own browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: process.env.CHROMIUM_ARGS ? process.env.CHROMIUM_ARGS.split(' ') : [],
    },
  },
  projects: [
    { name: 'dev-wallet', testIgnore: /real-.*\.spec\.ts$/ },
    ...(realWallets ? [{ name: 'real-wallets', testMatch: /real-.*\.spec\.ts$/ }] : []),
  ],
  webServer: [
    {
      command: `npx satchel-devnet --port ${devnetPort} --app-origin ${app}`,
      url: `${devnet}/api/blocks/tip/height`,
      reuseExistingServer: false,
    },
    {
      command: `npx vite build && npx vite preview --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: app,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { VITE_DEVNET_URL: devnet },
    },
    {
      command: 'node server.mjs',
      url: `http://127.0.0.1:${ssrPort}/`,
      reuseExistingServer: false,
      env: { SSR_PORT: String(ssrPort), DEVNET_URL: devnet },
    },
    ...(realWallets
      ? [
          {
            command: `npx satchel-devnet --network testnet --port ${new URL(testnetDevnet).port} --app-origin ${testnetApp}`,
            url: `${testnetDevnet}/api/blocks/tip/height`,
            reuseExistingServer: false,
          },
          {
            command: `npx vite build --outDir dist-testnet && npx vite preview --outDir dist-testnet --host 127.0.0.1 --port ${new URL(testnetApp).port} --strictPort`,
            url: testnetApp,
            reuseExistingServer: false,
            timeout: 180_000,
            env: { VITE_DEVNET_URL: testnetDevnet, VITE_NETWORK: 'testnet' },
          },
        ]
      : []),
  ],
});
