import { resolve } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { createDevnet, type Devnet } from '../../packages/devnet/src/index';
import type { RealWallet, RealWalletName } from '../../packages/devwallet/src/kit/real/types';
import { startRealWallet } from '../../packages/devwallet/src/kit/real/wallet';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { type StaticApp, serveStaticApp } from '../static-app-server';
import { TARGET_NAMES, TARGETS } from './targets';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Where the real extension builds live: beside the project root, in CI too. */
export const REAL_WALLETS_DIR = resolve(ROOT, '..', 'shared', 'real-wallets');

/** Debian's Chromium with this machine's flags, for every real-wallet browser of the tier. */
export const TIER_BROWSER = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, dir: REAL_WALLETS_DIR };

export interface WalletRig {
  wallet: RealWallet;
  devnet: Devnet;
  app: StaticApp;
}

async function rig(name: RealWalletName, use: (rig: WalletRig) => Promise<void>) {
  const { appDist, devnetPort, network } = TARGETS[name];
  const app = await serveStaticApp(resolve(ROOT, appDist));
  const devnet = await createDevnet({ port: devnetPort, network, appOrigins: [app.url] });
  try {
    const wallet = await startRealWallet({ wallet: name, devnetUrl: devnet.url, ...TIER_BROWSER });
    try {
      await use({ wallet, devnet, app });
    } finally {
      await wallet.close();
    }
  } finally {
    await devnet.close();
    await app.close();
  }
}

/**
 * A new tab on the app with nothing remembered: the tabs share the profile's storage, and a
 * remembered wallet would skip the chooser.
 */
export async function openApp(rig: WalletRig): Promise<Page> {
  const page = await rig.wallet.context.newPage();
  await page.goto(rig.app.url);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.reload();
  return page;
}

type Rigs = Record<RealWalletName, WalletRig>;

/** One worker fixture per real wallet of the tier, named after it (`test('…', ({ leather }) => …)`). */
const rigs = Object.fromEntries(
  TARGET_NAMES.map((name) => [
    name,
    [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
      async ({}, use: (rig: WalletRig) => Promise<void>) => rig(name, use),
      { scope: 'worker', timeout: 120_000 },
    ],
  ]),
) as unknown as Parameters<typeof base.extend<object, Rigs>>[0];

export const test = base.extend<object, Rigs>(rigs);

export { expect } from '@playwright/test';
