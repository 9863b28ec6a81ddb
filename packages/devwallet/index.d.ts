import type {
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
  TestType,
} from '@playwright/test';
import type { DevWalletOptions } from './types.js';

export { expect } from '@playwright/test';
export type * from './types.js';

/** Absolute path of `devwallet.js`, the Dev Wallet as one classic script. */
export const devWalletScript: string;

/**
 * Playwright's `test` with the Dev Wallet in every page before any page script runs.
 * Configure with `test.use({ devwallet: { impersonate: ['unisat'], esploraUrl, ... } })`;
 * default: every family, regtest, `autoApprove` on.
 */
export const test: TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { devwallet: DevWalletOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;
