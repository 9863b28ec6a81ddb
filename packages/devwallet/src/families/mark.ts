import { DEV_WALLET_MARK } from '@satchel/core/connectors';

/**
 * Marks a provider object (or Wallet Standard wallet) as the Dev Wallet's, so a private-chain app
 * lets it connect and refuses every real extension. Non-enumerable: the object's keys
 * stay the wallet's own. Call it before the object is frozen.
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
