import { broadcastPsbt } from '@satchel/core/actions';
import { useExplorer } from './useExplorer';
import { useWalletMutation } from './useWalletMutation';

/** Finalizes and broadcasts a signed PSBT through the explorer. */
export function useBroadcastPsbt() {
  const { client } = useExplorer();
  return useWalletMutation((psbtBase64: string) => broadcastPsbt({ explorer: client, psbtBase64 }));
}
