import type { BitcoinNetwork } from './network-names';

export { type AddressNetwork, type BitcoinNetwork, isBitcoinNetwork, NETWORKS } from './network-names';

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
