import { executeTransfer, type TransferPlan } from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { queryKeys } from '../query-keys';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useSatchelQueryClient } from './useSatchelQueryClient';
import { useWalletMutation } from './useWalletMutation';

/** Has the wallet sign the reviewed transfer and broadcasts it; balances and assets refresh. */
export function useExecuteTransfer() {
  const connector = useConnector();
  const { client, network } = useExplorer();
  const queryClient = useSatchelQueryClient();
  return useWalletMutation(
    (plan: TransferPlan, signal) => {
      if (!connector) throw Errors.sendFailed({ details: Errors.noConnectedAddress().message });
      return executeTransfer({ plan, connector, explorer: client, signal });
    },
    {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.balances(network) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.allAssets(network) });
      },
    },
  );
}
