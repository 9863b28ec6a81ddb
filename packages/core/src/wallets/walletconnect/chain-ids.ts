import { BIP122_CHAIN_IDS } from '../../message/sign-in';
import type { BitcoinNetwork } from '../../networks';

/** CAIP-2 chain id of a network: `bip122:` and the first 32 hex characters of its genesis hash. */
export const chainIdOf = (network: BitcoinNetwork): string => BIP122_CHAIN_IDS[network];
