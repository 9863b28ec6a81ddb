import { ErrorCode, SatchelError } from '../primitives/errors';

/**
 * The fee guard: one rule for the send review and the PSBT inspector, so the same fee is never
 * called reasonable in one place and absurd in the other.
 */

/** `fee-above-amount`: the fee exceeds what the transaction sends; `rate-above-ceiling`: see below. */
export type FeeWarning = 'fee-above-amount' | 'rate-above-ceiling';

/**
 * Lowest fee rate accepted (sat/vB), typed or estimated: Bitcoin Core's default minimum relay fee
 * since 29.1 (-minrelaytxfee 100 sat/kvB, bitcoin/bitcoin#33106), the lowest rate mempool.space's
 * `/api/v1/fees/precise` reports; nodes do not relay anything cheaper.
 */
export const MIN_FEE_RATE = 0.1;

/**
 * Highest fee rate accepted (sat/vB), typed or estimated: well above the rates blocks have ever
 * cleared at, so anything higher is a typo or a faulty estimator.
 */
export const MAX_FEE_RATE = 10_000;

/** Decimal places a fee rate may have: sat/vB with 3 decimals is Core's sat/kvB granularity. */
const FEE_RATE_DECIMALS = 3;

/** A rate above this many times the fastest estimate is flagged. */
const FEE_RATE_CEILING_FACTOR = 5;

/** The ceiling (sat/vB) used when no fastest estimate is known. */
export const FEE_RATE_CEILING_WITHOUT_ESTIMATE = 1_000;

/** True for an estimate the guard may rely on: a finite rate within MIN_FEE_RATE…MAX_FEE_RATE. */
function isSaneFeeRate(rate: number | undefined): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= MIN_FEE_RATE && rate <= MAX_FEE_RATE;
}

/** The highest fee rate (sat/vB) paid without a warning, given the fastest estimate if any. */
export function feeRateCeiling(fastestRate?: number): number {
  return isSaneFeeRate(fastestRate)
    ? fastestRate * FEE_RATE_CEILING_FACTOR
    : FEE_RATE_CEILING_WITHOUT_ESTIMATE;
}

interface FeeAssessmentInput {
  /** The fee in sats. */
  fee: bigint;
  /** Sats leaving the wallet (recipients, not change). */
  amountSent: bigint;
  /** The fee rate in sat/vB. */
  feeRate: number;
  /** The fastest (next block) estimate in sat/vB; ignored when missing or not sane. */
  fastestRate?: number | undefined;
}

interface FeeAssessment {
  warnings: FeeWarning[];
  /** The rate ceiling that was applied (sat/vB). */
  ceiling: number;
}

/**
 * Flags a fee above the amount sent, or a rate above 5× the fastest estimate (1,000 sat/vB when
 * none is known). When nothing leaves the wallet (amountSent 0: a consolidation), only the rate
 * is judged, otherwise every self-transfer would be flagged.
 */
export function assessFee(input: FeeAssessmentInput): FeeAssessment {
  const ceiling = feeRateCeiling(input.fastestRate);
  const warnings: FeeWarning[] = [];
  if (input.fee > 0n && input.amountSent > 0n && input.fee > input.amountSent) {
    warnings.push('fee-above-amount');
  }
  if (!(input.feeRate <= ceiling)) warnings.push('rate-above-ceiling');
  return { warnings, ceiling };
}

function badRate(message: string, text: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_PARAMS, message, {
    details: `Received: ${JSON.stringify(text)}`,
  });
}

const PLAIN_DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/**
 * A custom fee rate typed by a person, in sat/vB: a plain decimal ("12", "12.5"), nothing else —
 * no exponent, sign, hex, comma, spaces or Infinity, which Number() would otherwise accept or
 * misread. At most 3 decimals, between 0.1 and 10,000 sat/vB (the same bounds estimates must meet).
 * @throws SatchelError INVALID_PARAMS saying what is wrong.
 */
export function parseFeeRate(text: string): number {
  if (typeof text !== 'string' || text === '') throw badRate('Enter a fee rate in sat/vB.', String(text));
  if (!PLAIN_DECIMAL.test(text)) {
    throw badRate('The fee rate must be a plain number of sat/vB, like 12 or 12.5.', text);
  }
  const decimals = text.split('.')[1]?.length ?? 0;
  if (decimals > FEE_RATE_DECIMALS) {
    throw badRate(`The fee rate can have at most ${FEE_RATE_DECIMALS} decimal places.`, text);
  }
  const rate = Number(text);
  if (!(rate >= MIN_FEE_RATE)) throw badRate(`The fee rate must be at least ${MIN_FEE_RATE} sat/vB.`, text);
  if (rate > MAX_FEE_RATE) throw badRate('The fee rate must be at most 10,000 sat/vB.', text);
  return rate;
}
