/**
 * The property the Satchel Dev Wallet sets to `true` on every provider object it injects (each
 * family's global, its `btc_providers` target, its Wallet Standard wallets), so a private-chain
 * build can tell it from a real extension: there only the Dev Wallet may connect.
 * SECURITY.md says why a mark a page script could also set is enough.
 */
export const DEV_WALLET_MARK = 'isSatchelDevWallet';

/** Whether an injected provider (or Wallet Standard wallet) carries the Dev Wallet's mark. */
export function isDevWalletProvider(value: unknown): boolean {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  return (value as Record<string, unknown>)[DEV_WALLET_MARK] === true;
}
