import { createLazyExplorerClient, type ExplorerClient } from '@satchel/core/explorer';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** SPEC R4.4 / R10: cached answers are garbage-collected after 5 minutes. */
export const QUERY_GC_TIME_MS = 300_000;
/** Esplora marks volatile answers `max-age=10` (docs/esplora-api.md §1.3); no sooner refetch is useful. */
export const QUERY_STALE_TIME_MS = 10_000;

interface ExplorerContextValue {
  client: ExplorerClient;
  network: BitcoinNetwork;
  /** Runes ordering service (SPEC R8.2); the Runes hooks create their client from it. */
  orderingBaseUrl: string | undefined;
  /** ord-compatible indexer (SPEC R15.1). */
  indexerBaseUrl: string | undefined;
}

const ExplorerContext = createContext<ExplorerContextValue | undefined>(undefined);

export function createSatchelQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function ExplorerProvider(props: {
  baseUrl: string;
  network: BitcoinNetwork;
  orderingBaseUrl?: string;
  indexerBaseUrl?: string;
  queryClient?: QueryClient;
  /** The fetch the explorer client uses (tests, or a host with its own). */
  fetch?: typeof fetch;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => props.queryClient ?? createSatchelQueryClient());
  const [value] = useState(() => ({
    client: createLazyExplorerClient({
      baseUrl: props.baseUrl,
      ...(props.fetch ? { fetch: props.fetch } : {}),
    }),
    network: props.network,
    orderingBaseUrl: props.orderingBaseUrl,
    indexerBaseUrl: props.indexerBaseUrl,
  }));
  // The client's code is fetched once the page is idle, so the first balance never waits on it.
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(() => void value.client.preload().catch(() => undefined));
  }, [value]);
  return (
    <QueryClientProvider client={queryClient}>
      <ExplorerContext.Provider value={value}>{props.children}</ExplorerContext.Provider>
    </QueryClientProvider>
  );
}

export function useExplorer(): ExplorerContextValue {
  const value = useContext(ExplorerContext);
  if (!value) throw new Error('useExplorer must be used inside <ExplorerProvider>.');
  return value;
}
