import { normaliseAddressType } from './address-type';
import type { Account } from './types';

interface RawAddress {
  address?: unknown;
  publicKey?: unknown;
  purpose?: unknown;
  addressType?: unknown;
}

/** Keeps the payment and ordinals addresses; drops stacks/spark/starknet (docs/sats-connect.md §3). */
export function toAccounts(addresses: unknown): Account[] {
  if (!Array.isArray(addresses)) return [];
  const accounts: Account[] = [];
  for (const raw of addresses as RawAddress[]) {
    if (!raw || typeof raw.address !== 'string') continue;
    if (raw.purpose !== 'payment' && raw.purpose !== 'ordinals') continue;
    accounts.push({
      address: raw.address,
      publicKey: typeof raw.publicKey === 'string' ? raw.publicKey : '',
      purpose: raw.purpose,
      addressType: normaliseAddressType(raw.addressType, raw.address),
    });
  }
  return accounts;
}
