/**
 * The Dev Wallet's globals on `window`, for code that runs in the page (e.g. `page.evaluate`):
 * `import type {} from '@satchel/devwallet/window';` once in a project makes them known.
 */
import type { DevWalletControl, DevWalletOptions } from './types';

declare global {
  interface Window {
    /** Set before `devwallet.js` runs; read once when it installs. */
    __SATCHEL_DEVWALLET__?: DevWalletOptions;
    /** The scripting surface, present once `devwallet.js` has run. */
    satchelDevWallet: DevWalletControl;
  }
}
