import { useCallback, useState } from 'react';
import { readValue, removeValue, writeValue } from '../core/storage';
import { useExplorer } from './explorer/ExplorerProvider';

/** The storage key of a value that belongs to one network (a send, an order): never read on another. */
export function networkKey(name: string, network: string): string {
  return `${name}:${network}`;
}

/**
 * State that outlives a reload (a pending send, a signed PSBT, saved orders). Corrupt, blocked or
 * full storage reads as absent and never throws (core storage); `isValid` rejects stale shapes.
 * The key carries the app's network, so a value from one network never shows on another.
 */
export function useStoredState<T>(name: string, isValid: (value: unknown) => value is T) {
  const { network } = useExplorer();
  const key = networkKey(name, network);
  const [value, setValue] = useState<T | undefined>(() => readValue(key, isValid));
  const store = useCallback(
    (next: T | undefined) => {
      if (next === undefined) removeValue(key);
      else writeValue(key, next);
      setValue(next);
    },
    [key],
  );
  /** The stored value as it is now, for code that runs after other writes in the same tick. */
  const read = useCallback(() => readValue(key, isValid), [key, isValid]);
  return [value, store, read] as const;
}
