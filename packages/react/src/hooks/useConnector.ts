import type { Connector } from '@satchel/core/connectors';
import { useSatchelContext } from './internal/useSatchelContext';
import { useConnection } from './useConnection';

/** The connected wallet's connector, for signing and sending; undefined when not connected. */
export function useConnector(): Connector | undefined {
  const { store } = useSatchelContext();
  const { status } = useConnection();
  return status === 'connected' ? store.getConnector() : undefined;
}
