import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';
import { useOrderingClient } from './useOrderingClient';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/**
 * The service's view of each open order, refreshed while any is open: every `refreshMs`, by
 * default the provider's `pollMs` but at most two seconds apart, so a paid order moves on soon.
 */
export function useRuneOrderStates(orderIds: readonly string[], refreshMs?: number) {
  const client = useOrderingClient();
  const { network, pollMs } = useExplorer();
  return useQuery(
    {
      queryKey: queryKeys.runeOrders(network, client.baseUrl, orderIds),
      queryFn: () => Promise.all(orderIds.map((id) => client.getOrder(id))),
      enabled: orderIds.length > 0,
      refetchInterval: refreshMs ?? Math.min(pollMs, 2_000),
      staleTime: 0,
    },
    useSatchelQueryClient(),
  );
}
