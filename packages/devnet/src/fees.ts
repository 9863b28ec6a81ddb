import type { RecommendedFees } from '@satchel/core/explorer';
import type { Chain } from './chain/chain';
import type { FeesMode } from './options';

export type { RecommendedFees } from '@satchel/core/explorer';
export type { FeesMode };

/** The confirmation targets electrs asks estimatesmartfee for (docs/esplora-api.md §1.9). */
const FEE_TARGETS = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008];

/**
 * The static table, in decimal sat/vB as `/v1/fees/precise` serves it: the less urgent tiers sit
 * below 1 sat/vB, as on a quiet mempool now that Core 29.1 relays 0.1 sat/vB; `/v1/fees/recommended`
 * rounds them up to whole sat/vB as mempool.space does.
 */
export const DEFAULT_RECOMMENDED: RecommendedFees = {
  fastestFee: 5,
  halfHourFee: 3,
  hourFee: 2,
  economyFee: 0.5,
  minimumFee: 0.1,
};

/** mempool's backend synthesises the estimates table from the recommended fees this way. */
function tableFromRecommended(r: RecommendedFees): Record<string, number> {
  const table: Record<string, number> = {};
  for (const t of FEE_TARGETS) {
    table[String(t)] =
      t <= 2
        ? r.fastestFee
        : t <= 5
          ? r.halfHourFee
          : t <= 25
            ? r.hourFee
            : t < 1008
              ? r.economyFee
              : r.minimumFee;
  }
  return table;
}

/** Forces fastest ≥ halfHour ≥ hour ≥ economy ≥ minimum, as mempool.space guarantees. */
export function monotone(r: RecommendedFees): RecommendedFees {
  const minimumFee = r.minimumFee;
  const economyFee = Math.max(r.economyFee, minimumFee);
  const hourFee = Math.max(r.hourFee, economyFee);
  const halfHourFee = Math.max(r.halfHourFee, hourFee);
  const fastestFee = Math.max(r.fastestFee, halfHourFee);
  return { fastestFee, halfHourFee, hourFee, economyFee, minimumFee };
}

const BLOCK_VSIZE = 1_000_000;

/**
 * Derives fees from the backlog the way mempool's projected blocks do: sort by fee rate,
 * cut into 1 MvB blocks, take each block's median rate. An empty mempool yields the floor.
 */
function recommendedFromMempool(chain: Chain, floor: number): RecommendedFees {
  const rates = [...chain.mempool.values()]
    .map((e) => ({ rate: Number(e.fee) / e.tx.vsize, vsize: e.tx.vsize }))
    .sort((a, b) => b.rate - a.rate);
  const medians: number[] = [];
  let block: number[] = [];
  let used = 0;
  for (const r of rates) {
    if (used + r.vsize > BLOCK_VSIZE && block.length > 0) {
      medians.push(block[Math.floor(block.length / 2)] as number);
      block = [];
      used = 0;
    }
    block.push(r.rate);
    used += r.vsize;
  }
  if (block.length > 0) medians.push(block[Math.floor(block.length / 2)] as number);
  const at = (i: number) => Math.max(floor, medians[i] ?? floor);
  return monotone({
    fastestFee: at(0),
    halfHourFee: at(1),
    hourFee: at(2),
    economyFee: floor,
    minimumFee: floor,
  });
}

export interface FeeConfig {
  mode: FeesMode;
  recommended: RecommendedFees;
  /** Overrides the table derived from `recommended` in static mode. */
  table?: Record<string, number>;
}

export function feeEstimates(cfg: FeeConfig, chain: Chain, floor: number): Record<string, number> {
  if (cfg.mode === 'empty') return {};
  if (cfg.mode === 'mempool') return tableFromRecommended(recommendedFromMempool(chain, floor));
  return cfg.table ?? tableFromRecommended(cfg.recommended);
}

export function recommendedFees(
  cfg: FeeConfig,
  chain: Chain,
  floor: number,
  precise: boolean,
): RecommendedFees {
  const r = cfg.mode === 'mempool' ? recommendedFromMempool(chain, floor) : cfg.recommended;
  // precise: 3 decimals (mempool#6089); recommended: rounded up to whole sat/vB, at least 1.
  const round = (v: number) => (precise ? Math.round(v * 1000) / 1000 : Math.max(1, Math.ceil(v - 1e-9)));
  return monotone({
    fastestFee: round(r.fastestFee),
    halfHourFee: round(r.halfHourFee),
    hourFee: round(r.hourFee),
    economyFee: round(r.economyFee),
    minimumFee: round(r.minimumFee),
  });
}
