import { browserStorage } from '@satchel/core/connection';

/**
 * What the mounted components of each key see: read from storage once, when the first of them
 * renders on the client, and forgotten when the last one unmounts, so a later mount reads again.
 */
const entries = new Map<string, { value: unknown; listeners: Set<() => void> }>();

/** The shared entry of a storage key, read from storage when no mounted component holds it. */
export function storedEntry(key: string, isValid: (value: unknown) => boolean) {
  let found = entries.get(key);
  if (!found) {
    found = {
      value: browserStorage.readValue(key, isValid as (value: unknown) => value is unknown),
      listeners: new Set(),
    };
    entries.set(key, found);
  }
  return found;
}

/** Listens to a key's value; the entry is dropped with its last listener. */
export function subscribeStored(key: string, isValid: (value: unknown) => boolean, listener: () => void) {
  const listeners = storedEntry(key, isValid).listeners;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) entries.delete(key);
  };
}
