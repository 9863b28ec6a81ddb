import type { Account } from '../wallets/kit/types';
import type { AccountCache } from './storage';

/** The address the cache is keyed by: the payment address, else the first one. */
export function mainAddress(accounts: readonly Account[]): string | undefined {
  return (accounts.find((a) => a.purpose === 'payment') ?? accounts[0])?.address;
}

/**
 * One entry per main address; the connected one is `active`, earlier ones stay inactive.
 * Every purpose is listed in `additionalAddresses` so single-address wallets (Unisat, OKX) keep both.
 */
export function withConnectedAccounts(
  previous: AccountCache | undefined,
  accounts: readonly Account[],
): AccountCache {
  const main = mainAddress(accounts);
  const cache: AccountCache = {};
  for (const [address, entry] of Object.entries(previous ?? {})) cache[address] = { ...entry, active: false };
  if (main) {
    cache[main] = {
      active: true,
      additionalAddresses: accounts.map((a) => ({
        address: a.address,
        publicKey: a.publicKey,
        type: a.purpose,
      })),
    };
  }
  return cache;
}
