import type { RecommendedFees } from './types';

export interface FeeRates extends RecommendedFees {
  /** Where the numbers came from, so the UI can say "estimated" or "minimum". */
  source: 'recommended' | 'estimates' | 'floor';
}

/** 1 sat/vB: Core's classic min relay fee, the rate used when the explorer knows nothing. */
export const FLOOR_FEE_RATE = 1;

export const FLOOR_FEES: FeeRates = {
  fastestFee: FLOOR_FEE_RATE,
  halfHourFee: FLOOR_FEE_RATE,
  hourFee: FLOOR_FEE_RATE,
  economyFee: FLOOR_FEE_RATE,
  minimumFee: FLOOR_FEE_RATE,
  source: 'floor',
};

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** mempool's `/v1/fees/recommended`; undefined when the answer is missing or unusable. */
export function feesFromRecommended(data: unknown): FeeRates | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  if (!positive(d.fastestFee) || !positive(d.halfHourFee) || !positive(d.hourFee)) return undefined;
  const economy = positive(d.economyFee) ? d.economyFee : d.hourFee;
  const minimum = positive(d.minimumFee) ? d.minimumFee : Math.min(economy, FLOOR_FEE_RATE);
  return {
    fastestFee: d.fastestFee,
    halfHourFee: d.halfHourFee,
    hourFee: d.hourFee,
    economyFee: economy,
    minimumFee: minimum,
    source: 'recommended',
  };
}

/**
 * Esplora `/fee-estimates` maps a target in blocks to sat/vB. Any key may be missing
 * (docs/esplora-api.md §1.9), so each target takes the nearest estimate at or below it, and
 * then the nearest above; `{}` gives undefined.
 */
export function feesFromEstimates(data: unknown): FeeRates | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const table = Object.entries(data as Record<string, unknown>)
    .map(([target, rate]) => [Number(target), rate] as const)
    .filter((entry): entry is readonly [number, number] => Number.isInteger(entry[0]) && positive(entry[1]))
    .sort((a, b) => a[0] - b[0]);
  if (table.length === 0) return undefined;
  const at = (target: number): number => {
    let chosen: number | undefined;
    for (const [t, rate] of table) if (t <= target) chosen = rate;
    return chosen ?? (table.find(([t]) => t > target)?.[1] as number);
  };
  const fastestFee = at(1);
  const halfHourFee = Math.min(at(3), fastestFee);
  const hourFee = Math.min(at(6), halfHourFee);
  const economyFee = Math.min(at(144), hourFee);
  const minimumFee = Math.min(at(1008), economyFee);
  return { fastestFee, halfHourFee, hourFee, economyFee, minimumFee, source: 'estimates' };
}
