import { describe, expect, it } from 'vitest';
import { locateSat, satRanges } from './sat-flow';

describe('first-in, first-out sat flow (ordinal theory)', () => {
  it('lays values end to end', () => {
    expect(satRanges([600n, 700n, 10_000n])).toEqual([
      { start: 0n, end: 600n },
      { start: 600n, end: 1_300n },
      { start: 1_300n, end: 11_300n },
    ]);
  });

  it('puts the seller’s first sat at offset 0 of output 1 when output 0 returns both paddings', () => {
    // inputs: padding 600, padding 700, seller 10,000, funding 100,000
    // outputs: padding back 1,300, inscription 10,000, price 50,000, change 49,000 (1,000 fee)
    const inputs = [600n, 700n, 10_000n, 100_000n];
    const outputs = [1_300n, 10_000n, 50_000n, 49_000n];
    expect(locateSat(inputs, outputs, 2, 0n)).toEqual({ output: 1, offset: 0n });
    expect(locateSat(inputs, outputs, 2, 9_999n)).toEqual({ output: 1, offset: 9_999n });
    expect(locateSat(inputs, outputs, 1, 699n)).toEqual({ output: 0, offset: 1_299n });
    expect(locateSat(inputs, outputs, 3, 99_999n)).toBe('fee');
  });

  it('shows why one padding input is not enough: the inscription lands inside output 0', () => {
    // The openordex layout: padding + seller merged into output 0, the price at index 1.
    expect(locateSat([600n, 10_000n, 100_000n], [10_600n, 50_000n, 49_000n], 1, 0n)).toEqual({
      output: 0,
      offset: 600n,
    });
  });

  it('follows an inscription that is not on the first sat of its output', () => {
    const inputs = [600n, 700n, 10_000n, 100_000n];
    const outputs = [1_300n + 250n, 10_000n - 250n, 50_000n, 49_000n];
    expect(locateSat(inputs, outputs, 2, 250n)).toEqual({ output: 1, offset: 0n });
  });

  it('refuses a sat its input does not have', () => {
    expect(() => locateSat([600n], [600n], 0, 600n)).toThrow(RangeError);
    expect(() => locateSat([600n], [600n], 1, 0n)).toThrow(RangeError);
  });
});
