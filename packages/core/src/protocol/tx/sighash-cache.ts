import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { ByteWriter } from '../../primitives/bytes/byte-writer';

/** What a signature hash reads of a transaction (the devnet's decoded `Tx` is one). */
export interface SighashTx {
  version: number;
  locktime: number;
  inputs: readonly SighashTxInput[];
  outputs: readonly TxOutput[];
}

export interface SighashTxInput {
  /** Previous txid in internal byte order, as serialized. */
  prevHash: Uint8Array;
  vout: number;
  sequence: number;
}

export interface TxOutput {
  value: bigint;
  script: Uint8Array;
}

function sha256d(data: Uint8Array): Uint8Array {
  return sha256(sha256(data));
}

export const SIGHASH_DEFAULT = 0x00;
export const SIGHASH_ALL = 0x01;
export const SIGHASH_NONE = 0x02;
export const SIGHASH_SINGLE = 0x03;
export const SIGHASH_ANYONECANPAY = 0x80;

/** Every input's spent output, in input order; BIP-341 commits to all of them. */
export type Prevouts = readonly TxOutput[];

const TAP_SIGHASH_TAG = sha256(utf8ToBytes('TapSighash'));

function serializeOutput(w: ByteWriter, o: TxOutput): void {
  w.u64(o.value).varbytes(o.script);
}

/**
 * Signature hashes with the whole-transaction parts hashed once per transaction.
 *
 * BIP-143 and BIP-341 were designed so hashPrevouts / hashSequence / hashOutputs (and for
 * BIP-341 sha_amounts / sha_scriptpubkeys) are shared by every input. Recomputing them per
 * input makes verification quadratic in the input count, which is what the scure preimage
 * helpers do; here they are computed lazily on first use and reused.
 */
export class SighashCache<T extends SighashTx = SighashTx> {
  private v0?: { prevouts: Uint8Array; sequences: Uint8Array; outputs: Uint8Array };
  private v1?: {
    prevouts: Uint8Array;
    amounts: Uint8Array;
    scripts: Uint8Array;
    sequences: Uint8Array;
    outputs: Uint8Array;
  };

  constructor(
    readonly tx: T,
    readonly prevouts: Prevouts,
  ) {}

  /** The single-SHA256 parts; BIP-143 doubles them, BIP-341 uses them as they are. */
  private parts() {
    const { tx } = this;
    const p = new ByteWriter(tx.inputs.length * 36);
    const s = new ByteWriter(tx.inputs.length * 4);
    for (const i of tx.inputs) {
      p.bytes(i.prevHash).u32(i.vout);
      s.u32(i.sequence);
    }
    const o = new ByteWriter(tx.outputs.length * 34);
    for (const out of tx.outputs) serializeOutput(o, out);
    return { prevouts: sha256(p.finish()), sequences: sha256(s.finish()), outputs: sha256(o.finish()) };
  }

  private v0Parts() {
    if (!this.v0) {
      const single = this.parts();
      this.v0 = {
        prevouts: sha256(single.prevouts),
        sequences: sha256(single.sequences),
        outputs: sha256(single.outputs),
      };
    }
    return this.v0;
  }

  private v1Parts() {
    if (!this.v1) {
      const single = this.parts();
      const a = new ByteWriter(this.prevouts.length * 8);
      const sc = new ByteWriter(this.prevouts.length * 35);
      for (const out of this.prevouts) {
        a.u64(out.value);
        sc.varbytes(out.script);
      }
      this.v1 = { ...single, amounts: sha256(a.finish()), scripts: sha256(sc.finish()) };
    }
    return this.v1;
  }

  /** BIP-143 digest for a segwit v0 input. */
  witnessV0(index: number, scriptCode: Uint8Array, amount: bigint, hashType: number): Uint8Array {
    const { tx } = this;
    const input = tx.inputs[index];
    if (!input) throw new Error('input index out of range');
    const base = hashType & 0x1f;
    const anyone = (hashType & SIGHASH_ANYONECANPAY) !== 0;
    const zero: Uint8Array = new Uint8Array(32);
    const parts = this.v0Parts();
    const hashPrevouts = anyone ? zero : parts.prevouts;
    const hashSequence = anyone || base === SIGHASH_SINGLE || base === SIGHASH_NONE ? zero : parts.sequences;
    let hashOutputs: Uint8Array = zero;
    if (base !== SIGHASH_SINGLE && base !== SIGHASH_NONE) hashOutputs = parts.outputs;
    else if (base === SIGHASH_SINGLE && index < tx.outputs.length) {
      const o = new ByteWriter(40);
      serializeOutput(o, tx.outputs[index] as TxOutput);
      hashOutputs = sha256d(o.finish());
    }
    const w = new ByteWriter(200 + scriptCode.length);
    w.u32(tx.version).bytes(hashPrevouts).bytes(hashSequence);
    w.bytes(input.prevHash).u32(input.vout).varbytes(scriptCode).u64(amount).u32(input.sequence);
    w.bytes(hashOutputs).u32(tx.locktime).u32(hashType);
    return sha256d(w.finish());
  }

  /**
   * BIP-341 key-path digest (ext_flag 0). Returns undefined for hash types BIP-341 forbids
   * and for SIGHASH_SINGLE without a matching output.
   */
  taprootKeyPath(index: number, hashType: number, annex?: Uint8Array): Uint8Array | undefined {
    return this.taproot(index, hashType, annex);
  }

  /**
   * BIP-342 script-path digest: the BIP-341 message with ext_flag 1 and the extension
   * `tapleaf_hash || key_version (0) || codesep_pos`. No OP_CODESEPARATOR is ever executed by
   * the scripts admitted here, so codesep_pos is always 0xffffffff.
   */
  tapscript(
    index: number,
    hashType: number,
    leafHash: Uint8Array,
    annex?: Uint8Array,
  ): Uint8Array | undefined {
    return this.taproot(index, hashType, annex, leafHash);
  }

  private taproot(
    index: number,
    hashType: number,
    annex: Uint8Array | undefined,
    leafHash?: Uint8Array,
  ): Uint8Array | undefined {
    const { tx } = this;
    const input = tx.inputs[index];
    if (!input) throw new Error('input index out of range');
    if (!(hashType <= 0x03 || (hashType >= 0x81 && hashType <= 0x83))) return undefined;
    const base = hashType & 0x03;
    const anyone = (hashType & SIGHASH_ANYONECANPAY) !== 0;
    const parts = this.v1Parts();
    const w = new ByteWriter(256);
    w.bytes(TAP_SIGHASH_TAG).bytes(TAP_SIGHASH_TAG);
    w.u8(0x00).u8(hashType).u32(tx.version).u32(tx.locktime);
    if (!anyone) {
      w.bytes(parts.prevouts).bytes(parts.amounts).bytes(parts.scripts).bytes(parts.sequences);
    }
    if (base !== SIGHASH_NONE && base !== SIGHASH_SINGLE) w.bytes(parts.outputs);
    // spend_type = ext_flag * 2 + annex_present
    w.u8((leafHash ? 2 : 0) + (annex ? 1 : 0));
    if (anyone) {
      const prev = this.prevouts[index];
      if (!prev) throw new Error('missing prevout');
      w.bytes(input.prevHash).u32(input.vout);
      serializeOutput(w, prev);
      w.u32(input.sequence);
    } else {
      w.u32(index);
    }
    if (annex) w.bytes(sha256(new ByteWriter(annex.length + 9).varbytes(annex).finish()));
    if (base === SIGHASH_SINGLE) {
      const out = tx.outputs[index];
      if (!out) return undefined;
      const o = new ByteWriter(40);
      serializeOutput(o, out);
      w.bytes(sha256(o.finish()));
    }
    if (leafHash) w.bytes(leafHash).u8(0x00).u32(0xffffffff);
    return sha256(w.finish());
  }

  /**
   * Pre-segwit digest (the original OP_CHECKSIG algorithm). It is quadratic by design; Core
   * bounds it with standardness limits rather than caching, and so do we.
   */
  legacy(index: number, scriptCode: Uint8Array, hashType: number): Uint8Array {
    const { tx } = this;
    const base = hashType & 0x1f;
    const anyone = (hashType & SIGHASH_ANYONECANPAY) !== 0;
    // The historical SIGHASH_SINGLE bug: no matching output signs the number one.
    if (base === SIGHASH_SINGLE && index >= tx.outputs.length) {
      const one = new Uint8Array(32);
      one[0] = 1;
      return one;
    }
    const w = new ByteWriter(64 + tx.inputs.length * 41 + tx.outputs.length * 34 + scriptCode.length);
    w.u32(tx.version);
    const inputs = anyone ? [index] : tx.inputs.map((_, i) => i);
    w.varint(inputs.length);
    for (const i of inputs) {
      const input = tx.inputs[i];
      if (!input) continue;
      w.bytes(input.prevHash).u32(input.vout);
      w.varbytes(i === index ? scriptCode : new Uint8Array(0));
      const zeroSeq = i !== index && (base === SIGHASH_NONE || base === SIGHASH_SINGLE);
      w.u32(zeroSeq ? 0 : input.sequence);
    }
    if (base === SIGHASH_NONE) w.varint(0);
    else if (base === SIGHASH_SINGLE) {
      w.varint(index + 1);
      for (let i = 0; i < index; i++) w.u64(0xffffffffffffffffn).varint(0);
      serializeOutput(w, tx.outputs[index] as TxOutput);
    } else {
      w.varint(tx.outputs.length);
      for (const o of tx.outputs) serializeOutput(w, o);
    }
    w.u32(tx.locktime).u32(hashType);
    return sha256d(w.finish());
  }
}
