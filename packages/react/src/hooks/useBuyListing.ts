import { type ExecuteListingPurchaseParameters, executeListingPurchase } from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { queryKeys } from '../query-keys';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useSatchelQueryClient } from './useSatchelQueryClient';
import { useWalletMutation } from './useWalletMutation';

export type BuyListingVariables = Omit<ExecuteListingPurchaseParameters, 'connector' | 'explorer' | 'signal'>;

/**
 * Carries out a reviewed purchase: the buyer's wallet signs its inputs with SIGHASH_ALL, the
 * seller's signature joins, the transaction is broadcast; then balances and assets refresh.
 */
export function useBuyListing() {
  const connector = useConnector();
  const { client, network } = useExplorer();
  const queryClient = useSatchelQueryClient();
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
