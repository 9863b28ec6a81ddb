import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { networkParams } from '@satchel/core/networks';
import { p2tr, p2wpkh } from '@scure/btc-signer';

/** Deterministic addresses for the runes tests. */
function key(label: string) {
  return secp256k1.getPublicKey(sha256(utf8ToBytes(`runes test ${label}`)), true);
}

export const REGTEST_TAPROOT = p2tr(key('ordinals').slice(1), undefined, networkParams('regtest'))
  .address as string;
export const REGTEST_SEGWIT = p2wpkh(key('payment'), networkParams('regtest')).address as string;
export const MAINNET_SEGWIT = p2wpkh(key('payment'), networkParams('mainnet')).address as string;
