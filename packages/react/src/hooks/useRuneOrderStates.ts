import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';
import { useOrderingClient } from './useOrderingClient';

/** The service's view of each open order, refreshed while any is open. */
export function useRuneOrderStates(orderIds: readonly string[], refreshMs = 2_000) {
  const client = useOrderingClient();
  const { network } = useExplorer();
  return useQuery({
    queryKey: queryKeys.runeOrders(network, client.baseUrl, orderIds),
    queryFn: () => Promise.all(orderIds.map((id) => client.getOrder(id))),
    enabled: orderIds.length > 0,
    refetchInterval: refreshMs,
    staleTime: 0,
  });
}
