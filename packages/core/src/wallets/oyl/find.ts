import { providerAtPath, providerWith, type WalletGlobals } from '../kit/globals';

/** OYL's `window.oyl` carries no brand flag; its `getAddresses` sets it apart (docs/wallets/oyl.md). */
export function findOyl(win: WalletGlobals): Record<string, unknown> | undefined {
  return providerWith(providerAtPath(win, 'oyl'), 'getAddresses');
}
