import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import type { FeeRates } from '../../clients/explorer';
import { ErrorCode } from '../../primitives/errors';
import { resolveFeeRate, tierRate } from './fee-choice';

const FEES: FeeRates = {
  fastestFee: 20,
  halfHourFee: 12,
  hourFee: 8,
  economyFee: 4,
  minimumFee: 1,
  source: 'recommended',
};

describe('fee choice', () => {
  it('maps tiers to the estimates', () => {
    expect(tierRate('fast', FEES)).toBe(20);
    expect(tierRate('normal', FEES)).toBe(12);
    expect(tierRate('slow', FEES)).toBe(8);
    expect(tierRate('custom', FEES)).toBeUndefined();
    expect(resolveFeeRate({ speed: 'slow', custom: '' }, FEES)).toBe(8);
  });

  it('makes a tier wait for its estimate instead of silently using 1 sat/vB', () => {
    const error = caught(() => resolveFeeRate({ speed: 'fast', custom: '' }, undefined));
    expect(error.code).toBe(ErrorCode.EXPLORER_UNAVAILABLE);
    expect(error.message).toBe(
      'The fee estimates have not arrived yet. Try again in a moment, or enter a rate.',
    );
  });

  it('reads a custom rate as a plain decimal only', () => {
    expect(resolveFeeRate({ speed: 'custom', custom: ' 12.5 ' }, undefined)).toBe(12.5);
    for (const text of ['5e3', '0x10', '1,5', 'Infinity', '-1', '']) {
      expect(caught(() => resolveFeeRate({ speed: 'custom', custom: text }, FEES)).code).toBe(
        ErrorCode.INVALID_PARAMS,
      );
    }
  });
});
