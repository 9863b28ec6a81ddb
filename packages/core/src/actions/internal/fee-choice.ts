import type { FeeRates } from '../../clients/explorer';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import { parseFeeRate } from '../../protocol/fee-guard';

/** How the person picks a fee: the wallet's own send, a tier of the explorer's estimates, or a rate. */
export type FeeSpeed = 'wallet' | 'fast' | 'normal' | 'slow' | 'custom';

/** A tier's rate from the estimates (sat/vB); undefined for `wallet` and `custom`. */
export function tierRate(speed: FeeSpeed, fees: FeeRates | undefined): number | undefined {
  if (!fees) return undefined;
  if (speed === 'fast') return fees.fastestFee;
  if (speed === 'normal') return fees.halfHourFee;
  if (speed === 'slow') return fees.hourFee;
  return undefined;
}

/**
 * The rate a fee choice stands for. A custom rate must be a plain decimal
 * (`parseFeeRate`); a tier waits for its estimate instead of silently becoming the floor rate.
 * @throws SatchelError for a malformed custom rate, or a tier whose estimates have not arrived.
 */
export function resolveFeeRate(
  choice: { speed: FeeSpeed; custom: string },
  fees: FeeRates | undefined,
): number {
  if (choice.speed === 'custom') return parseFeeRate(choice.custom.trim());
  const rate = tierRate(choice.speed === 'wallet' ? 'normal' : choice.speed, fees);
  if (rate === undefined) {
    throw new SatchelError(
      ErrorCode.EXPLORER_UNAVAILABLE,
      'The fee estimates have not arrived yet. Try again in a moment, or enter a rate.',
    );
  }
  return rate;
}
