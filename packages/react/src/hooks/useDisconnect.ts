import { useCallback } from 'react';
import { useSatchelContext } from './internal/useSatchelContext';

/** Renounce permissions and forget the wallet. */
export function useDisconnect(): { disconnect: () => Promise<void> } {
  const { store } = useSatchelContext();
  const disconnect = useCallback(() => store.disconnect(), [store]);
  return { disconnect };
}
