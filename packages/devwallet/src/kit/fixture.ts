import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { attachRequestLogOnFailure } from '../../../emulator/request-log-attachment';
import type * as Api from '../index.js';
import type { DevWalletOptions } from '../types.js';

export { expect };

/** `devwallet.js` ships beside this module in the package's `dist/`. */
export const devWalletScript: typeof Api.devWalletScript = fileURLToPath(
  new URL('./devwallet.js', import.meta.url),
);

/**
 * Every `page` gets `window.__SATCHEL_DEVWALLET__` and then the Dev Wallet script, both as init
 * scripts, so the wallet is there before the page's own scripts, as an extension's would be.
 */
export const test: typeof Api.test = base.extend<{ devwallet: DevWalletOptions }>({
  devwallet: [{ autoApprove: true }, { option: true }],
  page: async ({ page, devwallet }, use, testInfo) => {
    await page.addInitScript((options) => {
      (window as unknown as { __SATCHEL_DEVWALLET__: unknown }).__SATCHEL_DEVWALLET__ = options;
    }, devwallet);
    await page.addInitScript({ path: devWalletScript });
    await use(page);
    await attachRequestLogOnFailure(page, testInfo);
  },
});
