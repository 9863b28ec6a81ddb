import type { RecommendedFees } from './types';

/**
 * Where a fee table came from: mempool's `/v1/fees/precise` (decimal sat/vB), its
 * `/v1/fees/recommended` (rounded up to whole sat/vB, deprecated since mempool#6089), Esplora's
 * `/fee-estimates`, or the floor.
 */
export type FeeSource = 'precise' | 'recommended' | 'estimates' | 'floor';

/** A source whose answer was set aside as implausible, and why. */
export interface IgnoredFees {
  source: Exclude<FeeSource, 'floor'>;
  reason: string;
}

export interface FeeRates extends RecommendedFees {
  /** Where the numbers came from, so the UI can say "estimated" or "minimum". */
  source: FeeSource;
  /** Sources tried first whose answers were implausible (empty or absent when none). */
  ignored?: IgnoredFees[];
  /** One sentence for the user when an earlier source was ignored. */
  notice?: string;
}

/**
 * 0.1 sat/vB: Bitcoin Core's default -minrelaytxfee since 29.1 (100 sat/kvB, bitcoin/bitcoin#33106),
 * the rate used when the explorer knows nothing.
 */
export const FLOOR_FEE_RATE = 0.1;

/**
 * Plausible fee rates, sat/vB. Below Core's 0.1 sat/vB relay floor nothing propagates; above
 * 10,000 blocks have never cleared. Anything outside is a broken or hostile estimate.
 */
export const FEE_RATE_MIN = 0.1;
export const FEE_RATE_MAX = 10_000;

export const FLOOR_FEES: FeeRates = {
  fastestFee: FLOOR_FEE_RATE,
  halfHourFee: FLOOR_FEE_RATE,
  hourFee: FLOOR_FEE_RATE,
  economyFee: FLOOR_FEE_RATE,
  minimumFee: FLOOR_FEE_RATE,
  source: 'floor',
};

const TIERS = ['fastestFee', 'halfHourFee', 'hourFee', 'economyFee', 'minimumFee'] as const;

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Why a fee table is implausible, or undefined when it is fine: every tier within
 * 1–10,000 sat/vB, and a less urgent tier never dearer than a more urgent one.
 */
export function implausibleFees(fees: RecommendedFees): string | undefined {
  for (const tier of TIERS) {
    const rate = fees[tier];
    if (!Number.isFinite(rate) || rate < FEE_RATE_MIN || rate > FEE_RATE_MAX) {
      return `${tier} ${rate} sat/vB is outside ${FEE_RATE_MIN}–${FEE_RATE_MAX.toLocaleString('en-US')} sat/vB`;
    }
  }
  for (let i = 1; i < TIERS.length; i++) {
    const urgent = TIERS[i - 1] as (typeof TIERS)[number];
    const relaxed = TIERS[i] as (typeof TIERS)[number];
    if (fees[relaxed] > fees[urgent]) {
      return `${relaxed} ${fees[relaxed]} sat/vB is above ${urgent} ${fees[urgent]} sat/vB`;
    }
  }
  return undefined;
}

/**
 * mempool's `/v1/fees/precise` or `/v1/fees/recommended` (the same keys; precise in decimal sat/vB,
 * recommended rounded up to whole ones); undefined when the answer is missing or unusable.
 */
export function feesFromRecommended(
  data: unknown,
  source: 'precise' | 'recommended' = 'recommended',
): FeeRates | undefined {
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
    source,
  };
}

/**
 * Esplora `/fee-estimates` maps a target in blocks to sat/vB. Any key may be missing
 * (Blockstream esplora API-REFERENCE.md, "GET /fee-estimates"), so each target takes the nearest
 * estimate at or below it, and then the nearest above; `{}` gives undefined. The numbers are
 * taken as given: a table dearer for later targets is implausible, and `chooseFees` says so.
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
  return {
    fastestFee: at(1),
    halfHourFee: at(3),
    hourFee: at(6),
    economyFee: at(144),
    minimumFee: at(1008),
    source: 'estimates',
  };
}

const SOURCE_WORDS: Record<FeeSource, string> = {
  precise: "the explorer's precise fees",
  recommended: "the explorer's recommended fees",
  estimates: "the explorer's fee estimates",
  floor: `the ${FLOOR_FEE_RATE} sat/vB floor`,
};

/**
 * The first plausible table among `candidates` (in order of preference), else the floor. Tables
 * set aside are listed in `ignored`, and `notice` says in one sentence what was used instead.
 */
export function chooseFees(candidates: (FeeRates | undefined)[]): FeeRates {
  const ignored: IgnoredFees[] = [];
  let chosen: FeeRates = FLOOR_FEES;
  for (const candidate of candidates) {
    if (!candidate || candidate.source === 'floor') continue;
    const reason = implausibleFees(candidate);
    if (reason === undefined) {
      chosen = candidate;
      break;
    }
    ignored.push({ source: candidate.source, reason });
  }
  if (ignored.length === 0) return chosen;
  const skipped = ignored.map((i) => `${SOURCE_WORDS[i.source]} (${i.reason})`).join(' and ');
  return {
    ...chosen,
    ignored,
    notice: `Ignored ${skipped}; using ${SOURCE_WORDS[chosen.source]} instead.`,
  };
}
