import { type ExecuteSendParameters, executeSend } from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { queryKeys } from '../query-keys';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useSatchelQueryClient } from './useSatchelQueryClient';
import { useWalletMutation } from './useWalletMutation';

export type ExecuteSendVariables = Omit<ExecuteSendParameters, 'connector' | 'explorer' | 'signal'>;

/** Carries out a reviewed plan, then refreshes the balances. */
export function useExecuteSend() {
  const connector = useConnector();
  const { client, network } = useExplorer();
  const queryClient = useSatchelQueryClient();
  return useWalletMutation(
    (variables: ExecuteSendVariables, signal) => {
      if (!connector) throw Errors.sendFailed({ details: Errors.noConnectedAddress().message });
      return executeSend({ ...variables, connector, explorer: client, signal });
    },
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.balances(network) }) },
  );
}
