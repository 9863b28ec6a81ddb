import { objectOrUndefined, providerAtPath, type WalletGlobals } from '../kit/globals';

/**
 * Phantom's Bitcoin provider, recognised by its own flag: `window.phantom.bitcoin.isPhantom`
 * (https://docs.phantom.com/bitcoin/detecting-the-provider, docs/wallets/phantom.md).
 */
export function findPhantom(win: WalletGlobals): Record<string, unknown> | undefined {
  const provider = objectOrUndefined(providerAtPath(win, 'phantom.bitcoin'));
  return provider?.isPhantom === true ? provider : undefined;
}
