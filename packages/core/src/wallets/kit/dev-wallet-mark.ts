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

/**
 * Marks a provider object (or Wallet Standard wallet) as the Dev Wallet's, so a private-chain app
 * lets it connect and refuses every real extension. Non-enumerable: the object's keys
 * stay the wallet's own. Call it before the object is frozen. The Dev Wallet's families mark with
 * it and the registry reads the mark, both from this module, which imports nothing.
 */
export function markDevWallet<T extends object>(provider: T): T {
  if (!Object.hasOwn(provider, DEV_WALLET_MARK))
    Object.defineProperty(provider, DEV_WALLET_MARK, { value: true });
  return provider;
}

/** `Object.freeze` of a marked object, for the providers and wallets a family freezes. */
export function frozenDevWallet<T extends object>(provider: T): Readonly<T> {
  return Object.freeze(markDevWallet(provider));
}
