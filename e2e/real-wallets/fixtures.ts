import { resolve } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { createDevnet, type Devnet } from '../../packages/devnet/src/index';
import { type StaticApp, serveStaticApp } from '../static-app-server';
import type { ExtensionBrowser } from './extension';
import { startLeather } from './leather';
import { LEATHER_APP_DIST, LEATHER_DEVNET_PORT, UNISAT_APP_DIST, UNISAT_DEVNET_PORT } from './ports';
import { startUnisat } from './unisat';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface WalletRig {
  browser: ExtensionBrowser;
  devnet: Devnet;
  app: StaticApp;
}

async function rig(
  dist: string,
  port: number,
  network: 'regtest' | 'testnet',
  start: (esplora: string) => Promise<ExtensionBrowser>,
  use: (rig: WalletRig) => Promise<void>,
) {
  const app = await serveStaticApp(resolve(ROOT, dist));
  const devnet = await createDevnet({ port, network, appOrigins: [app.url] });
  const browser = await start(`${devnet.url}/api`);
  try {
    await use({ browser, devnet, app });
  } finally {
    await browser.close();
    await devnet.close();
    await app.close();
  }
}

/**
 * A new tab on the app with nothing remembered: the tabs share the profile's storage, and a
 * remembered wallet would skip the chooser.
 */
export async function openApp(rig: WalletRig): Promise<Page> {
  const page = await rig.browser.context.newPage();
  await page.goto(rig.app.url);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();
  return page;
}

export const test = base.extend<object, { leather: WalletRig; unisat: WalletRig }>({
  leather: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => rig(LEATHER_APP_DIST, LEATHER_DEVNET_PORT, 'regtest', startLeather, use),
    { scope: 'worker', timeout: 120_000 },
  ],
  unisat: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => rig(UNISAT_APP_DIST, UNISAT_DEVNET_PORT, 'testnet', startUnisat, use),
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect } from '@playwright/test';
