import { type SpeedUpSendParameters, speedUpSend } from '@satchel/core/actions';
import { useAccounts } from './useAccounts';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useIndexer } from './useIndexer';
import { useWalletMutation } from './useWalletMutation';

export type SpeedUpSendVariables = Omit<
  SpeedUpSendParameters,
  'explorer' | 'network' | 'payment' | 'assets' | 'ordinalsAddress' | 'walletName' | 'signal'
>;

/**
 * Builds the faster replacement of one of the app's own sends for review. The
 * reviewed plan is signed, checked and broadcast by `useExecuteSend`, like any send.
 */
export function useSpeedUpSend() {
  const { payment, ordinals } = useAccounts();
  const { client, network } = useExplorer();
  const indexer = useIndexer();
  const connector = useConnector();
  return useWalletMutation((variables: SpeedUpSendVariables, signal) =>
    speedUpSend({
      ...variables,
      explorer: client,
      network,
      payment,
      signal,
      // A coin added to pay the higher fee must be one the index reports free.
      ...(indexer ? { assets: indexer } : {}),
      ...(ordinals ? { ordinalsAddress: ordinals.address } : {}),
      ...(connector ? { walletName: connector.name } : {}),
    }),
  );
}
