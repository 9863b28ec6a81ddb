import type { ConnectorEventName, ConnectorEvents } from './types';

/** Fan-out of connector events; wallet listeners are attached once, on first use. */
export function createEmitter(attach: (emit: Emit) => () => void) {
  const listeners = new Map<ConnectorEventName, Set<(...args: never[]) => void>>();
  let detach: (() => void) | undefined;
  const emit: Emit = (event, ...args) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  };
  return {
    on<E extends ConnectorEventName>(event: E, listener: ConnectorEvents[E]): () => void {
      if (!detach) detach = attach(emit);
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => {
        set.delete(listener);
        if ([...listeners.values()].every((s) => s.size === 0)) {
          detach?.();
          detach = undefined;
        }
      };
    },
  };
}

export type Emit = <E extends ConnectorEventName>(event: E, ...args: Parameters<ConnectorEvents[E]>) => void;
