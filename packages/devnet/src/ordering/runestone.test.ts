import { leb128 } from '@satchel/core/protocol/runes/runestone';
import { runeValue, U128_MAX } from '@satchel/core/runes';
import { describe, expect, it } from 'vitest';
import { etchingScript, mintScript } from './runestone';

/** Reads the tag/value integers back out of `OP_RETURN OP_13 <push>` (one direct push). */
function fields(script: Uint8Array): bigint[] {
  expect([script[0], script[1]]).toEqual([0x6a, 0x5d]);
  const length = script[2] as number;
  const payload = script.slice(3, 3 + length);
  expect(payload.length).toBe(length);
  const out: bigint[] = [];
  let value = 0n;
  let shift = 0n;
  for (const byte of payload) {
    value |= BigInt(byte & 0x7f) << shift;
    shift += 7n;
    if ((byte & 0x80) === 0) {
      out.push(value);
      value = 0n;
      shift = 0n;
    }
  }
  return out;
}

describe('runestones', () => {
  it('encodes LEB128 integers', () => {
    expect(leb128(0n)).toEqual([0]);
    expect(leb128(127n)).toEqual([127]);
    expect(leb128(128n)).toEqual([0x80, 0x01]);
    expect(leb128(300n)).toEqual([0xac, 0x02]);
    expect(leb128(U128_MAX)).toHaveLength(19);
  });

  it('writes an etching with its name, spacers, symbol, supply and terms', () => {
    const script = etchingScript({
      runeName: 'SATCHEL•TEST',
      divisibility: 2,
      symbol: '¤',
      premine: '1000',
      terms: { amount: '100', cap: '10' },
    });
    expect(fields(script)).toEqual([
      2n,
      3n, // Flags: Etching | Terms
      4n,
      runeValue('SATCHELTEST'), // Rune
      1n,
      2n, // Divisibility
      3n,
      1n << 6n, // Spacers: after the 7th letter
      5n,
      BigInt('¤'.codePointAt(0) ?? 0), // Symbol
      6n,
      1000n, // Premine
      10n,
      100n, // Amount
      8n,
      10n, // Cap
    ]);
  });

  it('writes a mint of a rune id as two Mint tags', () => {
    expect(fields(mintScript('840000:3'))).toEqual([20n, 840000n, 20n, 3n]);
  });
});
