import { useCallback, useMemo, useState } from 'react';
import { createOrderingClient, type OrderingClient } from '../../core/runes';
import type { Order } from '../../core/runes/types';
import { useExplorer } from '../../react/explorer';
import { readAppConfig } from '../config';
import { readOrders, type SavedOrder, writeOrders } from './saved-orders';

export function useOrderingClient(): OrderingClient {
  const { network } = useExplorer();
  return useMemo(
    () => createOrderingClient({ network, baseUrl: readAppConfig().orderingBaseUrl }),
    [network],
  );
}

/** The saved order list, newest first, with updates written straight to storage. */
export function useSavedOrders() {
  const [orders, setOrders] = useState<SavedOrder[]>(readOrders);

  const update = useCallback((change: (current: SavedOrder[]) => SavedOrder[]) => {
    setOrders((current) => {
      const next = change(current);
      writeOrders(next);
      return next;
    });
  }, []);

  const add = useCallback((order: SavedOrder) => update((current) => [order, ...current]), [update]);

  const patch = useCallback(
    (orderId: string, fields: Partial<SavedOrder>) =>
      update((current) => current.map((o) => (o.orderId === orderId ? { ...o, ...fields } : o))),
    [update],
  );

  /** Takes the service's view of each order; the UI never guesses a state. */
  const merge = useCallback(
    (fresh: Order[]) =>
      update((current) =>
        current.map((o) => {
          const next = fresh.find((f) => f.id === o.orderId);
          if (!next || (next.state === o.state && next.reason === o.reason)) return o;
          const { reason: _old, ...rest } = o;
          return { ...rest, state: next.state, ...(next.reason ? { reason: next.reason } : {}) };
        }),
      ),
    [update],
  );

  return { orders, add, patch, merge };
}
