import type { ConnectionState } from '@satchel/core/connection';
import { isSatchelError, type SatchelError } from '@satchel/core/errors';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSatchelContext } from './internal/useSatchelContext';
import { useConnection } from './useConnection';

export interface UseSwitchNetworkResult {
  /** The network the wallet can be switched to from the app; undefined when there is nothing to switch. */
  switchTo: BitcoinNetwork | undefined;
  /** Resolves to the new state; never rejects (the wallet's refusal is in `error`). */
  switchNetwork: () => Promise<ConnectionState>;
  isPending: boolean;
  error: SatchelError | undefined;
}

/** Asks the wallet to move to the app's network, then reads its accounts again silently. */
export function useSwitchNetwork(): UseSwitchNetworkResult {
  const { store } = useSatchelContext();
  const { switchTo } = useConnection();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<SatchelError | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  const switchNetwork = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPending(true);
    setError(undefined);
    try {
      return await store.switchNetwork(current.signal);
    } catch (caught) {
      if (isSatchelError(caught)) setError(caught);
      return store.getSnapshot();
    } finally {
      if (controller.current === current) {
        controller.current = undefined;
        setPending(false);
      }
    }
  }, [store]);
  return { switchTo, switchNetwork, isPending, error };
}
