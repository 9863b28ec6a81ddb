import { schnorr } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { leb128 } from '@satchel/core/protocol/runes/runestone';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { type Inscription, OutOrdinalReveal, p2tr_ord_reveal } from 'micro-ordinals';
import { RejectError } from '../../packages/devnet/src/admission/reject';
import type { DevnetNode } from '../../packages/devnet/src/node';
import { decodeTx, encodeTx } from '../../packages/devnet/src/tx/transaction';
import { fund, payment, REGTEST, type testKey, type Utxo } from '../devnet/chain';

/** Builders for real signed commit/reveal transactions and runestones in the ord index tests. */

export type Key = ReturnType<typeof testKey>;
export const CUSTOM = [OutOrdinalReveal];

/** A deterministic x-only key for a reveal leaf. */
export function leafKey(label: string) {
  const priv = sha256(utf8ToBytes(`ord test leaf ${label}`));
  return { priv, xonly: schnorr.getPublicKey(priv) };
}

export function rejectOf(node: DevnetNode, txHex: string): string {
  try {
    node.broadcast(txHex);
  } catch (err) {
    if (err instanceof RejectError) return err.message;
    throw err;
  }
  throw new Error('transaction was accepted');
}

export interface Output {
  script: Uint8Array;
  amount: bigint;
}

/** Pays `amount` from a funded p2wpkh coin of `key` to `script` (change back to the key). */
export function payTo(node: DevnetNode, key: Key, script: Uint8Array, amount: bigint): Utxo {
  const coin = fund(node, 'p2wpkh', key, amount + 10_000n);
  const tx = new btc.Transaction({ allowUnknownOutputs: true });
  tx.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: coin.script, amount: coin.value },
  });
  tx.addOutput({ script, amount });
  tx.addOutput({ script: coin.script, amount: coin.value - amount - 1_000n });
  tx.sign(key.priv);
  tx.finalize();
  node.broadcast(tx.hex);
  return { txid: tx.id, vout: 0, value: amount, script };
}

/** A taproot output whose one leaf is micro-ordinals' reveal script for these inscriptions. */
export function revealPayment(leaf: ReturnType<typeof leafKey>, inscriptions: Inscription[]) {
  return btc.p2tr(undefined, p2tr_ord_reveal(leaf.xonly, inscriptions), REGTEST, false, CUSTOM);
}

/** Signs a script-path spend of `coins` (each a reveal output of `leaf`) to `outputs`. */
export function signReveal(
  payments: ReturnType<typeof revealPayment>[],
  coins: Utxo[],
  leaf: ReturnType<typeof leafKey>,
  outputs: Output[],
  extra: { coins: Utxo[]; key: Key } | undefined = undefined,
): btc.Transaction {
  const tx = new btc.Transaction({ customScripts: CUSTOM, allowUnknownOutputs: true });
  coins.forEach((coin, i) => {
    const pay = payments[i] as ReturnType<typeof revealPayment>;
    tx.addInput({
      ...pay,
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: pay.script, amount: coin.value },
    });
  });
  for (const coin of extra?.coins ?? []) {
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: coin.script, amount: coin.value },
    });
  }
  for (const o of outputs) tx.addOutput(o);
  tx.sign(leaf.priv);
  if (extra) tx.sign(extra.key.priv);
  tx.finalize();
  return tx;
}

/** A key-path p2tr or p2wpkh spend of `coins` to `outputs`, signed with `key`. */
export function transfer(coins: Utxo[], key: Key, outputs: Output[], kind: 'p2wpkh' | 'p2tr' = 'p2tr') {
  const tx = new btc.Transaction({ allowUnknownOutputs: true });
  for (const c of coins) {
    tx.addInput({
      txid: c.txid,
      index: c.vout,
      witnessUtxo: { script: c.script, amount: c.value },
      ...(kind === 'p2tr' ? { tapInternalKey: key.xonly } : {}),
    });
  }
  for (const o of outputs) tx.addOutput(o);
  tx.sign(key.priv);
  tx.finalize();
  return tx;
}

/** Rewrites one witness item of input `vin` of a signed transaction. */
export function editWitness(txHex: string, vin: number, edit: (w: Uint8Array[]) => Uint8Array[]): string {
  const tx = decodeTx(hex.decode(txHex));
  const inputs = tx.inputs.map((input, i) => ({
    ...input,
    witness: i === vin ? edit(input.witness) : input.witness,
  }));
  return hex.encode(encodeTx({ version: tx.version, inputs, outputs: tx.outputs, locktime: tx.locktime }));
}

/** `OP_RETURN OP_13 <push>` of LEB128 integers, one push per 520 bytes. */
export function runestoneFromIntegers(integers: bigint[]): Uint8Array {
  const payload = integers.flatMap((n) => leb128(n));
  const bytes = [0x6a, 0x5d];
  for (let i = 0; i < payload.length || i === 0; i += 520) {
    const chunk = payload.slice(i, i + 520);
    if (chunk.length <= 75) bytes.push(chunk.length);
    else if (chunk.length <= 255) bytes.push(0x4c, chunk.length);
    else bytes.push(0x4d, chunk.length & 0xff, chunk.length >> 8);
    bytes.push(...chunk);
    if (payload.length === 0) break;
  }
  return Uint8Array.from(bytes);
}

export interface TermsSpec {
  amount?: bigint;
  cap?: bigint;
  height?: [bigint?, bigint?];
  offset?: [bigint?, bigint?];
}

export interface RunestoneSpec {
  etching?: {
    rune?: bigint;
    divisibility?: number;
    spacers?: number;
    symbol?: string;
    premine?: bigint;
    terms?: TermsSpec;
  };
  mint?: [bigint, number];
  pointer?: number;
  edicts?: { id: [bigint, number]; amount: bigint; output: number }[];
}

/** ord's `Runestone::encipher`: fields in tag order, then the edicts sorted and delta-encoded. */
export function runestone(spec: RunestoneSpec): Uint8Array {
  const ints: bigint[] = [];
  const field = (tag: number, value: bigint | number | undefined) => {
    if (value !== undefined) ints.push(BigInt(tag), BigInt(value));
  };
  const e = spec.etching;
  if (e) {
    field(2, 1n | (e.terms ? 2n : 0n));
    field(4, e.rune);
    field(1, e.divisibility);
    field(3, e.spacers);
    field(5, e.symbol?.codePointAt(0));
    field(6, e.premine);
    if (e.terms) {
      field(10, e.terms.amount);
      field(8, e.terms.cap);
      field(12, e.terms.height?.[0]);
      field(14, e.terms.height?.[1]);
      field(16, e.terms.offset?.[0]);
      field(18, e.terms.offset?.[1]);
    }
  }
  if (spec.mint) {
    field(20, spec.mint[0]);
    field(20, spec.mint[1]);
  }
  field(22, spec.pointer);
  if (spec.edicts?.length) {
    ints.push(0n);
    const sorted = [...spec.edicts].sort((a, b) =>
      a.id[0] === b.id[0] ? a.id[1] - b.id[1] : a.id[0] < b.id[0] ? -1 : 1,
    );
    let prev: [bigint, number] = [0n, 0];
    for (const edict of sorted) {
      const block = edict.id[0] - prev[0];
      const tx = block === 0n ? edict.id[1] - prev[1] : edict.id[1];
      ints.push(block, BigInt(tx), edict.amount, BigInt(edict.output));
      prev = edict.id;
    }
  }
  return runestoneFromIntegers(ints);
}

/** A p2tr key-path address of `key`: where tests keep inscriptions and runes. */
export function taproot(key: Key) {
  return payment('p2tr', key);
}

/** A taproot output committing to `scripts` as leaves (any bytes; not limited to known templates). */
export function tapTree(scripts: Uint8Array[], internal = leafKey('internal').xonly, leafVersion = 0xc0) {
  const leaves = scripts.map((script) => ({ script, leafVersion }));
  const [only] = leaves;
  return btc.p2tr(internal, leaves.length === 1 && only ? only : leaves, REGTEST, true);
}

/** The BIP-341 control block btc-signer computed for one leaf of `pay`. */
export function controlBlockOf(pay: ReturnType<typeof tapTree>, script: Uint8Array): Uint8Array {
  const found = pay.tapLeafScript?.find(([, s]) => hex.encode(s.subarray(0, -1)) === hex.encode(script));
  if (!found) throw new Error('leaf not in tree');
  return btc.TaprootControlBlock.encode(found[0]);
}

/**
 * A one-input spend of a tree leaf with a hand-built witness: `stack(digest)` returns the items
 * below the script, given the BIP-342 digest of the finished transaction for a hash type.
 */
export function spendLeaf(
  coin: Utxo,
  script: Uint8Array,
  control: Uint8Array,
  outputs: Output[],
  stack: (digest: (hashType: number) => Uint8Array) => Uint8Array[],
  sighash: (tx: ReturnType<typeof decodeTx>, hashType: number) => Uint8Array,
): string {
  const unsigned = new btc.Transaction({ allowUnknownOutputs: true });
  unsigned.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: { script: coin.script, amount: coin.value },
  });
  for (const o of outputs) unsigned.addOutput(o);
  const parsed = decodeTx(unsigned.toBytes(true, false));
  const items = stack((ht) => sighash(parsed, ht));
  const inputs = parsed.inputs.map((input) => ({ ...input, witness: [...items, script, control] }));
  return hex.encode(
    encodeTx({ version: parsed.version, inputs, outputs: parsed.outputs, locktime: parsed.locktime }),
  );
}

/**
 * Etches like `ord wallet batch`: a commit to a leaf whose envelope carries the rune tag, left to
 * gather `confirmations` (counting the reveal's block), then a reveal with the runestone.
 * Returns the reveal and where it landed (`block:tx` is the rune id when the etching counts).
 */
export function etch(
  node: DevnetNode,
  key: Key,
  spec: RunestoneSpec,
  opts: { confirmations?: number; outputs?: Output[]; commitRune?: bigint; commitAmount?: bigint } = {},
) {
  const rune = opts.commitRune ?? spec.etching?.rune;
  const leaf = leafKey(`etch ${rune}`);
  const inscription: Inscription = {
    tags: { contentType: 'text/plain', ...(rune !== undefined ? { rune } : {}) },
    body: utf8ToBytes('etched'),
  };
  const pay = revealPayment(leaf, [inscription]);
  const coin = payTo(node, key, pay.script, opts.commitAmount ?? 20_000n);
  node.mine(1);
  const confirmations = opts.confirmations ?? 6;
  if (confirmations > 2) node.mine(confirmations - 2);
  const outputs = opts.outputs ?? [{ script: taproot(key).script, amount: 10_000n }];
  const tx = signReveal([pay], [coin], leaf, [...outputs, { script: runestone(spec), amount: 0n }]);
  node.broadcast(tx.hex);
  node.mine(1);
  const confirmed = node.chain.txs.get(tx.id);
  if (!confirmed) throw new Error('reveal not mined');
  return {
    tx,
    id: `${confirmed.height}:${confirmed.pos}`,
    block: BigInt(confirmed.height),
    pos: confirmed.pos,
  };
}

/**
 * A text inscription landed on `address` through a devnet's control plane (`POST /__devnet/inscribe`:
 * a real commit and reveal, mined).
 */
export async function inscribeText(
  devnetUrl: string,
  address: string,
  text: string,
): Promise<{ id: string; revealTxid: string }> {
  const response = await fetch(`${devnetUrl}/__devnet/inscribe`, {
    method: 'POST',
    headers: { 'X-Devnet-Control': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      address,
      contentType: 'text/plain',
      body: base64.encode(new TextEncoder().encode(text)),
    }),
  });
  if (!response.ok) throw new Error(`inscribe: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; revealTxid: string };
}
