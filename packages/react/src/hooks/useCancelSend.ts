import { type CancelSendParameters, cancelSend } from '@satchel/core/actions';
import { useAccounts } from './useAccounts';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useWalletMutation } from './useWalletMutation';

export type CancelSendVariables = Omit<
  CancelSendParameters,
  'explorer' | 'network' | 'payment' | 'walletName' | 'signal'
>;

/**
 * Builds the replacement that cancels one of the app's own sends, for review. The
 * reviewed plan is signed, checked and broadcast by `useExecuteSend`, like any send.
 */
export function useCancelSend() {
  const { payment } = useAccounts();
  const { client, network } = useExplorer();
  const connector = useConnector();
  return useWalletMutation((variables: CancelSendVariables, signal) =>
    cancelSend({
      ...variables,
      explorer: client,
      network,
      payment,
      signal,
      ...(connector ? { walletName: connector.name } : {}),
    }),
  );
}
