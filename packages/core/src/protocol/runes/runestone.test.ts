import { tryDecodeRunestone } from '@magiceden-oss/runestone-lib';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { leb128, parseRuneId, runestoneScript, Tag } from './runestone';

/** Decodes with a library nobody here wrote, as one output of a three-output transaction. */
function oracle(script: Uint8Array) {
  const other = { scriptPubKey: { hex: '5120'.padEnd(68, '1') } };
  return tryDecodeRunestone({ vout: [{ scriptPubKey: { hex: hex.encode(script) } }, other, other] });
}

describe('runestone encoding (ord runes specification)', () => {
  it('writes LEB128 as the specification does', () => {
    expect(leb128(0n)).toEqual([0]);
    expect(leb128(300n)).toEqual([0xac, 0x02]);
    expect(() => leb128(-1n)).toThrow(RangeError);
  });

  it('writes edicts after the Body tag, sorted and delta-encoded, with a pointer', () => {
    const script = runestoneScript(
      [[Tag.Pointer, 2n]],
      [
        { id: parseRuneId('120:3'), amount: 700n, output: 1 },
        { id: parseRuneId('110:9'), amount: 5n, output: 2 },
        { id: parseRuneId('120:1'), amount: 2n ** 100n, output: 1 },
      ],
    );
    const decoded = oracle(script);
    expect(decoded && 'edicts' in decoded ? decoded : undefined).toMatchObject({
      pointer: 2,
      edicts: [
        { id: { block: 110n, tx: 9 }, amount: 5n, output: 2 },
        { id: { block: 120n, tx: 1 }, amount: 2n ** 100n, output: 1 },
        { id: { block: 120n, tx: 3 }, amount: 700n, output: 1 },
      ],
    });
  });

  it('reads rune ids and refuses anything else', () => {
    expect(parseRuneId('840000:3')).toEqual({ block: 840000n, tx: 3n });
    expect(() => parseRuneId('840000')).toThrow(RangeError);
    expect(() => parseRuneId('1:2:3')).toThrow(RangeError);
  });
});
