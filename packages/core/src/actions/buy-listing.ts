import { type ExecuteListingPurchaseParameters, executeListingPurchase } from './execute-listing-purchase';
import { type PlanListingPurchaseParameters, planListingPurchase } from './plan-listing-purchase';

export type BuyListingParameters = PlanListingPurchaseParameters &
  Omit<ExecuteListingPurchaseParameters, 'plan'>;

/**
 * "Buy a listing" in one call: `planListingPurchase` (every check of the listing and
 * the buyer's addresses, before the wallet opens), then `executeListingPurchase`. A page that
 * shows a review first calls the two itself.
 * @throws SatchelError as those two do.
 */
export async function buyListing(params: BuyListingParameters): Promise<{ txid: string; rawHex: string }> {
  const plan = await planListingPurchase(params);
  return executeListingPurchase({ ...params, plan });
}
