import { schnorr } from '@noble/curves/secp256k1.js';
import type { NetworkParams } from '@satchel/core/networks';
import * as btc from '@scure/btc-signer';
import { runeCommitment } from '../ord/rune';

/**
 * An etching order's funding address is its commit. ord's runes specification ("Etching") only
 * recognises an etching whose transaction spends a taproot script-path input whose tapscript
 * pushes the rune's commitment, from an output confirmed six blocks deep by the etching's block.
 * So the order pays a taproot output with the order's key as internal key and one leaf,
 * `<commitment> OP_DROP <key> OP_CHECKSIG`: the reveal spends it through that leaf, a refund by
 * key path (BIP-341).
 */
export interface CommitKey {
  kind: 'commit';
  priv: Uint8Array;
  script: Uint8Array;
  address: string;
  xonly: Uint8Array;
  leaf: Uint8Array;
  controlBlock: Uint8Array;
  merkleRoot: Uint8Array;
}

const OP_DROP = 0x75;
const OP_CHECKSIG = 0xac;
const TAPSCRIPT = 0xc0;
/** A witness signature with the default sighash (BIP-341): 64 bytes and its length byte. */
const SIGNATURE_ITEM = 65;
/** Outpoint, empty scriptSig and sequence of an input (BIP-144 non-witness part). */
const INPUT_BASE = 41;

/** A direct data push; the commitment is at most 17 bytes, so one length byte suffices. */
function push(data: Uint8Array): number[] {
  if (data.length > 75) throw new Error('push longer than 75 bytes');
  return [data.length, ...data];
}

/** The commitment leaf: ord reads every data push of the tapscript (`tx_commits_to_rune`). */
function commitLeaf(rune: bigint, xonly: Uint8Array): Uint8Array {
  return Uint8Array.from([...push(runeCommitment(rune)), OP_DROP, ...push(xonly), OP_CHECKSIG]);
}

export function commitKey(priv: Uint8Array, rune: bigint, net: NetworkParams): CommitKey {
  const xonly = schnorr.getPublicKey(priv);
  const leaf = commitLeaf(rune, xonly);
  const pay = btc.p2tr(xonly, { script: leaf, leafVersion: TAPSCRIPT }, net, true);
  const [control] = pay.tapLeafScript?.[0] ?? [];
  if (!control || !pay.tapMerkleRoot) throw new Error('taproot commit without its leaf');
  return {
    kind: 'commit',
    priv,
    script: pay.script,
    address: pay.address as string,
    xonly,
    leaf,
    controlBlock: btc.TaprootControlBlock.encode(control),
    merkleRoot: pay.tapMerkleRoot,
  };
}

/** vsize of one script-path input: signature, leaf and a 33-byte control block (one leaf). */
export function leafInputVsize(leafLength: number): number {
  const witness = 1 + SIGNATURE_ITEM + 1 + leafLength + 1 + 33;
  return INPUT_BASE + witness / 4;
}

/** vsize of one reveal input of a commit to `rune`: the leaf's size depends only on the rune. */
export const revealInputVsize = (rune: bigint) => leafInputVsize(commitLeaf(rune, new Uint8Array(32)).length);

/** vsize of one key-path input: the witness is the signature alone. */
export const KEY_PATH_INPUT_VSIZE = INPUT_BASE + (1 + SIGNATURE_ITEM) / 4;

/**
 * Signs a spend of commit coins. `reveal` spends each through the leaf (BIP-342 signature over
 * the leaf hash, witness `<sig> <leaf> <control block>`); otherwise by key path, the key tweaked
 * with the leaf's merkle root (BIP-341).
 */
export function signCommitSpend(
  key: CommitKey,
  coins: { txid: string; vout: number; value: bigint }[],
  outputs: { script: Uint8Array; amount: bigint }[],
  reveal: boolean,
): string {
  const tx = new btc.Transaction({ allowUnknownOutputs: true });
  for (const c of coins) {
    tx.addInput({
      txid: c.txid,
      index: c.vout,
      witnessUtxo: { script: key.script, amount: c.value },
      ...(reveal ? {} : { tapInternalKey: key.xonly, tapMerkleRoot: key.merkleRoot }),
    });
  }
  for (const o of outputs) tx.addOutput({ script: o.script, amount: o.amount });
  if (!reveal) {
    tx.sign(key.priv);
    tx.finalize();
    return tx.hex;
  }
  const scripts = coins.map(() => key.script);
  const amounts = coins.map((c) => c.value);
  coins.forEach((_, i) => {
    const digest = tx.preimageWitnessV1(
      i,
      scripts,
      btc.SigHash.DEFAULT,
      amounts,
      undefined,
      key.leaf,
      TAPSCRIPT,
    );
    const signature = schnorr.sign(digest, key.priv);
    tx.updateInput(i, { finalScriptWitness: [signature, key.leaf, key.controlBlock] }, true);
  });
  return tx.hex;
}
