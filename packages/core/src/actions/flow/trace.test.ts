import { describe, expect, it } from 'vitest';
import { traceAssets } from './trace';
import { type AssetMark, type AssetNote, NO_ASSETS, type OutputRole, UNKNOWN_ASSETS } from './types';

const ins = (id: string): AssetMark => ({ kind: 'inscription', id });
const rune = (name: string, amount: bigint | undefined): AssetMark => ({
  kind: 'rune',
  spacedName: name,
  amount,
  divisibility: 0,
  symbol: undefined,
});
const carrying = (...marks: AssetMark[]): AssetNote => ({ marks, complete: true });
const input = (value: bigint | undefined, assets: AssetNote = NO_ASSETS) => ({ value, assets });
const output = (value: bigint, role: OutputRole = 'recipient') => ({ value, role });

describe('traceAssets: inscriptions ride their sats, first in first out', () => {
  it('puts an inscription where its whole input lands, and nothing elsewhere', () => {
    const traced = traceAssets(
      [input(10_000n, carrying(ins('a'))), input(50_000n)],
      [output(10_000n), output(49_000n, 'change')],
    );
    expect(traced.outputs).toEqual([carrying(ins('a')), NO_ASSETS]);
    expect(traced.fee).toEqual(NO_ASSETS);
  });

  it('follows the sats past earlier inputs into a later output', () => {
    const traced = traceAssets(
      [input(30_000n), input(546n, carrying(ins('b')))],
      [output(20_000n), output(10_546n), output(0n, 'op_return')],
    );
    expect(traced.outputs).toEqual([NO_ASSETS, carrying(ins('b')), NO_ASSETS]);
  });

  it('cannot tell which of several outputs an input straddles: each may carry it', () => {
    const traced = traceAssets([input(10_000n, carrying(ins('c')))], [output(4_000n), output(5_000n)]);
    expect(traced.outputs).toEqual([UNKNOWN_ASSETS, UNKNOWN_ASSETS]);
    expect(traced.fee).toEqual(UNKNOWN_ASSETS);
  });

  it('names an inscription that would go to the miner as fee', () => {
    const traced = traceAssets([input(50_000n), input(600n, carrying(ins('d')))], [output(49_000n)]);
    expect(traced.outputs).toEqual([NO_ASSETS]);
    expect(traced.fee).toEqual(carrying(ins('d')));
  });

  it('marks everything unknown when an earlier input amount is unknown', () => {
    const traced = traceAssets([input(undefined), input(600n, carrying(ins('e')))], [output(500n)]);
    expect(traced.outputs).toEqual([UNKNOWN_ASSETS]);
    expect(traced.fee).toEqual(UNKNOWN_ASSETS);
  });

  it('spreads an unknown input over the outputs its sats reach, and the first one (runes)', () => {
    const traced = traceAssets(
      [input(1_000n), input(2_000n), input(500n, UNKNOWN_ASSETS)],
      [output(1_000n), output(1_000n), output(1_000n), output(400n)],
    );
    expect(traced.outputs).toEqual([UNKNOWN_ASSETS, NO_ASSETS, NO_ASSETS, UNKNOWN_ASSETS]);
    expect(traced.fee).toEqual(UNKNOWN_ASSETS);
  });
});

describe('traceAssets: runes', () => {
  it('without a runestone, all runes go to the first output that is not an OP_RETURN, summed', () => {
    const traced = traceAssets(
      [input(546n, carrying(rune('A•B', 40n))), input(546n, carrying(rune('A•B', 60n), rune('C', 1n)))],
      [output(0n, 'op_return'), output(546n), output(400n, 'change')],
    );
    expect(traced.outputs).toEqual([NO_ASSETS, carrying(rune('A•B', 100n), rune('C', 1n)), NO_ASSETS]);
  });

  it('with a runestone, every output but the OP_RETURNs may receive some', () => {
    const traced = traceAssets(
      [input(546n, carrying(rune('A', 5n))), input(10_000n)],
      [output(0n, 'runestone'), output(546n), output(9_000n, 'change')],
    );
    expect(traced.outputs).toEqual([NO_ASSETS, UNKNOWN_ASSETS, UNKNOWN_ASSETS]);
  });
});
