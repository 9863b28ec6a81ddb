import type { SendPlan } from '@satchel/core';
import { describe, expect, it } from 'vitest';
import { sendFeeText } from './send-fee-text';

const TO = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk';
const native: SendPlan = {
  mode: 'native',
  recipient: TO,
  amount: 10_000n,
  recipients: [{ address: TO, amount: 10_000n }],
  from: TO,
};

describe("the review's fee line", () => {
  it('says a wallet that takes whole sat/vB gets the chosen rate rounded up', () => {
    expect(sendFeeText({ ...native, feeRate: 1, chosenFeeRate: 0.2 }, 'OKX Wallet')).toBe(
      'OKX Wallet takes whole sat/vB only: your 0.2 sat/vB goes to it as 1 sat/vB. It shows the fee before you approve.',
    );
  });

  it('gives the rate handed to a wallet that takes decimals as it is, and says when the wallet picks', () => {
    expect(sendFeeText({ ...native, feeRate: 0.2 }, 'Unisat')).toBe(
      '0.2 sat/vB, in your wallet’s own send; it shows the fee before you approve.',
    );
    expect(sendFeeText(native, 'Unisat')).toBe('Chosen in your wallet');
  });

  it('shows a send built here at 0.2 sat/vB with its fee', () => {
    const plan: SendPlan = {
      ...native,
      mode: 'psbt',
      fee: 29n,
      feeRate: 0.2,
      vsize: 141,
      psbtBase64: '',
      inputCount: 1,
      feeWarnings: [],
      feeCeiling: 1_000,
    };
    expect(sendFeeText(plan, 'Unisat')).toBe('0.00000029 BTC (0.2 sat/vB, ~141 vB)');
  });
});
