import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../test/caught';
import { ErrorCode } from '../primitives/errors';
import {
  assessFee,
  FEE_RATE_CEILING_WITHOUT_ESTIMATE,
  feeRateCeiling,
  MAX_FEE_RATE,
  MIN_FEE_RATE,
  parseFeeRate,
} from './fee-guard';

describe('assessFee', () => {
  const base = { fee: 1_000n, amountSent: 50_000n, feeRate: 10 };

  it.each([
    ['an ordinary fee', base, []],
    ['a fee equal to the amount sent', { ...base, fee: 50_000n }, []],
    ['a fee above the amount sent', { ...base, fee: 50_001n }, ['fee-above-amount']],
    ['a rate of exactly 1,000 sat/vB without estimate', { ...base, feeRate: 1_000 }, []],
    ['a rate above 1,000 sat/vB without estimate', { ...base, feeRate: 1_000.5 }, ['rate-above-ceiling']],
    ['a rate of 5× the fastest estimate', { ...base, feeRate: 100, fastestRate: 20 }, []],
    [
      'a rate above 5× the fastest estimate',
      { ...base, feeRate: 100.1, fastestRate: 20 },
      ['rate-above-ceiling'],
    ],
    ['5,000 sat/vB when the fastest estimate is 1,000', { ...base, feeRate: 5_000, fastestRate: 1_000 }, []],
    [
      'both at once',
      { fee: 2_000_000n, amountSent: 1_000n, feeRate: 9_000, fastestRate: 10 },
      ['fee-above-amount', 'rate-above-ceiling'],
    ],
    ['a consolidation (nothing sent) at a sane rate', { ...base, amountSent: 0n }, []],
    ['a NaN rate', { ...base, feeRate: Number.NaN }, ['rate-above-ceiling']],
  ])('%s', (_name, input, warnings) => {
    expect(assessFee(input).warnings).toEqual(warnings);
  });

  it.each([
    [undefined, FEE_RATE_CEILING_WITHOUT_ESTIMATE],
    [12, 60],
    [0, FEE_RATE_CEILING_WITHOUT_ESTIMATE],
    [0.5, 2.5],
    [0.1, 0.5],
    [0.05, FEE_RATE_CEILING_WITHOUT_ESTIMATE],
    [20_000, FEE_RATE_CEILING_WITHOUT_ESTIMATE],
    [Number.POSITIVE_INFINITY, FEE_RATE_CEILING_WITHOUT_ESTIMATE],
    [Number.NaN, FEE_RATE_CEILING_WITHOUT_ESTIMATE],
  ])('ignores estimates outside 0.1–10,000 sat/vB: fastest %s → ceiling %s', (fastest, ceiling) => {
    expect(feeRateCeiling(fastest)).toBe(ceiling);
    expect(assessFee({ ...base, feeRate: ceiling, fastestRate: fastest }).ceiling).toBe(ceiling);
  });
});

describe('parseFeeRate', () => {
  it.each([
    ['1', 1],
    ['0.1', 0.1],
    ['0.2', 0.2],
    ['0.25', 0.25],
    ['12', 12],
    ['12.5', 12.5],
    ['1.001', 1.001],
    ['10000', 10_000],
    ['10000.000', 10_000],
    ['007', 7],
  ])('accepts %j', (text, rate) => {
    expect(parseFeeRate(text)).toBe(rate);
  });

  it.each([
    ['', 'Enter a fee rate in sat/vB.'],
    ['5e3', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['0x10', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    [' 1', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['1 ', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['-1', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['+1', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['1,5', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['1.', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['.5', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['Infinity', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['NaN', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['１２', 'The fee rate must be a plain number of sat/vB, like 12 or 12.5.'],
    ['1.0001', 'The fee rate can have at most 3 decimal places.'],
    ['0', 'The fee rate must be at least 0.1 sat/vB.'],
    ['0.099', 'The fee rate must be at least 0.1 sat/vB.'],
    ['10000.001', 'The fee rate must be at most 10,000 sat/vB.'],
    ['99999999999999999999999', 'The fee rate must be at most 10,000 sat/vB.'],
  ])('refuses %j', (text, message) => {
    const error = caught(() => parseFeeRate(text));
    expect(error.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(error.message).toBe(message);
  });

  it('refuses a value that is not text', () => {
    expect(caught(() => parseFeeRate(12 as unknown as string)).code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('reads back every rate in range written with up to 3 decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_FEE_RATE * 1000, max: MAX_FEE_RATE * 1000 }), (milli) => {
        const text = (milli / 1000).toString();
        expect(parseFeeRate(text)).toBe(milli / 1000);
      }),
      { numRuns: 500 },
    );
  });
});
