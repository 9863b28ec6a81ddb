import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { attachRequestLogOnFailure } from '../request-log-attachment';
import { serveSdkChunks } from './sdk-routes';
import type { DevWalletOptions } from './types';

/**
 * @satchel/devwallet: the Satchel Dev Wallet in Playwright. The package's declarations are
 * generated from this file and `types.ts` / `window.ts` beside it (scripts/pack/devwallet.ts).
 */

/** One PSBT signing request against every wallet family (`satchel-devwallet check-psbt`). */
export {
  type CheckPsbtOptions,
  type CompatReport,
  type CompatRow,
  checkPsbtAcrossWallets,
} from '../compat/check';
export type * from './types';
export { expect };

/** Absolute path of `devwallet.js`, the Dev Wallet as one classic script (beside this module in `dist/`). */
export const devWalletScript: string = fileURLToPath(new URL('./devwallet.js', import.meta.url));

/**
 * Playwright's `test` with the Dev Wallet in every page before any page script runs.
 * Configure with `test.use({ devwallet: { impersonate, esploraUrl, ... } })`, `impersonate` the
 * families to inject by id; default: every family, regtest, `autoApprove` on. Both are init
 * scripts, so the wallet is there before the page's own scripts, as an extension's would be.
 */
export const test: TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { devwallet: DevWalletOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = base.extend<{ devwallet: DevWalletOptions }>({
  devwallet: [{ autoApprove: true }, { option: true }],
  page: async ({ page, devwallet }, use, testInfo) => {
    await page.addInitScript((options) => {
      (window as unknown as { __SATCHEL_DEVWALLET__: unknown }).__SATCHEL_DEVWALLET__ = options;
    }, devwallet);
    await page.addInitScript({ path: devWalletScript });
    await serveSdkChunks(page, devWalletScript);
    await use(page);
    await attachRequestLogOnFailure(page, testInfo);
  },
});
