import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { p2wpkh } from '@scure/btc-signer';
import type { NetworkParams } from '../../src/core/networks';

/**
 * The service's keys are derived from fixed labels, so an order's funding key can be recomputed
 * after a restart from its id alone and no private key is ever written to disk. Devnet only.
 */
export interface ServiceKey {
  priv: Uint8Array;
  script: Uint8Array;
  address: string;
}

function keyFor(label: string, net: NetworkParams): ServiceKey {
  const priv = sha256(utf8ToBytes(`satchel devnet ordering service v1 ${label}`));
  const pay = p2wpkh(secp256k1.getPublicKey(priv, true), net);
  return { priv, script: pay.script, address: pay.address as string };
}

export const fundingKey = (orderId: string, net: NetworkParams) => keyFor(`order ${orderId}`, net);
/** Where the service fee goes. */
export const serviceFeeKey = (net: NetworkParams) => keyFor('fees', net);
