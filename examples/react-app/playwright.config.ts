import { defineConfig } from '@playwright/test';

const devnetPort = Number(process.env.DEVNET_PORT ?? 3750);
const appPort = Number(process.env.APP_PORT ?? 4750);
const ssrPort = Number(process.env.SSR_PORT ?? appPort + 1);
const devnet = `http://127.0.0.1:${devnetPort}`;
const app = `http://127.0.0.1:${appPort}`;

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
  ],
});
