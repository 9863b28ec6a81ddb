import { Flag, parseRuneName, runestoneScript, Tag } from '@satchel/core/runes';

/** The etchings and mints the ordering service writes (ord's runes specification, "Runestones"). */
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
  return runestoneScript(fields);
}

/** A mint of rune `block:tx` (the etching transaction's height and index in its block). */
export function mintScript(runeId: string): Uint8Array {
  const [block, tx] = runeId.split(':');
  return runestoneScript([
    [Tag.Mint, BigInt(block ?? 0)],
    [Tag.Mint, BigInt(tx ?? 0)],
  ]);
}
