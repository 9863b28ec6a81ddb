import type { Route } from '../reply';
import { addressRoutes, validateAddressRoutes } from './address';
import { blockRoutes } from './blocks';
import type { EsploraContext } from './context';
import { feeRoutes } from './fees';
import { mempoolRoutes } from './mempool';
import { priceRoutes } from './prices';
import { txRoutes } from './tx';

export type { EsploraContext } from './context';

/**
 * The Esplora API (electrs' paths plus mempool.space's `/v1` additions, docs/esplora-api.md),
 * one file per resource. Matched against the path after `/api` or `/<network>/api`.
 */
export function esploraRoutes(ctx: EsploraContext): Route[] {
  return [
    ...addressRoutes(ctx),
    ...txRoutes(ctx),
    ...blockRoutes(ctx),
    ...mempoolRoutes(ctx),
    ...feeRoutes(ctx),
    ...priceRoutes(),
    ...validateAddressRoutes(ctx),
  ];
}
