import { decodeScript } from '../tx/script';
import type { TxInput } from '../tx/transaction';

/**
 * Inscription envelopes as ord reads them (ord docs, "Inscriptions"; ord's `envelope.rs`):
 * `OP_FALSE OP_IF "ord" <tag> <value> … OP_0 <body chunks…> OP_ENDIF` anywhere in the tapscript
 * of a script-path spend. Reveals are built with micro-ordinals; reading follows ord's own rules
 * (first value wins, duplicate / incomplete / unrecognised even fields are remembered because
 * they curse or unbind the inscription), which a generic envelope codec does not keep.
 */

const OP_IF = 0x63;
const OP_ENDIF = 0x68;
const OP_1NEGATE = 0x4f;
const PROTOCOL_ID = Uint8Array.of(0x6f, 0x72, 0x64); // "ord"

/** Field tags (ord's `Tag`); odd tags are optional, unknown even tags unbind the inscription. */
const FieldTag = {
  ContentType: 1,
  Pointer: 2,
  Parent: 3,
  Metadata: 5,
  Metaprotocol: 7,
  ContentEncoding: 9,
  Delegate: 11,
  Rune: 13,
  Properties: 17,
  PropertyEncoding: 19,
} as const;
const CHUNKED = new Set<number>([FieldTag.Metadata, FieldTag.Properties]);

export interface Envelope {
  /** Input index the envelope was revealed in. */
  input: number;
  /** Position among the envelopes of that input. */
  offset: number;
  pushnum: boolean;
  stutter: boolean;
  body?: Uint8Array;
  contentType?: Uint8Array;
  contentEncoding?: Uint8Array;
  metaprotocol?: Uint8Array;
  delegate?: Uint8Array;
  pointer?: Uint8Array;
  parents: Uint8Array[];
  rune?: Uint8Array;
  duplicateField: boolean;
  incompleteField: boolean;
  unrecognizedEvenField: boolean;
}

/** `Witness::tapscript`: the second-to-last item, or third-to-last when an annex is present. */
export function tapscriptOf(witness: Uint8Array[]): Uint8Array | undefined {
  const n = witness.length;
  const annex = n >= 2 && (witness[n - 1] as Uint8Array)[0] === 0x50;
  const at = annex ? n - 3 : n - 2;
  return at >= 0 ? witness[at] : undefined;
}

const isEmptyPush = (op: { op: number; data?: Uint8Array }) => op.data !== undefined && op.data.length === 0;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Turns the raw pushes of one envelope into fields and body (`From<RawEnvelope>`). */
function parsePayload(payload: Uint8Array[]): Omit<Envelope, 'input' | 'offset' | 'pushnum' | 'stutter'> {
  let bodyAt = -1;
  for (let i = 0; i < payload.length; i += 2) {
    if ((payload[i] as Uint8Array).length === 0) {
      bodyAt = i;
      break;
    }
  }
  const end = bodyAt === -1 ? payload.length : bodyAt;
  const fields = new Map<string, Uint8Array[]>();
  let incompleteField = false;
  for (let i = 0; i < end; i += 2) {
    const value = payload[i + 1];
    if (i + 1 >= end || value === undefined) {
      incompleteField = true;
      break;
    }
    const key = Array.from(payload[i] as Uint8Array).join(',');
    const list = fields.get(key);
    if (list) list.push(value);
    else fields.set(key, [value]);
  }
  const duplicateField = [...fields.values()].some((v) => v.length > 1);
  const takeOne = (tag: number): Uint8Array | undefined => {
    const key = String(tag);
    const values = fields.get(key);
    if (!values || values.length === 0) return undefined;
    if (CHUNKED.has(tag)) {
      fields.delete(key);
      return concat(values);
    }
    const first = values.shift();
    if (values.length === 0) fields.delete(key);
    return first;
  };
  const contentEncoding = takeOne(FieldTag.ContentEncoding);
  const contentType = takeOne(FieldTag.ContentType);
  const delegate = takeOne(FieldTag.Delegate);
  takeOne(FieldTag.Metadata);
  const metaprotocol = takeOne(FieldTag.Metaprotocol);
  const parents = fields.get(String(FieldTag.Parent)) ?? [];
  fields.delete(String(FieldTag.Parent));
  const pointer = takeOne(FieldTag.Pointer);
  takeOne(FieldTag.Properties);
  takeOne(FieldTag.PropertyEncoding);
  const rune = takeOne(FieldTag.Rune);
  // Whatever is left (unknown tags, or a second value of a single-valued tag) is judged by the
  // parity of its first byte.
  let unrecognizedEvenField = false;
  for (const key of fields.keys()) {
    if (key !== '' && Number(key.split(',')[0]) % 2 === 0) unrecognizedEvenField = true;
  }
  return {
    ...(bodyAt === -1 ? {} : { body: concat(payload.slice(bodyAt + 1)) }),
    ...(contentType ? { contentType } : {}),
    ...(contentEncoding ? { contentEncoding } : {}),
    ...(metaprotocol ? { metaprotocol } : {}),
    ...(delegate ? { delegate } : {}),
    ...(pointer ? { pointer } : {}),
    ...(rune ? { rune } : {}),
    parents,
    duplicateField,
    incompleteField,
    unrecognizedEvenField,
  };
}

/** All envelopes in one tapscript, or none if the script does not parse. */
function fromTapscript(script: Uint8Array, input: number): Envelope[] {
  const ops = decodeScript(script);
  if (!ops) return [];
  const envelopes: Envelope[] = [];
  let stuttered = false;
  let i = 0;
  while (i < ops.length) {
    const op = ops[i++] as { op: number; data?: Uint8Array };
    if (!isEmptyPush(op)) continue;
    // OP_FALSE seen: expect OP_IF "ord".
    const next = ops[i];
    if (!next || next.data !== undefined || next.op !== OP_IF) {
      stuttered = next !== undefined && isEmptyPush(next);
      continue;
    }
    i++;
    const id = ops[i];
    if (!id || id.data === undefined || !sameBytes(id.data, PROTOCOL_ID)) {
      stuttered = id !== undefined && isEmptyPush(id);
      continue;
    }
    i++;
    let pushnum = false;
    const payload: Uint8Array[] = [];
    let closed = false;
    while (i < ops.length) {
      const item = ops[i++] as { op: number; data?: Uint8Array };
      if (item.data !== undefined) {
        payload.push(item.data);
      } else if (item.op === OP_ENDIF) {
        closed = true;
        break;
      } else if (item.op === OP_1NEGATE) {
        pushnum = true;
        payload.push(Uint8Array.of(0x81));
      } else if (item.op >= 0x51 && item.op <= 0x60) {
        pushnum = true;
        payload.push(Uint8Array.of(item.op - 0x50));
      } else {
        break;
      }
    }
    // ord keeps the stutter flag across a found envelope and clears it after a broken one.
    if (closed) {
      envelopes.push({
        input,
        offset: envelopes.length,
        pushnum,
        stutter: stuttered,
        ...parsePayload(payload),
      });
    } else stuttered = false;
  }
  return envelopes;
}

/** Every envelope revealed by a transaction's inputs, in input order (`from_transaction`). */
export function envelopesOf(inputs: TxInput[]): Envelope[] {
  const out: Envelope[] = [];
  inputs.forEach((input, i) => {
    const script = tapscriptOf(input.witness);
    if (script && script.length > 0) out.push(...fromTapscript(script, i));
  });
  return out;
}

/** ord's pointer field: a little-endian u64; longer values with non-zero high bytes are ignored. */
export function pointerValue(bytes: Uint8Array): number | undefined {
  if (bytes.length > 8 && bytes.subarray(8).some((b) => b !== 0)) return undefined;
  let n = 0n;
  for (let i = Math.min(bytes.length, 8) - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i] as number);
  return n > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(n);
}

/** ord's inscription id field encoding: 32-byte txid (internal order) then a trimmed LE index. */
export function inscriptionIdValue(bytes: Uint8Array): string | undefined {
  if (bytes.length < 32 || bytes.length > 36) return undefined;
  const tail = bytes.subarray(32);
  if (tail.length > 0 && tail[tail.length - 1] === 0) return undefined;
  let index = 0;
  for (let i = tail.length - 1; i >= 0; i--) index = index * 256 + (tail[i] as number);
  const txid = Array.from(bytes.subarray(0, 32))
    .reverse()
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  return `${txid}i${index}`;
}
