import { parseRuneName } from '../../src/core/runes/rune-name';
import { Flag, Tag } from '../ord/runestone';

/**
 * Runestone encoding (ord's runes specification, "Runestones"): an output
 * `OP_RETURN OP_13 <pushes>` whose concatenated pushes are LEB128 integers read as
 * tag/value pairs. Only the fields the ordering service writes are encoded here.
 */
const OP_RETURN = 0x6a;
const OP_13 = 0x5d;
const MAX_PUSH = 520;

export function leb128(value: bigint): number[] {
  const out: number[] = [];
  let n = value;
  while (n >> 7n > 0n) {
    out.push(Number(n & 0x7fn) | 0x80);
    n >>= 7n;
  }
  out.push(Number(n));
  return out;
}

export interface Etching {
  runeName: string;
  divisibility?: number;
  symbol?: string;
  premine?: string;
  terms?: {
    amount?: string;
    cap?: string;
    heightStart?: string;
    heightEnd?: string;
    offsetStart?: string;
    offsetEnd?: string;
  };
}

function script(fields: [bigint, bigint][]): Uint8Array {
  const payload = fields.flatMap(([tag, value]) => [...leb128(tag), ...leb128(value)]);
  const bytes = [OP_RETURN, OP_13];
  for (let i = 0; i < payload.length; i += MAX_PUSH) {
    const chunk = payload.slice(i, i + MAX_PUSH);
    // Direct pushes up to 75 bytes, OP_PUSHDATA1 up to 255, OP_PUSHDATA2 beyond.
    if (chunk.length <= 75) bytes.push(chunk.length);
    else if (chunk.length <= 255) bytes.push(0x4c, chunk.length);
    else bytes.push(0x4d, chunk.length & 0xff, chunk.length >> 8);
    bytes.push(...chunk);
  }
  return Uint8Array.from(bytes);
}

export function etchingScript(etching: Etching): Uint8Array {
  const { value, spacers } = parseRuneName(etching.runeName);
  const terms = etching.terms;
  const fields: [bigint, bigint][] = [
    [Tag.Flags, Flag.Etching | (terms ? Flag.Terms : 0n)],
    [Tag.Rune, value],
  ];
  if (etching.divisibility) fields.push([Tag.Divisibility, BigInt(etching.divisibility)]);
  if (spacers) fields.push([Tag.Spacers, BigInt(spacers)]);
  const symbol = etching.symbol?.codePointAt(0);
  if (symbol !== undefined) fields.push([Tag.Symbol, BigInt(symbol)]);
  if (etching.premine) fields.push([Tag.Premine, BigInt(etching.premine)]);
  if (terms) {
    const optional: [bigint, string | undefined][] = [
      [Tag.Amount, terms.amount],
      [Tag.Cap, terms.cap],
      [Tag.HeightStart, terms.heightStart],
      [Tag.HeightEnd, terms.heightEnd],
      [Tag.OffsetStart, terms.offsetStart],
      [Tag.OffsetEnd, terms.offsetEnd],
    ];
    for (const [tag, v] of optional) if (v !== undefined) fields.push([tag, BigInt(v)]);
  }
  return script(fields);
}

/** A mint of rune `block:tx` (the etching transaction's height and index in its block). */
export function mintScript(runeId: string): Uint8Array {
  const [block, tx] = runeId.split(':');
  return script([
    [Tag.Mint, BigInt(block ?? 0)],
    [Tag.Mint, BigInt(tx ?? 0)],
  ]);
}
