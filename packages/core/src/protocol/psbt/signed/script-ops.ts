/** One parsed script operation: a push carries its data; `end` is the byte offset just after it. */
export interface ScriptOp {
  op: number;
  data?: Uint8Array;
  end: number;
}

const OP_PUSHDATA1 = 0x4c;
const OP_PUSHDATA2 = 0x4d;
const OP_PUSHDATA4 = 0x4e;

/**
 * The operations of a script as Bitcoin Core's GetScriptOp reads them, or undefined when a push
 * runs past the end (Core's BAD_OPCODE). Offsets are kept so OP_CODESEPARATOR can cut the
 * scriptCode a signature hashes (BIP-143).
 */
export function parseScript(script: Uint8Array): ScriptOp[] | undefined {
  const ops: ScriptOp[] = [];
  let i = 0;
  while (i < script.length) {
    const op = script[i++] as number;
    if (op > OP_PUSHDATA4) {
      ops.push({ op, end: i });
      continue;
    }
    let length = op;
    if (op === OP_PUSHDATA1) {
      if (i + 1 > script.length) return undefined;
      length = script[i] as number;
      i += 1;
    } else if (op === OP_PUSHDATA2) {
      if (i + 2 > script.length) return undefined;
      length = (script[i] as number) | ((script[i + 1] as number) << 8);
      i += 2;
    } else if (op === OP_PUSHDATA4) {
      if (i + 4 > script.length) return undefined;
      length =
        ((script[i] as number) | ((script[i + 1] as number) << 8) | ((script[i + 2] as number) << 16)) +
        (script[i + 3] as number) * 2 ** 24;
      i += 4;
    }
    if (i + length > script.length) return undefined;
    ops.push({ op, data: script.subarray(i, i + length), end: i + length });
    i += length;
  }
  return ops;
}

/** Core's CheckMinimalPush (MINIMALDATA): every executed push uses its shortest encoding. */
export function isMinimalPush(op: number, data: Uint8Array): boolean {
  const n = data.length;
  if (n === 0) return op === 0x00;
  if (n === 1 && (data[0] as number) >= 1 && (data[0] as number) <= 16) return false;
  if (n === 1 && data[0] === 0x81) return false;
  if (n <= 75) return op === n;
  if (n <= 255) return op === OP_PUSHDATA1;
  if (n <= 65535) return op === OP_PUSHDATA2;
  return true;
}

/** Core's CastToBool: any non-zero byte, except a lone sign bit (negative zero). */
export function castToBool(v: Uint8Array): boolean {
  for (let i = 0; i < v.length; i++) {
    if (v[i] !== 0) return !(i === v.length - 1 && v[i] === 0x80);
  }
  return false;
}

/**
 * Core's CScriptNum with fRequireMinimal (MINIMALDATA is a standard flag): little-endian
 * sign-magnitude of at most `maxSize` bytes, in its shortest form; undefined otherwise.
 */
export function readScriptNum(bytes: Uint8Array, maxSize = 4): number | undefined {
  const n = bytes.length;
  if (n > maxSize) return undefined;
  if (n === 0) return 0;
  const last = bytes[n - 1] as number;
  if ((last & 0x7f) === 0 && (n <= 1 || ((bytes[n - 2] as number) & 0x80) === 0)) return undefined;
  let value = 0;
  for (let i = n - 1; i >= 0; i--) value = value * 256 + ((i === n - 1 ? last & 0x7f : bytes[i]) as number);
  return last & 0x80 ? -value : value;
}

/** CScriptNum::serialize: the shortest encoding of `value`. */
export function scriptNum(value: number): Uint8Array {
  if (value === 0) return new Uint8Array(0);
  const negative = value < 0;
  let abs = Math.abs(value);
  const out: number[] = [];
  while (abs > 0) {
    out.push(abs % 256);
    abs = Math.floor(abs / 256);
  }
  const top = out[out.length - 1] as number;
  if (top & 0x80) out.push(negative ? 0x80 : 0x00);
  else if (negative) out[out.length - 1] = top | 0x80;
  return Uint8Array.from(out);
}
