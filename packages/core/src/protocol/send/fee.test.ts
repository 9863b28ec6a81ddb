import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeForRate } from './fee';

describe('feeForRate: ceil(rate × vsize) in whole sats', () => {
  it.each([
    [0.1, 30, 3n],
    [0.1, 141, 15n],
    [0.2, 141, 29n],
    [0.3, 10, 3n],
    [1, 141, 141n],
    [2.013, 141, 284n],
    [10_000, 100, 1_000_000n],
  ])('%s sat/vB × %s vB = %s sats', (rate, vsize, fee) => {
    expect(feeForRate(rate, vsize)).toBe(fee);
  });

  it('never pays below the rate and never a whole sat above it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (milli, vsize) => {
          const fee = feeForRate(milli / 1000, vsize);
          const exact = BigInt(milli) * BigInt(vsize);
          expect(fee * 1000n >= exact).toBe(true);
          expect((fee - 1n) * 1000n < exact).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
