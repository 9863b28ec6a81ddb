import { getBalance } from '@satchel/core/actions';
import type { Balance } from '@satchel/core/explorer';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';

/**
 * One cached `/address/:a` request per address however many components ask.
 * An unreadable balance is an error state (shown as unavailable with a retry), never a number.
 */
export function useBalance(address: string | undefined) {
  const { client, network } = useExplorer();
  return useQuery<Balance, Error>({
    queryKey: queryKeys.balance(network, address ?? ''),
    enabled: Boolean(address),
    queryFn: () => getBalance({ explorer: client, address: address ?? '' }),
  });
}
