import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { NetworkParams } from '@satchel/core/networks';
import { p2wpkh } from '@scure/btc-signer';
import { type CommitKey, commitKey } from './commit';

/**
 * The service's keys are derived from fixed labels, so an order's funding key can be recomputed
 * after a restart from its id alone and no private key is ever written to disk. Devnet only.
 */
interface ServiceKey {
  kind: 'p2wpkh';
  priv: Uint8Array;
  script: Uint8Array;
  address: string;
}

/** What an order's funding address is: p2wpkh for a mint, the taproot commit for an etching. */
export type FundingKey = ServiceKey | CommitKey;

const privFor = (label: string) => sha256(utf8ToBytes(`satchel devnet ordering service v1 ${label}`));

function keyFor(label: string, net: NetworkParams): ServiceKey {
  const priv = privFor(label);
  const pay = p2wpkh(secp256k1.getPublicKey(priv, true), net);
  return { kind: 'p2wpkh', priv, script: pay.script, address: pay.address as string };
}

export const fundingKey = (orderId: string, net: NetworkParams) => keyFor(`order ${orderId}`, net);
/** An etching order's commit address, for rune number `rune` (see commit.ts). */
export const etchFundingKey = (orderId: string, rune: bigint, net: NetworkParams) =>
  commitKey(privFor(`order ${orderId}`), rune, net);
/** Where the service fee goes. */
export const serviceFeeKey = (net: NetworkParams) => keyFor('fees', net);
