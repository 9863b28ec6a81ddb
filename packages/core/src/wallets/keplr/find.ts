import { objectOrUndefined, providerAtPath, type WalletGlobals } from '../kit/globals';

/** Keplr's Bitcoin provider: `window.keplr.bitcoin` or its alias `window.bitcoin_keplr` (docs/wallets/keplr.md). */
export function findKeplr(win: WalletGlobals): Record<string, unknown> | undefined {
  return (
    objectOrUndefined(providerAtPath(win, 'keplr.bitcoin')) ??
    objectOrUndefined(providerAtPath(win, 'bitcoin_keplr'))
  );
}
