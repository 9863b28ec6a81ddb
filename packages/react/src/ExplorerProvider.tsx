import { createLazyExplorerClient } from '@satchel/core/explorer';
import { createLazyIndexerClient } from '@satchel/core/indexer';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ExplorerContext } from './context';
import { createSatchelQueryClient } from './query-client';

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
  // The clients are created once, here, so every hook of the tree shares them.
  const [value] = useState(() => ({
    client: createLazyExplorerClient({
      baseUrl: props.baseUrl,
      ...(props.fetch ? { fetch: props.fetch } : {}),
    }),
    network: props.network,
    orderingBaseUrl: props.orderingBaseUrl,
    indexerBaseUrl: props.indexerBaseUrl,
    // Its code loads on first use (the asset pages), never in the first load.
    indexer: props.indexerBaseUrl ? createLazyIndexerClient({ baseUrl: props.indexerBaseUrl }) : undefined,
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
