/** SPEC R11.1: the networks the app can target. */
export const NETWORKS = ['mainnet', 'testnet', 'testnet4', 'signet', 'regtest'] as const;
export type BitcoinNetwork = (typeof NETWORKS)[number];

/** What an address alone can tell: test networks share their encodings (docs/esplora-api.md §1.2). */
export type AddressNetwork = 'mainnet' | 'testnet' | 'regtest';

export function isBitcoinNetwork(value: unknown): value is BitcoinNetwork {
  return typeof value === 'string' && (NETWORKS as readonly string[]).includes(value);
}

/** Encoding parameters in the shape @scure/btc-signer expects for its `network` argument. */
export interface NetworkParams {
  bech32: string;
  pubKeyHash: number;
  scriptHash: number;
  wif: number;
}

const MAINNET_PARAMS: NetworkParams = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 };
const TESTNET_PARAMS: NetworkParams = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
const REGTEST_PARAMS: NetworkParams = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

export function networkParams(network: BitcoinNetwork): NetworkParams {
  if (network === 'mainnet') return MAINNET_PARAMS;
  if (network === 'regtest') return REGTEST_PARAMS;
  return TESTNET_PARAMS;
}

// Reading an address needs base58check and bech32, which stay out of the first page load: the
// wallet connection loads them with the connector (packages/core/src/connection/network-guard.ts).
export { assertAddressForNetwork, isAddressForNetwork, networkOfAddress } from './addresses';
