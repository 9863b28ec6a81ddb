import { expect } from '@playwright/test';
import { asSeenByApp, test as base } from '../../e2e/worker-devnet';
import { buildDevWallet, DEVWALLET_BUNDLE } from '../../packages/devwallet/src/build';
import type { DevWalletOptions } from '../../packages/devwallet/src/config';
import { attachRequestLogOnFailure } from '../../packages/devwallet/src/request-log-attachment';

export type { DevWalletOptions } from '../../packages/devwallet/src/config';
export { expect };

let building: Promise<string> | undefined;

/**
 * (Re)builds dist-devwallet/devwallet.js once per worker, so specs never run a stale bundle.
 * `SATCHEL_DEVWALLET_BUNDLE` points at a prebuilt file instead (e.g. a released script).
 */
export function ensureDevWalletBundle(): Promise<string> {
  const prebuilt = process.env.SATCHEL_DEVWALLET_BUNDLE;
  if (prebuilt) return Promise.resolve(prebuilt);
  building ??= buildDevWallet(DEVWALLET_BUNDLE);
  return building;
}

/**
 * Playwright fixture: every `page` gets the Dev Wallet before any page script runs, and every
 * worker its own devnet (`e2e/worker-devnet.ts`; `DEVNET` in e2e/support.ts names it).
 * Configure per file or per test with `test.use({ devwallet: { impersonate, ... } })`, `impersonate`
 * the families to inject (FAMILIES in config.ts).
 * Defaults: every family, regtest, autoApprove on (script rejections with `rejectNext()`).
 */
export const test = base.extend<{ devwallet: DevWalletOptions }>({
  devwallet: [{ autoApprove: true }, { option: true }],
  page: async ({ page, devwallet, workerDevnet }, use, testInfo) => {
    const bundle = await ensureDevWalletBundle();
    // The wallet runs inside the app's page, under its CSP: it reaches the worker's devnet by the
    // origin the app build allows, which the worker's browser maps onto that devnet.
    const options =
      workerDevnet && devwallet.esploraUrl !== undefined
        ? { ...devwallet, esploraUrl: asSeenByApp(devwallet.esploraUrl) }
        : devwallet;
    await page.addInitScript((options) => {
      (window as unknown as { __SATCHEL_DEVWALLET__: unknown }).__SATCHEL_DEVWALLET__ = options;
    }, options);
    // The wallet SDKs' chunks come from the page's origin (a devnet build of the app serves them, the
    // Dev Wallet's own test page answers for them): no route here, since a Playwright route answers
    // CORS preflights itself, and the suite proves the app sends none.
    await page.addInitScript({ path: bundle });
    await use(page);
    await attachRequestLogOnFailure(page, testInfo);
  },
});
