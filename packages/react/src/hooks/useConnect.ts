import type { ConnectionState } from '@satchel/core/connection';
import { isSatchelError, type SatchelError } from '@satchel/core/errors';
import { useCallback, useEffect, useState } from 'react';
import { useSatchelContext } from './internal/useSatchelContext';
import { useConnection } from './useConnection';

export interface UseConnectResult {
  /** Resolves to the new state; never rejects (the error is in `error`). */
  connect: (walletId?: string) => Promise<ConnectionState>;
  isPending: boolean;
  error: SatchelError | undefined;
}

export function useConnect(): UseConnectResult {
  const { store, chooser } = useSatchelContext();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<SatchelError | undefined>();
  const { status } = useConnection();
  // A connection made another way (a network switch, a silent reconnect) ends the failed attempt.
  useEffect(() => {
    if (status === 'connected') setError(undefined);
  }, [status]);
  const connect = useCallback(
    async (walletId?: string) => {
      const controller = new AbortController();
      chooser.track(controller);
      setPending(true);
      setError(undefined);
      try {
        return await store.connect({ signal: controller.signal, ...(walletId ? { walletId } : {}) });
      } catch (caught) {
        if (isSatchelError(caught)) setError(caught);
        return store.getSnapshot();
      } finally {
        chooser.track(undefined);
        setPending(false);
      }
    },
    [store, chooser],
  );
  return { connect, isPending, error };
}
