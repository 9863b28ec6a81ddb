import { ByteReader, ByteWriter, sha256d, toDisplayHex } from './bytes';

export interface TxInput {
  /** Previous txid in display (big-endian) hex. */
  txid: string;
  /** Previous txid in internal byte order, as serialized. */
  prevHash: Uint8Array;
  vout: number;
  scriptSig: Uint8Array;
  sequence: number;
  witness: Uint8Array[];
}

export interface TxOutput {
  value: bigint;
  script: Uint8Array;
}

/** A decoded transaction with the derived values every consumer needs, computed once. */
export interface Tx {
  version: number;
  inputs: TxInput[];
  outputs: TxOutput[];
  locktime: number;
  hasWitness: boolean;
  txid: string;
  raw: Uint8Array;
  /** Bytes without witness data (what the txid commits to). */
  size: number;
  weight: number;
  vsize: number;
  /** Serialized byte length without witness, i.e. the "stripped" size. */
  strippedSize: number;
}

const COINBASE_TXID = '0'.repeat(64);
const COINBASE_VOUT = 0xffffffff;

export function isCoinbase(tx: Tx): boolean {
  const first = tx.inputs[0];
  return (
    tx.inputs.length === 1 &&
    first !== undefined &&
    first.txid === COINBASE_TXID &&
    first.vout === COINBASE_VOUT
  );
}

/**
 * Decodes a transaction in BIP-144 format (witness marker 0x00 0x01 after the version).
 * Throws on any malformed or trailing data; callers map that to Core's -22 decode error.
 */
export function decodeTx(raw: Uint8Array): Tx {
  const r = new ByteReader(raw);
  const version = r.u32() | 0;
  const afterVersion = r.pos;
  let hasWitness = false;
  // BIP-144: a zero input count followed by flag 0x01 marks extended serialization.
  if (raw[r.pos] === 0x00 && raw[r.pos + 1] === 0x01) {
    hasWitness = true;
    r.pos += 2;
  }
  const bodyStart = r.pos;
  const nIn = r.varint();
  const inputs: TxInput[] = [];
  for (let i = 0; i < nIn; i++) {
    const prevHash = r.bytes(32);
    const vout = r.u32();
    const scriptSig = r.varbytes();
    const sequence = r.u32();
    inputs.push({ txid: toDisplayHex(prevHash), prevHash, vout, scriptSig, sequence, witness: [] });
  }
  const nOut = r.varint();
  const outputs: TxOutput[] = [];
  for (let i = 0; i < nOut; i++) {
    const value = r.u64();
    const script = r.varbytes();
    outputs.push({ value, script });
  }
  const bodyEnd = r.pos;
  if (hasWitness) {
    let any = false;
    for (const input of inputs) {
      const n = r.varint();
      for (let j = 0; j < n; j++) input.witness.push(r.varbytes());
      if (n > 0) any = true;
    }
    // Core rejects "superfluous witness record" when the flag is set but every stack is empty.
    if (!any) throw new Error('superfluous witness record');
  }
  const locktime = r.u32();
  if (r.remaining !== 0) throw new Error('trailing data');
  if (inputs.length === 0 && !hasWitness) throw new Error('no inputs');

  const stripped = new Uint8Array(4 + (bodyEnd - bodyStart) + 4);
  stripped.set(raw.subarray(0, afterVersion), 0);
  stripped.set(raw.subarray(bodyStart, bodyEnd), 4);
  stripped.set(raw.subarray(raw.length - 4), 4 + (bodyEnd - bodyStart));
  const strippedSize = stripped.length;
  // BIP-141: weight = stripped size * 3 + total size.
  const weight = strippedSize * 3 + raw.length;
  return {
    version,
    inputs,
    outputs,
    locktime,
    hasWitness,
    txid: toDisplayHex(sha256d(stripped)),
    raw,
    size: raw.length,
    weight,
    vsize: Math.ceil(weight / 4),
    strippedSize,
  };
}

interface TxDraft {
  version: number;
  inputs: {
    prevHash: Uint8Array;
    vout: number;
    scriptSig: Uint8Array;
    sequence: number;
    witness: Uint8Array[];
  }[];
  outputs: TxOutput[];
  locktime: number;
}

/** Serializes a draft (witness form when any input has a witness), for coinbases and tests. */
export function encodeTx(tx: TxDraft): Uint8Array {
  const w = new ByteWriter();
  const witness = tx.inputs.some((i) => i.witness.length > 0);
  w.u32(tx.version);
  if (witness) w.u8(0).u8(1);
  w.varint(tx.inputs.length);
  for (const i of tx.inputs) w.bytes(i.prevHash).u32(i.vout).varbytes(i.scriptSig).u32(i.sequence);
  w.varint(tx.outputs.length);
  for (const o of tx.outputs) w.u64(o.value).varbytes(o.script);
  if (witness) {
    for (const i of tx.inputs) {
      w.varint(i.witness.length);
      for (const item of i.witness) w.varbytes(item);
    }
  }
  w.u32(tx.locktime);
  return w.finish();
}
