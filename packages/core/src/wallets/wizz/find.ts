import { providerAtPath, providerWith, type WalletGlobals } from '../kit/globals';

/**
 * Wizz's own `window.wizz` (docs/wallets/wizz.md). Whether Wizz also writes `window.unisat` is not
 * documented, so an unflagged `window.unisat` is never taken for Wizz.
 */
export function findWizz(win: WalletGlobals): Record<string, unknown> | undefined {
  return providerWith(providerAtPath(win, 'wizz'), 'requestAccounts');
}
