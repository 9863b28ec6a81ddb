import { readValue, removeValue, writeValue } from '@satchel/core/internal';
import { useCallback, useSyncExternalStore } from 'react';
import { useExplorer } from './explorer/ExplorerProvider';

/** The storage key of a value that belongs to one network (a send, an order): never read on another. */
export function networkKey(name: string, network: string): string {
  return `${name}:${network}`;
}

/**
 * What the mounted components of each key see: read from storage once, when the first of them
 * renders on the client, and forgotten when the last one unmounts, so a later mount reads again.
 */
const entries = new Map<string, { value: unknown; listeners: Set<() => void> }>();

function entry(key: string, isValid: (value: unknown) => boolean) {
  let found = entries.get(key);
  if (!found) {
    found = { value: readValue(key, isValid as (value: unknown) => value is unknown), listeners: new Set() };
    entries.set(key, found);
  }
  return found;
}

/** A server has no storage, and the client's hydrating render must match the server's (SPEC R23.2). */
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
    (listener: () => void) => {
      const listeners = entry(key, isValid).listeners;
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) entries.delete(key);
      };
    },
    [key, isValid],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => entry(key, isValid).value as T | undefined,
    nothingOnServer,
  );
  const store = useCallback(
    (next: T | undefined) => {
      if (next === undefined) removeValue(key);
      else writeValue(key, next);
      const current = entry(key, isValid);
      current.value = next;
      for (const listener of [...current.listeners]) listener();
    },
    [key, isValid],
  );
  /** The stored value as it is now, for code that runs after other writes in the same tick. */
  const read = useCallback(() => readValue(key, isValid), [key, isValid]);
  return [value, store, read] as const;
}
