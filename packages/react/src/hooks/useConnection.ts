import type { ConnectionState } from '@satchel/core/connection';
import { useSyncExternalStore } from 'react';
import { useSatchelContext } from './internal/useSatchelContext';

/** The live connection state: status, wallet, accounts, network, last error. */
export function useConnection(): ConnectionState {
  const { store } = useSatchelContext();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
