import { useExplorer } from './useExplorer';
import { useWalletMutation } from './useWalletMutation';

/** Sends a transaction signed earlier again (after a failed broadcast it was kept). */
export function useRebroadcast() {
  const { client } = useExplorer();
  return useWalletMutation(async (rawHex: string) => ({ txid: await client.broadcast(rawHex) }));
}
