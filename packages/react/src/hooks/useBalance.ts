import { getBalance } from '@satchel/core/actions';
import type { Balance } from '@satchel/core/explorer';
import { queryKeys } from '../query-keys';
import { useLazyQuery } from './internal/useLazyQuery';
import { useExplorer } from './useExplorer';

/**
 * One cached `/address/:a` request per address however many components ask.
 * An unreadable balance is an error state (shown as unavailable with a retry), never a number.
 * A first screen calls it before TanStack Query's code is needed: it loads on first use.
 */
export function useBalance(address: string | undefined) {
  const { client, network } = useExplorer();
  return useLazyQuery<Balance>({
    queryKey: queryKeys.balance(network, address ?? ''),
    enabled: Boolean(address),
    queryFn: () => getBalance({ explorer: client, address: address ?? '' }),
  });
}
