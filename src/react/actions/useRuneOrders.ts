import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type NewOrder, payFeeBump, payOrder, placeOrder } from '../../core/actions';
import { Errors } from '../../core/errors';
import { createOrderingClient, type OrderingClient } from '../../core/runes';
import type { CreatedOrder, OrderKind } from '../../core/runes/types';
import { useExplorer } from '../explorer/ExplorerProvider';
import { useConnector } from '../hooks/useConnector';
import { queryKeys } from '../query-keys';
import { useWalletMutation } from './useWalletMutation';

/** The ordering service of the app's network (SPEC R8.2). */
export function useOrderingClient(): OrderingClient {
  const { network, orderingBaseUrl } = useExplorer();
  return useMemo(
    () => createOrderingClient({ network, ...(orderingBaseUrl ? { baseUrl: orderingBaseUrl } : {}) }),
    [network, orderingBaseUrl],
  );
}

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

function useConnected() {
  const connector = useConnector();
  return () => {
    if (!connector) throw Errors.noConnectedAddress();
    return connector;
  };
}

/** Places and pays a mint or etch order: the wallet's own runes method, or create → pay → execute. */
export function usePlaceRuneOrder() {
  const client = useOrderingClient();
  const connected = useConnected();
  return useWalletMutation((variables: { order: NewOrder; onCreated?: (created: CreatedOrder) => void }) =>
    placeOrder(client, connected(), variables.order, { onCreated: variables.onCreated }),
  );
}

/** Pays an order created earlier whose funding the wallet refused. */
export function usePayRuneOrder() {
  const client = useOrderingClient();
  const connected = useConnected();
  return useWalletMutation((variables: { kind: OrderKind; order: CreatedOrder }) =>
    payOrder(client, connected(), variables.kind, variables.order),
  );
}

/** Quotes and pays a fee bump of an order's funding. */
export function usePayRuneFeeBump() {
  const client = useOrderingClient();
  const connected = useConnected();
  return useWalletMutation((variables: { orderId: string; feeRate: number }) =>
    payFeeBump(client, connected(), variables.orderId, variables.feeRate),
  );
}

/** The service's quote for a mint or etch order (SPEC R8.1), checked before it is asked. */
export function useEstimateRuneOrder() {
  const client = useOrderingClient();
  return useWalletMutation((order: NewOrder) =>
    order.kind === 'mint' ? client.estimateMint(order.request) : client.estimateEtch(order.request),
  );
}

/** The service's quote for bumping an order's funding fee. */
export function useQuoteRuneFeeBump() {
  const client = useOrderingClient();
  return useWalletMutation((variables: { orderId: string; feeRate: number }) =>
    client.estimateRbf({ orderId: variables.orderId, newFeeRate: variables.feeRate }),
  );
}
