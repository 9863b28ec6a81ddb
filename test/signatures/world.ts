import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { SighashCache, tapLeafHash } from '@satchel/core/internal';
import { networkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { taprootTweakPrivKey } from '@scure/btc-signer/utils.js';

/**
 * The transaction every crafted answer starts from: one input of each output type a wallet signs,
 * with keys that are fixed numbers (no wallet code involved), and the spent outputs as the chain
 * holds them. Inputs:
 * 0 p2wpkh (A), 1 p2tr key path (T, BIP-86), 2 someone else's p2wpkh (S), 3 p2sh-p2wpkh (A),
 * 4 p2pkh (A) with its previous transaction, 5 p2tr whose one leaf is `<A> OP_CHECKSIG`.
 */

const REGTEST = networkParams('regtest');
export const OPTS = {
  allowUnknownOutputs: true,
  allowLegacyWitnessUtxo: true,
  allowUnknownInputs: true,
} as const;

const secret = (byte: number) => new Uint8Array(32).fill(byte);
export const A = { secret: secret(0x11), pub: secp256k1.getPublicKey(secret(0x11), true) };
export const T = { secret: secret(0x22), x: schnorr.getPublicKey(secret(0x22)) };
export const S = { secret: secret(0x33), pub: secp256k1.getPublicKey(secret(0x33), true) };
/** The internal key of input 5; its secret is not used for signing there. */
export const INTERNAL = { secret: secret(0x44), x: schnorr.getPublicKey(secret(0x44)) };
const aX = A.pub.subarray(1);

export const p2wpkhA = btc.p2wpkh(A.pub, REGTEST);
export const p2trT = btc.p2tr(T.x, undefined, REGTEST);
const p2wpkhS = btc.p2wpkh(S.pub, REGTEST);
export const nestedA = btc.p2sh(btc.p2wpkh(A.pub, REGTEST), REGTEST);
const legacyA = btc.p2pkh(A.pub, REGTEST);
export const leafScript = btc.Script.encode([aX, 'CHECKSIG']);
export const treeA = btc.p2tr(INTERNAL.x, { script: leafScript }, REGTEST, true);

function previousTx(script: Uint8Array, amount: bigint): { raw: Uint8Array; txid: Uint8Array } {
  const tx = new btc.Transaction(OPTS);
  tx.addOutput({ script, amount });
  tx.addInput({ txid: new Uint8Array(32).fill(9), index: 0, finalScriptSig: Uint8Array.of(0x51) });
  return { raw: tx.toBytes(true, false), txid: hex.decode(tx.id) };
}
const legacyPrev = previousTx(legacyA.script, 30_000n);

/** What the chain holds at each input's outpoint: what a node judges against. */
export const CHAIN_PREVOUTS = [
  { script: p2wpkhA.script, value: 60_000n },
  { script: p2trT.script, value: 40_000n },
  { script: p2wpkhS.script, value: 5_000n },
  { script: nestedA.script, value: 20_000n },
  { script: legacyA.script, value: 30_000n },
  { script: treeA.script, value: 25_000n },
];

export interface WorldOptions {
  /** Leave input 2's spent output out of the request, as a request for a foreign input may. */
  foreignPrevoutUnknown?: boolean;
  /** Leave input 1's internal key out, as a request built from an address alone does. */
  noInternalKey?: boolean;
  /** Leave input 3's redeem script out. */
  noRedeemScript?: boolean;
  /** PSBT_IN_SIGHASH_TYPE per input. */
  sighash?: Record<number, number>;
}

/** The request: the unsigned PSBT a page would hand a wallet. */
export function request(options: WorldOptions = {}): btc.Transaction {
  const tx = new btc.Transaction(OPTS);
  const w = (i: number) => ({
    script: CHAIN_PREVOUTS[i]?.script as Uint8Array,
    amount: CHAIN_PREVOUTS[i]?.value as bigint,
  });
  tx.addInput({ txid: new Uint8Array(32).fill(1), index: 0, witnessUtxo: w(0) });
  tx.addInput({
    txid: new Uint8Array(32).fill(2),
    index: 1,
    witnessUtxo: w(1),
    ...(options.noInternalKey ? {} : { tapInternalKey: T.x }),
  });
  tx.addInput({
    txid: new Uint8Array(32).fill(3),
    index: 0,
    ...(options.foreignPrevoutUnknown ? {} : { witnessUtxo: w(2) }),
  });
  tx.addInput({
    txid: new Uint8Array(32).fill(4),
    index: 2,
    witnessUtxo: w(3),
    ...(options.noRedeemScript ? {} : { redeemScript: nestedA.redeemScript }),
  });
  tx.addInput({ txid: legacyPrev.txid, index: 0, nonWitnessUtxo: legacyPrev.raw });
  tx.addInput({
    txid: new Uint8Array(32).fill(6),
    index: 0,
    witnessUtxo: w(5),
    tapInternalKey: treeA.tapInternalKey,
    tapMerkleRoot: treeA.tapMerkleRoot,
    tapLeafScript: treeA.tapLeafScript,
  });
  tx.addOutput({ script: p2wpkhS.script, amount: 150_000n });
  tx.addOutput({ script: p2wpkhA.script, amount: 10_000n });
  for (const [i, type] of Object.entries(options.sighash ?? {}))
    tx.updateInput(Number(i), { sighashType: type });
  return tx;
}

/** Which key signs each input of ours. */
export function keyFor(index: number): Uint8Array {
  if (index === 1) return T.secret;
  return A.secret;
}

/** Signs `indexes` as a correct wallet would (scure's signer), with the hash types given. */
export function signWith(tx: btc.Transaction, indexes: number[], hashTypes?: btc.SigHash[]): btc.Transaction {
  for (const i of indexes) tx.signIdx(keyFor(i), i, hashTypes);
  return tx;
}

/** Digests of the transaction over the given prevouts (BIP-143, BIP-341/342). */
export function digests(tx: btc.Transaction, prevouts = CHAIN_PREVOUTS): SighashCache {
  const inputs = Array.from({ length: tx.inputsLength }, (_, i) => tx.getInput(i));
  const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i));
  return new SighashCache(
    {
      version: tx.version,
      locktime: tx.lockTime,
      inputs: inputs.map((input) => ({
        prevHash: Uint8Array.from(input.txid as Uint8Array).reverse(),
        vout: input.index as number,
        sequence: input.sequence ?? 0xffffffff,
      })),
      outputs: outputs.map((o) => ({ value: o.amount as bigint, script: o.script as Uint8Array })),
    },
    prevouts,
  );
}

/** A BIP-342 signature by `key` for the leaf `script` of input `index`, whatever the output commits to. */
export function leafSignature(
  tx: btc.Transaction,
  index: number,
  key: Uint8Array,
  script: Uint8Array,
): Uint8Array {
  return schnorr.sign(digests(tx).tapscript(index, 0x00, tapLeafHash(script)) as Uint8Array, key);
}

/** A BIP-341 key-path signature for input 1 with hash type `ht` (0 = default, 64 bytes). */
export function keyPathSignature(tx: btc.Transaction, ht: number, prevouts = CHAIN_PREVOUTS): Uint8Array {
  const sig = schnorr.sign(
    digests(tx, prevouts).taprootKeyPath(1, ht) as Uint8Array,
    taprootTweakPrivKey(T.secret),
  );
  return ht === 0 ? sig : Uint8Array.of(...sig, ht);
}

/** The same ECDSA signature with S replaced by n − S: valid math, refused by LOW_S (BIP-62). */
export function highS(sigWithType: Uint8Array): Uint8Array {
  const sig = secp256k1.Signature.fromBytes(sigWithType.subarray(0, -1), 'der');
  const n = secp256k1.Point.CURVE().n;
  const flipped = new secp256k1.Signature(sig.r, n - sig.s).toBytes('der');
  return Uint8Array.of(...flipped, sigWithType[sigWithType.length - 1] as number);
}

/** The same DER with a long-form sequence length (0x81 L): readable BER, not strict DER (BIP-66). */
export function longFormDer(sigWithType: Uint8Array): Uint8Array {
  return Uint8Array.of(0x30, 0x81, ...sigWithType.subarray(1));
}
