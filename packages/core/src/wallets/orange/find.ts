import { providerAtPath, providerWith, type WalletGlobals } from '../kit/globals';

/**
 * Orange's provider under any of its reported names, in the order `@orangecrypto/orange-connect`'s
 * `request()` looks them up, then the name LaserEyes calls (docs/wallets/orange.md).
 */
export function findOrange(win: WalletGlobals): Record<string, unknown> | undefined {
  return (
    providerWith(providerAtPath(win, 'OrangecryptoProviders.BitcoinProvider'), 'request') ??
    providerWith(providerAtPath(win, 'OrangeBitcoinProvider'), 'request') ??
    providerWith(providerAtPath(win, 'OrangeWalletProviders.OrangeBitcoinProvider'), 'request')
  );
}
