import type { Order } from '@satchel/core';
import { useStoredState } from '@satchel/react';
import { useCallback } from 'react';
import { isSavedOrders, ORDERS_KEY, type SavedOrder } from './saved-orders';

/** The saved order list, newest first, with updates written straight to storage. */
export function useSavedOrders() {
  const [stored, store, read] = useStoredState(ORDERS_KEY, isSavedOrders);
  const orders = stored ?? [];
  // Read what is stored now, not a render's copy: two updates may land before the next render.
  const update = useCallback(
    (change: (current: SavedOrder[]) => SavedOrder[]) => store(change(read() ?? [])),
    [store, read],
  );

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
