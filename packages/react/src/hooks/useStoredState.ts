import { browserStorage } from '@satchel/core/connection';
import { useCallback, useSyncExternalStore } from 'react';
import { networkKey } from '../network-key';
import { storedEntry, subscribeStored } from './internal/stored-values';
import { useExplorer } from './useExplorer';

/** A server has no storage, and the client's hydrating render must match the server's. */
const nothingOnServer = () => undefined;

/**
 * State that outlives a reload (a pending send, a signed PSBT, saved orders). Corrupt, blocked or
 * full storage reads as absent and never throws (core storage); `isValid` rejects stale shapes.
 * The key carries the app's network, so a value from one network never shows on another.
 * Storage is read on the client only; after hydration the stored value replaces the server's none.
 */
export function useStoredState<T>(name: string, isValid: (value: unknown) => value is T) {
  const { network } = useExplorer();
  const key = networkKey(name, network);
  const subscribe = useCallback(
    (listener: () => void) => subscribeStored(key, isValid, listener),
    [key, isValid],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => storedEntry(key, isValid).value as T | undefined,
    nothingOnServer,
  );
  const store = useCallback(
    (next: T | undefined) => {
      if (next === undefined) browserStorage.removeValue(key);
      else browserStorage.writeValue(key, next);
      const current = storedEntry(key, isValid);
      current.value = next;
      for (const listener of [...current.listeners]) listener();
    },
    [key, isValid],
  );
  /** The stored value as it is now, for code that runs after other writes in the same tick. */
  const read = useCallback(() => browserStorage.readValue(key, isValid), [key, isValid]);
  return [value, store, read] as const;
}
