import {
  type NewOrder,
  type PayRuneFeeBumpParameters,
  type PayRuneOrderParameters,
  type PlaceRuneOrderParameters,
  payFeeBump,
  payOrder,
  placeOrder,
  type QuoteRuneFeeBumpParameters,
  quoteFeeBump,
} from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { createOrderingClient, type OrderingClient } from '@satchel/core/runes';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
  return useWalletMutation(
    (variables: Omit<PlaceRuneOrderParameters, 'client' | 'connector' | 'signal'>, signal) =>
      placeOrder({ ...variables, client, connector: connected(), signal }),
  );
}

/** Pays an order created earlier whose funding the wallet refused. */
export function usePayRuneOrder() {
  const client = useOrderingClient();
  const connected = useConnected();
  return useWalletMutation(
    (variables: Omit<PayRuneOrderParameters, 'client' | 'connector' | 'signal'>, signal) =>
      payOrder({ ...variables, client, connector: connected(), signal }),
  );
}

/** Pays the reviewed fee-bump quote to the order's own address (SPEC R16.2). */
export function usePayRuneFeeBump() {
  const client = useOrderingClient();
  const connected = useConnected();
  return useWalletMutation(
    (variables: Omit<PayRuneFeeBumpParameters, 'client' | 'connector' | 'signal'>, signal) =>
      payFeeBump({ ...variables, client, connector: connected(), signal }),
  );
}

/** The service's quote for a mint or etch order (SPEC R8.1), checked before it is asked. */
export function useEstimateRuneOrder() {
  const client = useOrderingClient();
  return useWalletMutation((order: NewOrder) =>
    order.kind === 'mint' ? client.estimateMint(order.request) : client.estimateEtch(order.request),
  );
}

/** The service's quote for bumping an order's funding fee, checked to name the order's own address. */
export function useQuoteRuneFeeBump() {
  const client = useOrderingClient();
  return useWalletMutation((variables: Omit<QuoteRuneFeeBumpParameters, 'client'>) =>
    quoteFeeBump({ ...variables, client }),
  );
}
