import { type CancelSendParameters, cancelSend } from '../../core/actions';
import { useExplorer } from '../explorer/ExplorerProvider';
import { useAccounts } from '../hooks/useAccounts';
import { useWalletMutation } from './useWalletMutation';

export type CancelSendVariables = Omit<CancelSendParameters, 'explorer' | 'network' | 'payment' | 'signal'>;

/**
 * SPEC R18.1: builds the replacement that cancels one of the app's own sends, for review. The
 * reviewed plan is signed, checked and broadcast by `useExecuteSend`, like any send.
 */
export function useCancelSend() {
  const { payment } = useAccounts();
  const { client, network } = useExplorer();
  return useWalletMutation((variables: CancelSendVariables, signal) =>
    cancelSend({ ...variables, explorer: client, network, payment, signal }),
  );
}
