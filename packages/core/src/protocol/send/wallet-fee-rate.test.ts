import { describe, expect, it } from 'vitest';
import { walletSendFeeRate } from './wallet-fee-rate';

describe('walletSendFeeRate', () => {
  it.each([
    [0.2, { feeRate: 1, chosenFeeRate: 0.2 }],
    [0.1, { feeRate: 1, chosenFeeRate: 0.1 }],
    [2.5, { feeRate: 3, chosenFeeRate: 2.5 }],
    [1.001, { feeRate: 2, chosenFeeRate: 1.001 }],
    [3, { feeRate: 3 }],
  ])('rounds %s sat/vB up for a wallet that takes whole sat/vB', (rate, expected) => {
    expect(walletSendFeeRate(rate, 'whole')).toEqual(expected);
  });

  it('hands a wallet that takes decimals the rate as chosen', () => {
    expect(walletSendFeeRate(0.2, 'decimal')).toEqual({ feeRate: 0.2 });
  });
});
