/**
 * The network names, the floor both networks.ts and addresses.ts stand on (so neither imports
 * the other): the networks the app can target.
 */
export const NETWORKS = ['mainnet', 'testnet', 'testnet4', 'signet', 'regtest'] as const;
export type BitcoinNetwork = (typeof NETWORKS)[number];

/** What an address alone can tell: test networks share their encodings (docs/esplora-api.md §1.2). */
export type AddressNetwork = 'mainnet' | 'testnet' | 'regtest';

export function isBitcoinNetwork(value: unknown): value is BitcoinNetwork {
  return typeof value === 'string' && (NETWORKS as readonly string[]).includes(value);
}
