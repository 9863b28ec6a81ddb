import type { ExplorerClient, FeeRates } from '../explorer';

export interface GetFeeRatesParameters {
  explorer: ExplorerClient;
}

/**
 * Fee rates by urgency in sat/vB: the explorer's recommended fees, then its estimates, then a
 * 1 sat/vB floor; `source` says which answered.
 * @throws SatchelError never for an unreachable explorer (the floor answers), only for bugs.
 */
export function getFeeRates(params: GetFeeRatesParameters): Promise<FeeRates> {
  return params.explorer.getRecommendedFees();
}
