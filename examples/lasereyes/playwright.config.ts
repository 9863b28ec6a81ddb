import { defineConfig } from '@playwright/test';

const devnetPort = Number(process.env.DEVNET_PORT ?? 3403);
const mainnetDevnetPort = Number(process.env.MAINNET_DEVNET_PORT ?? 3405);
const appPort = Number(process.env.APP_PORT ?? 4474);
const devnet = `http://127.0.0.1:${devnetPort}`;
const mainnetDevnet = `http://127.0.0.1:${mainnetDevnetPort}`;
const app = `http://127.0.0.1:${appPort}`;

/**
 * Two fresh in-memory devnets and the app under Vite, all started for the run. One devnet runs as
 * testnet: LaserEyes 0.0.85 has no regtest for most wallets (README "Things these libraries do").
 * The other is a private chain with mainnet encodings, for the wallets that speak only mainnet
 * (Magic Eden, OKX's main object); it listens on loopback only.
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
      command: `npx satchel-devnet --port ${mainnetDevnetPort} --network mainnet --app-origin ${app}`,
      url: `${mainnetDevnet}/api/blocks/tip/height`,
      reuseExistingServer: false,
    },
    {
      command: `npx vite --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: app,
      reuseExistingServer: false,
      env: { VITE_DEVNET_URL: devnet, VITE_MAINNET_DEVNET_URL: mainnetDevnet },
    },
  ],
});
