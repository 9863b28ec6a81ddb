import { createLazyExplorerClient } from '@satchel/core/explorer';
import { createLazyIndexerClient } from '@satchel/core/indexer';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ExplorerContext } from './context';
import { createQueryClientSlot, preloadQueryLayer } from './query-layer';

/** Every three seconds: a public explorer's rate limits allow it for the few things followed. */
const DEFAULT_POLL_MS = 3_000;

export function ExplorerProvider(props: {
  baseUrl: string;
  network: BitcoinNetwork;
  orderingBaseUrl?: string;
  indexerBaseUrl?: string;
  queryClient?: QueryClient;
  /** The fetch the explorer client uses (tests, or a host with its own). */
  fetch?: typeof fetch;
  /**
   * How often, in ms, a transaction or order being waited on is read again; 3,000 unless given.
   * A devnet on this machine can take 1,000: its blocks come whenever something mines one.
   */
  pollMs?: number;
  children: ReactNode;
}) {
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
    pollMs: props.pollMs ?? DEFAULT_POLL_MS,
    // Made when TanStack Query's code has loaded, which a disconnected first screen never waits on.
    queries: createQueryClientSlot(props.queryClient),
  }));
  // TanStack Query's own hooks under this provider read the same client, once it exists.
  const [queryClient, setQueryClient] = useState(value.queries.client);
  useEffect(() => {
    const sync = () => setQueryClient(value.queries.client);
    sync();
    return value.queries.subscribe(sync);
  }, [value]);
  // Subscribes the client to focus and network changes while the provider is on the page.
  useEffect(() => value.queries.mount(), [value]);
  // The client's code and the query code are fetched once the page is idle, so the first balance
  // never waits on them.
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(() => {
      void value.client.preload().catch(() => undefined);
      preloadQueryLayer();
    });
  }, [value]);
  return (
    <QueryClientContext.Provider value={queryClient}>
      <ExplorerContext.Provider value={value}>{props.children}</ExplorerContext.Provider>
    </QueryClientContext.Provider>
  );
}
