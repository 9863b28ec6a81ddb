/** The rate a wallet's own send is handed, and whether it had to be rounded to get there. */
export interface WalletSendFeeRate {
  /** sat/vB as the wallet takes it. */
  feeRate: number;
  /** The rate chosen, present only when the wallet takes whole sat/vB and `feeRate` is it rounded up. */
  chosenFeeRate?: number;
}

/**
 * A chosen rate (sat/vB) in the form a wallet's own send takes it: unchanged for a wallet that
 * takes decimals, rounded up to a whole sat/vB for one that takes only whole rates (never down,
 * which could pay less than chosen or fall under the relay floor: 0.2 becomes 1).
 */
export function walletSendFeeRate(rate: number, takes: 'whole' | 'decimal'): WalletSendFeeRate {
  if (takes === 'decimal') return { feeRate: rate };
  // Up to the next whole sat/vB; a rate already whole (within float noise) stays as it is.
  const whole = Math.max(1, Math.ceil(rate - 1e-9));
  return whole === rate ? { feeRate: whole } : { feeRate: whole, chosenFeeRate: rate };
}
