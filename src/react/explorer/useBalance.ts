import { useQuery } from '@tanstack/react-query';
import type { Balance } from '../../core/explorer';
import { useExplorer } from './ExplorerProvider';

export const balanceKey = (network: string, address: string) => ['balance', network, address] as const;

/**
 * SPEC R4: one cached `/address/:a` request per address however many components ask.
 * An unreadable balance is an error state (shown as unavailable with a retry), never a number.
 */
export function useBalance(address: string | undefined) {
  const { client, network } = useExplorer();
  return useQuery<Balance, Error>({
    queryKey: balanceKey(network, address ?? ''),
    enabled: Boolean(address),
    queryFn: async () => {
      const result = await client.getBalance(address ?? '');
      if (result.status === 'unavailable') throw result.error;
      return result;
    },
  });
}
