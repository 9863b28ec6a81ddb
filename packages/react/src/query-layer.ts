import type { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';

/** What the query hooks need of TanStack Query once its code has loaded. */
export interface QueryLayer {
  createClient: () => QueryClient;
  QueryObserver: typeof QueryObserver;
  notifyManager: typeof notifyManager;
}

export interface QueryLayerState {
  layer?: QueryLayer;
  /** Why the code did not load (offline, a redeployed site); the next load tries again. */
  error?: Error;
}

/**
 * TanStack Query's code stays out of a page's first load: nothing on a disconnected page reads the
 * chain, so the code loads when the page is idle, when a wallet is being connected, or when a
 * query hook first renders, whichever comes first. Shared by every provider of the page: it is code,
 * not state.
 */
let state: QueryLayerState = {};
let loading: Promise<QueryLayer> | undefined;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function loadQueryLayer(): Promise<QueryLayer> {
  if (state.layer) return Promise.resolve(state.layer);
  loading ??= import('./query-layer-code').then(
    ({ queryLayer }) => {
      state = { layer: queryLayer };
      notify();
      return queryLayer;
    },
    (cause: unknown) => {
      loading = undefined;
      state = { error: cause instanceof Error ? cause : new Error(String(cause)) };
      notify();
      throw state.error;
    },
  );
  return loading;
}

/** Starts the load, for callers that only want it under way. */
export function preloadQueryLayer(): void {
  void loadQueryLayer().catch(() => undefined);
}

export const queryLayerState = (): QueryLayerState => state;

export function subscribeQueryLayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One provider's QueryClient, made on first use: by a query hook once the code has loaded, or at
 * once by a hook whose own module already imports TanStack Query (a mutation, a page's reads). A
 * client given to the provider is used as is.
 */
export interface QueryClientSlot {
  readonly client: QueryClient | undefined;
  get(create: () => QueryClient): QueryClient;
  /** The provider is on the page: the client follows focus and network changes. */
  mount(): () => void;
  subscribe(listener: () => void): () => void;
}

/**
 * Set once a module that imports TanStack Query's client itself has run (a mutation hook, a page's
 * reads): the code is there already, so a provider mounted after makes its client at once, and
 * TanStack Query's own hooks under it find one from the first render, as before the code was lazy.
 */
let presentFactory: (() => QueryClient) | undefined;

export function registerQueryClientFactory(create: () => QueryClient): void {
  presentFactory ??= create;
}

export function createQueryClientSlot(given?: QueryClient): QueryClientSlot {
  let client = given ?? presentFactory?.();
  let mounted = false;
  const slotListeners = new Set<() => void>();
  return {
    get client() {
      return client;
    },
    get(create) {
      if (client) return client;
      const made = create();
      client = made;
      if (mounted) made.mount();
      // Made during a render: the provider hears of it after, never while another component renders.
      queueMicrotask(() => {
        for (const listener of slotListeners) listener();
      });
      return made;
    },
    mount() {
      mounted = true;
      client?.mount();
      return () => {
        mounted = false;
        client?.unmount();
      };
    },
    subscribe(listener) {
      slotListeners.add(listener);
      return () => slotListeners.delete(listener);
    },
  };
}
