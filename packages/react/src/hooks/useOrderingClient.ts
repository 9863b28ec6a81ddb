import { createOrderingClient, type OrderingClient } from '@satchel/core/ordering';
import { useMemo } from 'react';
import { useExplorer } from './useExplorer';

/** The ordering service of the app's network. */
export function useOrderingClient(): OrderingClient {
  const { network, orderingBaseUrl } = useExplorer();
  return useMemo(
    () => createOrderingClient({ network, ...(orderingBaseUrl ? { baseUrl: orderingBaseUrl } : {}) }),
    [network, orderingBaseUrl],
  );
}
