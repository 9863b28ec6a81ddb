import { defineConfig } from '@playwright/test';

const devnetPort = Number(process.env.DEVNET_PORT ?? 3403);
const appPort = Number(process.env.APP_PORT ?? 4474);
const devnet = `http://127.0.0.1:${devnetPort}`;
const app = `http://127.0.0.1:${appPort}`;

/**
 * A fresh in-memory devnet and the app under Vite, both started for the run. The devnet runs as
 * testnet: LaserEyes 0.0.85 has no regtest for most wallets (README "Things these libraries do").
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
  webServer: [
    {
      command: `npx satchel-devnet --port ${devnetPort} --network testnet --app-origin ${app}`,
      url: `${devnet}/api/blocks/tip/height`,
      reuseExistingServer: false,
    },
    {
      command: `npx vite --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: app,
      reuseExistingServer: false,
      env: { VITE_DEVNET_URL: devnet },
    },
  ],
});
