import {
  type ExecuteListingPurchaseParameters,
  executeListingPurchase,
  type PlanListingPurchaseParameters,
  planListingPurchase,
} from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useExplorer } from '../explorer/ExplorerProvider';
import { useAccounts } from '../hooks/useAccounts';
import { useConnector } from '../hooks/useConnector';
import { queryKeys } from '../query-keys';
import { useIndexer } from './useAssets';
import { useWalletMutation } from './useWalletMutation';

export type PlanListingPurchaseVariables = Pick<
  PlanListingPurchaseParameters,
  'listing' | 'feeRate' | 'fastestRate'
>;

/**
 * SPEC R27.3 "Buy a listing", the review: every check of the pasted listing (the seller's
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

export type BuyListingVariables = Omit<ExecuteListingPurchaseParameters, 'connector' | 'explorer' | 'signal'>;

/**
 * Carries out a reviewed purchase: the buyer's wallet signs its inputs with SIGHASH_ALL, the
 * seller's signature joins, the transaction is broadcast; then balances and assets refresh.
 */
export function useBuyListing() {
  const connector = useConnector();
  const { client, network } = useExplorer();
  const queryClient = useQueryClient();
  return useWalletMutation(
    (variables: BuyListingVariables, signal) => {
      if (!connector) throw Errors.sendFailed({ details: Errors.noConnectedAddress().message });
      return executeListingPurchase({ ...variables, connector, explorer: client, signal });
    },
    {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.balances(network) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.allAssets(network) });
      },
    },
  );
}
