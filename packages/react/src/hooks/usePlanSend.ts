import { type PlanSendParameters, planSend } from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useAccounts } from './useAccounts';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useIndexer } from './useIndexer';
import { useWalletMutation } from './useWalletMutation';

export type PlanSendVariables = Omit<
  PlanSendParameters,
  'connector' | 'explorer' | 'network' | 'payment' | 'assets' | 'ordinalsAddress'
>;

/** Every refusal before the wallet is asked; the plan is what the review shows. */
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
      // The index says which outputs carry inscriptions or runes.
      ...(indexer ? { assets: indexer } : {}),
      ...(ordinals ? { ordinalsAddress: ordinals.address } : {}),
    });
  });
}
