import type { ExplorerClient, FeeRates } from '../clients/explorer';

export interface GetFeeRatesParameters {
  explorer: ExplorerClient;
}

/**
 * Fee rates by urgency in sat/vB, decimals below 1 included: mempool's precise fees, then its
 * recommended ones, then Esplora's estimates, then the 0.1 sat/vB floor; `source` says which
 * answered.
 * @throws SatchelError never for an unreachable explorer (the floor answers), only for bugs.
 */
export function getFeeRates(params: GetFeeRatesParameters): Promise<FeeRates> {
  return params.explorer.getRecommendedFees();
}
