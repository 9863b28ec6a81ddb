import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import { ErrorCode } from '../../primitives/errors';
import { freeOutpoints, protectedOutpoints, runeUnits } from './assets';
import type { IndexedOutput } from './types';

const out = (n: number, extra: Partial<IndexedOutput> = {}): IndexedOutput => ({
  outpoint: `${n.toString(16).padStart(64, '0')}:0`,
  address: undefined,
  value: 546n,
  indexed: true,
  spent: false,
  confirmations: 1,
  inscriptions: [],
  runes: [],
  ...extra,
});

describe('protectedOutpoints / freeOutpoints', () => {
  const outputs = [
    out(1),
    out(2, { inscriptions: [`${'ab'.repeat(32)}i0`] }),
    out(3, { runes: [{ spacedName: 'DOG', amount: 1n, divisibility: 0, symbol: undefined }] }),
    out(4, { inscriptions: undefined }),
    out(5, { runes: undefined }),
    out(6, { indexed: false }),
  ];

  it('protects outputs with assets and outputs whose assets are unknown', () => {
    expect(protectedOutpoints(outputs)).toEqual(new Set(outputs.slice(1).map((o) => o.outpoint)));
  });

  it('calls free only indexed, unspent outputs known to carry nothing', () => {
    expect(freeOutpoints([...outputs, out(7, { spent: true })])).toEqual(new Set([outputs[0]?.outpoint]));
  });
});

describe('runeUnits', () => {
  it.each([
    ['11.5', 2, 1150n],
    ['1100000000', 0, 1_100_000_000n],
    ['0.00001', 5, 1n],
    ['340282366920938463463374607431768211455', 0, (1n << 128n) - 1n],
  ])('%s with divisibility %i is %s', (decimal, divisibility, units) => {
    expect(runeUnits(decimal, divisibility)).toBe(units);
  });

  it('refuses more decimals than the divisibility and text that is not a number', () => {
    expect(caught(() => runeUnits('1.25', 1)).code).toBe(ErrorCode.INVALID_PARAMS);
    expect(caught(() => runeUnits('1e5', 0)).code).toBe(ErrorCode.INVALID_PARAMS);
  });
});
