import { type PlanListingPurchaseParameters, planListingPurchase } from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useAccounts } from './useAccounts';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useIndexer } from './useIndexer';
import { useWalletMutation } from './useWalletMutation';

export type PlanListingPurchaseVariables = Pick<
  PlanListingPurchaseParameters,
  'listing' | 'feeRate' | 'fastestRate'
>;

/**
 * "Buy a listing", the review: every check of the pasted listing (the seller's
 * signature, the price output's index, the index finding the inscription on its input) and of the
 * buyer's coins, before any wallet opens. The plan is what the review shows and `useBuyListing`
 * carries out.
 */
export function usePlanListingPurchase() {
  const connector = useConnector();
  const indexer = useIndexer();
  const { client, network } = useExplorer();
  const { payment, ordinals } = useAccounts();
  return useWalletMutation(async (variables: PlanListingPurchaseVariables) => {
    if (!connector) throw Errors.noConnectedAddress();
    if (!indexer) throw Errors.providerNotFound('indexer');
    return planListingPurchase({
      ...variables,
      network,
      explorer: client,
      indexer,
      payment,
      ordinals,
      walletName: connector.name,
    });
  });
}
