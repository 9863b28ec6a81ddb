import { Flag, Tag, U128_MAX } from '@satchel/core/runes';
import { decodeScript } from '../tx/script';
import type { TxOutput } from '../tx/transaction';

/**
 * Runestone decoding exactly as ord's `Runestone::decipher` (ord's runes specification,
 * "Deciphering"): the first `OP_RETURN OP_13` output's pushes are concatenated, read as LEB128
 * u128 integers, split into tag/value fields and edicts, and anything malformed or unknown-even
 * makes the transaction a cenotaph, which burns its input runes. The encoder the ordering
 * service uses lives in devnet/ordering/runestone.ts.
 */

const OP_RETURN = 0x6a;
const OP_13 = 0x5d;
const U64_MAX = (1n << 64n) - 1n;
const U32_MAX = 0xffff_ffffn;
export const MAX_DIVISIBILITY = 38;
const MAX_SPACERS = 0b0000_0111_1111_1111_1111_1111_1111_1111;

type Flaw =
  | 'edict_output'
  | 'edict_rune_id'
  | 'invalid_script'
  | 'opcode'
  | 'supply_overflow'
  | 'trailing_integers'
  | 'truncated_field'
  | 'unrecognized_even_tag'
  | 'unrecognized_flag'
  | 'varint';

export interface RuneId {
  block: bigint;
  tx: number;
}

export interface Edict {
  id: RuneId;
  amount: bigint;
  output: number;
}

export interface Terms {
  amount?: bigint;
  cap?: bigint;
  height: [bigint | undefined, bigint | undefined];
  offset: [bigint | undefined, bigint | undefined];
}

export interface Etching {
  divisibility?: number;
  premine?: bigint;
  rune?: bigint;
  spacers?: number;
  symbol?: string;
  terms?: Terms;
  turbo: boolean;
}

export type Artifact =
  | { kind: 'runestone'; edicts: Edict[]; etching?: Etching; mint?: RuneId; pointer?: number }
  | { kind: 'cenotaph'; flaw: Flaw; etching?: bigint; mint?: RuneId };

export const runeIdKey = (id: RuneId) => `${id.block}:${id.tx}`;

/** ord's varint::decode: LEB128, at most 19 bytes, the 19th carrying at most 2 bits. */
function integers(payload: Uint8Array): bigint[] | undefined {
  const out: bigint[] = [];
  let i = 0;
  while (i < payload.length) {
    let n = 0n;
    let done = false;
    for (let k = 0; i + k < payload.length; k++) {
      if (k > 18) return undefined;
      const byte = payload[i + k] as number;
      const value = BigInt(byte & 0x7f);
      if (k === 18 && (byte & 0x7c) !== 0) return undefined;
      n |= value << BigInt(7 * k);
      if ((byte & 0x80) === 0) {
        out.push(n);
        i += k + 1;
        done = true;
        break;
      }
    }
    if (!done) return undefined;
  }
  return out;
}

type Payload = { valid: Uint8Array } | { flaw: Flaw };

/** The first output starting `OP_RETURN OP_13`: its remaining data pushes, concatenated. */
function payload(outputs: TxOutput[]): Payload | undefined {
  for (const { script } of outputs) {
    if (script[0] !== OP_RETURN || script[1] !== OP_13) continue;
    const ops = decodeScript(script.subarray(2));
    if (!ops) return { flaw: 'invalid_script' };
    const chunks: Uint8Array[] = [];
    for (const op of ops) {
      if (op.data === undefined) return { flaw: 'opcode' };
      chunks.push(op.data);
    }
    const total = chunks.reduce((n, c) => n + c.length, 0);
    const joined = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
      joined.set(c, at);
      at += c.length;
    }
    return { valid: joined };
  }
  return undefined;
}

/** `RuneId::next`: block deltas add; a zero block delta adds to the tx index instead. */
function nextId(prev: RuneId, block: bigint, tx: bigint): RuneId | undefined {
  const nextBlock = prev.block + block;
  if (nextBlock > U64_MAX) return undefined;
  const nextTx = block === 0n ? BigInt(prev.tx) + tx : tx;
  if (nextTx > U32_MAX) return undefined;
  return newId(nextBlock, nextTx);
}

function newId(block: bigint, tx: bigint): RuneId | undefined {
  if (block > U64_MAX || tx > U32_MAX) return undefined;
  if (block === 0n && tx > 0n) return undefined;
  return { block, tx: Number(tx) };
}

type Fields = Map<bigint, bigint[]>;

/** `Tag::take`: consumes the first N values only when `parse` accepts them. */
function take<T>(
  fields: Fields,
  tag: bigint,
  n: number,
  parse: (values: bigint[]) => T | undefined,
): T | undefined {
  const values = fields.get(tag);
  if (!values || values.length < n) return undefined;
  const parsed = parse(values.slice(0, n));
  if (parsed === undefined) return undefined;
  values.splice(0, n);
  if (values.length === 0) fields.delete(tag);
  return parsed;
}

const upTo = (max: bigint) => (v: bigint[]) => ((v[0] as bigint) <= max ? (v[0] as bigint) : undefined);
const any = (v: bigint[]) => v[0] as bigint;

function symbolOf(v: bigint): string | undefined {
  // char::from_u32: a Unicode scalar value (no surrogates).
  if (v > 0x10ffffn || (v >= 0xd800n && v <= 0xdfffn)) return undefined;
  return String.fromCodePoint(Number(v));
}

/** ord's `Runestone::decipher`, or undefined when the transaction carries no runestone. */
export function decipher(outputs: TxOutput[]): Artifact | undefined {
  const found = payload(outputs);
  if (!found) return undefined;
  if ('flaw' in found) return { kind: 'cenotaph', flaw: found.flaw };
  const ints = integers(found.valid);
  if (!ints) return { kind: 'cenotaph', flaw: 'varint' };

  let flaw: Flaw | undefined;
  const edicts: Edict[] = [];
  const fields: Fields = new Map();
  for (let i = 0; i < ints.length; i += 2) {
    const tag = ints[i] as bigint;
    if (tag === Tag.Body) {
      let id: RuneId = { block: 0n, tx: 0 };
      for (let k = i + 1; k < ints.length; k += 4) {
        if (k + 4 > ints.length) {
          flaw ??= 'trailing_integers';
          break;
        }
        const next = nextId(id, ints[k] as bigint, ints[k + 1] as bigint);
        if (!next) {
          flaw ??= 'edict_rune_id';
          break;
        }
        const output = ints[k + 3] as bigint;
        // output == outputs.length is allowed: it splits the amount across all outputs.
        if (output > BigInt(outputs.length)) {
          flaw ??= 'edict_output';
          break;
        }
        id = next;
        edicts.push({ id, amount: ints[k + 2] as bigint, output: Number(output) });
      }
      break;
    }
    const value = ints[i + 1];
    if (value === undefined) {
      flaw ??= 'truncated_field';
      break;
    }
    const list = fields.get(tag);
    if (list) list.push(value);
    else fields.set(tag, [value]);
  }

  let flags = take(fields, Tag.Flags, 1, any) ?? 0n;
  const takeFlag = (flag: bigint) => {
    const set = (flags & flag) !== 0n;
    flags &= ~flag;
    return set;
  };

  let etching: Etching | undefined;
  if (takeFlag(Flag.Etching)) {
    const divisibility = take(fields, Tag.Divisibility, 1, upTo(BigInt(MAX_DIVISIBILITY)));
    const premine = take(fields, Tag.Premine, 1, any);
    const rune = take(fields, Tag.Rune, 1, any);
    const spacers = take(fields, Tag.Spacers, 1, upTo(BigInt(MAX_SPACERS)));
    const symbol = take(fields, Tag.Symbol, 1, (v) => symbolOf(v[0] as bigint));
    let terms: Terms | undefined;
    if (takeFlag(Flag.Terms)) {
      terms = {
        cap: take(fields, Tag.Cap, 1, any),
        height: [
          take(fields, Tag.HeightStart, 1, upTo(U64_MAX)),
          take(fields, Tag.HeightEnd, 1, upTo(U64_MAX)),
        ],
        amount: take(fields, Tag.Amount, 1, any),
        offset: [
          take(fields, Tag.OffsetStart, 1, upTo(U64_MAX)),
          take(fields, Tag.OffsetEnd, 1, upTo(U64_MAX)),
        ],
      };
    }
    etching = {
      ...(divisibility !== undefined ? { divisibility: Number(divisibility) } : {}),
      ...(premine !== undefined ? { premine } : {}),
      ...(rune !== undefined ? { rune } : {}),
      ...(spacers !== undefined ? { spacers: Number(spacers) } : {}),
      ...(symbol !== undefined ? { symbol } : {}),
      ...(terms ? { terms } : {}),
      turbo: takeFlag(Flag.Turbo),
    };
  }

  const mint = take(fields, Tag.Mint, 2, ([block, tx]) => newId(block as bigint, tx as bigint));
  const pointer = take(fields, Tag.Pointer, 1, ([p]) =>
    (p as bigint) <= U32_MAX && (p as bigint) < BigInt(outputs.length) ? Number(p) : undefined,
  );

  if (etching) {
    const cap = etching.terms?.cap ?? 0n;
    const amount = etching.terms?.amount ?? 0n;
    if ((etching.premine ?? 0n) + cap * amount > U128_MAX || cap * amount > U128_MAX) {
      flaw ??= 'supply_overflow';
    }
  }
  if (flags !== 0n) flaw ??= 'unrecognized_flag';
  for (const tag of fields.keys()) {
    if (tag % 2n === 0n) {
      flaw ??= 'unrecognized_even_tag';
      break;
    }
  }
  if (flaw) {
    return {
      kind: 'cenotaph',
      flaw,
      ...(etching?.rune !== undefined ? { etching: etching.rune } : {}),
      ...(mint ? { mint } : {}),
    };
  }
  return {
    kind: 'runestone',
    edicts,
    ...(etching ? { etching } : {}),
    ...(mint ? { mint } : {}),
    ...(pointer !== undefined ? { pointer } : {}),
  };
}
