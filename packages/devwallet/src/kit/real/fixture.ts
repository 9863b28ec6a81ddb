import {
  test as base,
  expect,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { REAL_WALLET_BUILDS } from './builds';
import type { RealWallet, RealWalletOptions } from './types';
import { startRealWallet } from './wallet';

/**
 * @satchel/devwallet/real: the real Leather 6.73.4 and UniSat 1.7.3 extensions in Playwright,
 * set up with a test mnemonic and pointed at a devnet. The package's declarations for this entry
 * are generated from this file and `types.ts` beside it.
 */

export { hasRealWallets, REAL_WALLET_BUILDS, REAL_WALLETS_ENV, realWalletsDir } from './builds';
export { LEATHER_MNEMONIC, UNISAT_ADDRESS, UNISAT_MNEMONIC } from './seeds';
export type * from './types';
export { expect, startRealWallet };

interface RealWalletWorkerFixtures {
  /** Which wallet, the devnet it uses, where its build is (`SATCHEL_REAL_WALLETS_DIR`). */
  realWallet: RealWalletOptions | undefined;
  /** The wallet, started once per worker: its state (connected sites) lasts for the worker. */
  wallet: RealWallet;
}

/**
 * Playwright's `test` whose `context` is the real extension's and whose `page` is a new tab there.
 * Configure with `test.use({ realWallet: { wallet, devnetUrl } })`, `wallet` one of the kit's
 * real wallets (RealWalletName: the names of REAL_WALLET_BUILDS); the browser comes
 * from the project's `launchOptions` (a full Chromium: the headless shell loads no extensions),
 * `baseURL` from the option or the project. Each test's tab forgets the app's storage when it
 * closes, so a remembered wallet does not reconnect the next test's page by itself; the wallet
 * itself keeps what it remembers, as a browser profile does.
 */
export const test: TestType<
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions & RealWalletWorkerFixtures
> = base.extend<object, RealWalletWorkerFixtures>({
  realWallet: [undefined, { option: true, scope: 'worker' }],
  wallet: [
    async ({ realWallet, launchOptions, headless }, use, workerInfo) => {
      if (!realWallet) {
        const names = Object.keys(REAL_WALLET_BUILDS).map((name) => `'${name}'`);
        throw new Error(
          `No real wallet configured: test.use({ realWallet: { wallet: ${names.join(' | ')}, devnetUrl } }).`,
        );
      }
      const baseURL = realWallet.baseURL ?? workerInfo.project.use.baseURL;
      const wallet = await startRealWallet({
        ...(launchOptions.executablePath ? { executablePath: launchOptions.executablePath } : {}),
        ...(launchOptions.args ? { args: launchOptions.args } : {}),
        headless,
        ...(baseURL ? { baseURL } : {}),
        ...realWallet,
      });
      await use(wallet);
      await wallet.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // The extension's persistent context stands in for the per-test one Playwright would make.
  context: async ({ wallet }, use) => {
    await use(wallet.context);
  },
  page: async ({ wallet }, use) => {
    const page = await wallet.context.newPage();
    await use(page);
    if (page.isClosed()) return;
    // The tabs share the profile's storage: a wallet the app remembered would reconnect by itself.
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    await page.close();
  },
});
