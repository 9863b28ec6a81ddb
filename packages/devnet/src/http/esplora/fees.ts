import { feeEstimates, recommendedFees } from '../../fees';
import { json, type Route, route } from '../reply';
import type { EsploraContext } from './context';

/** electrs' `/fee-estimates` and mempool's `/v1/fees/*`, from the devnet's fee mode. */
export function feeRoutes(ctx: EsploraContext): Route[] {
  const { node } = ctx;
  const floor = () => Number(node.policy.minRelayFeeRate) / 1000;
  return [
    route('GET', '/fee-estimates', () => json(feeEstimates(ctx.fees, node.chain, floor()))),
    route('GET', '/v1/fees/recommended', () => json(recommendedFees(ctx.fees, node.chain, floor(), false))),
    route('GET', '/v1/fees/precise', () => json(recommendedFees(ctx.fees, node.chain, floor(), true))),
    // mempool.space's deprecated alias: 203 plus a warning header (docs/esplora-api.md §1.9).
    route('GET', '/v1/fee-estimates', () =>
      json(feeEstimates(ctx.fees, node.chain, floor()), 203, {
        'x-warning-from-mempool': 'This endpoint is deprecated and will be removed, use /api/v1/fees/precise',
      }),
    ),
  ];
}
