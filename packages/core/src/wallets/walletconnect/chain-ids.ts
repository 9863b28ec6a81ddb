import type { BitcoinNetwork } from '../../primitives/networks';
import { BIP122_CHAIN_IDS } from '../../protocol/message/sign-in';

/** CAIP-2 chain id of a network: `bip122:` and the first 32 hex characters of its genesis hash. */
export const chainIdOf = (network: BitcoinNetwork): string => BIP122_CHAIN_IDS[network];
