import {
  type ExecuteSendParameters,
  executeSend,
  type PlanSendParameters,
  planSend,
} from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useExplorer } from '../explorer/ExplorerProvider';
import { useAccounts } from '../hooks/useAccounts';
import { useConnector } from '../hooks/useConnector';
import { queryKeys } from '../query-keys';
import { useIndexer } from './useAssets';
import { useWalletMutation } from './useWalletMutation';

export type PlanSendVariables = Omit<
  PlanSendParameters,
  'connector' | 'explorer' | 'network' | 'payment' | 'assets' | 'ordinalsAddress'
>;

/** SPEC R7.2: every refusal before the wallet is asked; the plan is what the review shows. */
export function usePlanSend() {
  const connector = useConnector();
  const { payment, ordinals } = useAccounts();
  const { client, network } = useExplorer();
  const indexer = useIndexer();
  return useWalletMutation((variables: PlanSendVariables) => {
    if (!connector) throw Errors.noConnectedAddress();
    return planSend({
      ...variables,
      connector,
      explorer: client,
      network,
      payment,
      // SPEC R15.3: the index says which outputs carry inscriptions or runes.
      ...(indexer ? { assets: indexer } : {}),
      ...(ordinals ? { ordinalsAddress: ordinals.address } : {}),
    });
  });
}

export type ExecuteSendVariables = Omit<ExecuteSendParameters, 'connector' | 'explorer' | 'signal'>;

/** Carries out a reviewed plan, then refreshes the balances (SPEC R4.4). */
export function useExecuteSend() {
  const connector = useConnector();
  const { client, network } = useExplorer();
  const queryClient = useQueryClient();
  return useWalletMutation(
    (variables: ExecuteSendVariables, signal) => {
      if (!connector) throw Errors.sendFailed({ details: Errors.noConnectedAddress().message });
      return executeSend({ ...variables, connector, explorer: client, signal });
    },
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.balances(network) }) },
  );
}

/** Sends a transaction signed earlier again (after a failed broadcast it was kept). */
export function useRebroadcast() {
  const { client } = useExplorer();
  return useWalletMutation(async (rawHex: string) => ({ txid: await client.broadcast(rawHex) }));
}
