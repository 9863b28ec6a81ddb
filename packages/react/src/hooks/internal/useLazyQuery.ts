import type {
  QueryClient,
  QueryKey,
  QueryObserver,
  QueryObserverResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { ExplorerContext } from '../../context';
import { loadQueryLayer, queryLayerState, subscribeQueryLayer } from '../../query-layer';

export type LazyQueryOptions<TData, TKey extends QueryKey> = Omit<
  UseQueryOptions<TData, Error, TData, TKey>,
  'enabled'
> & { enabled?: boolean };

const noop = () => undefined;
const nothing = () => undefined;
/** What the first screen's query hooks answer until the query code is there: never settles. */
const NEVER = new Promise<never>(noop);

/**
 * The result a query has before TanStack Query's code is there: pending, and fetching when it is
 * enabled, as the query will be the moment the code arrives. If the code failed to load, an error
 * a retry (`refetch`) recovers from.
 */
function waitingResult<TData>(enabled: boolean, error: Error | undefined): UseQueryResult<TData, Error> {
  const fetching = enabled && !error;
  const refetch = async () => {
    await loadQueryLayer().catch(noop);
    return waitingResult<TData>(enabled, queryLayerState().error) as QueryObserverResult<TData, Error>;
  };
  return {
    data: undefined,
    dataUpdatedAt: 0,
    error: error ?? null,
    errorUpdatedAt: error ? Date.now() : 0,
    errorUpdateCount: error ? 1 : 0,
    failureCount: error ? 1 : 0,
    failureReason: error ?? null,
    fetchStatus: fetching ? 'fetching' : 'idle',
    isEnabled: enabled,
    isError: Boolean(error),
    isFetched: Boolean(error),
    isFetchedAfterMount: Boolean(error),
    isFetching: fetching,
    isInitialLoading: fetching,
    isLoading: fetching,
    isLoadingError: Boolean(error),
    isPaused: false,
    isPending: !error,
    isPlaceholderData: false,
    isRefetchError: false,
    isRefetching: false,
    isStale: true,
    isSuccess: false,
    promise: NEVER,
    refetch,
    status: error ? 'error' : 'pending',
  } as UseQueryResult<TData, Error>;
}

/**
 * `useQuery` for the hooks a first screen calls (a balance), without TanStack Query's code in the
 * first load: until that code has loaded the query is pending (and the hook starts the load), then
 * it is a QueryObserver on the provider's client, as `useQuery` makes. The hooks it calls are the
 * same before and after, so a component keeps its state when the code arrives.
 */
export function useLazyQuery<TData, TKey extends QueryKey = QueryKey>(
  options: LazyQueryOptions<TData, TKey>,
): UseQueryResult<TData, Error> {
  const given = useContext(QueryClientContext);
  const slot = useContext(ExplorerContext)?.queries;
  const { layer, error } = useSyncExternalStore(subscribeQueryLayer, queryLayerState, queryLayerState);
  useEffect(() => {
    if (!layer) void loadQueryLayer().catch(noop);
  }, [layer]);
  const client: QueryClient | undefined = layer && (given ?? slot?.get(layer.createClient));
  const defaulted = client?.defaultQueryOptions(options);
  if (defaulted) defaulted._optimisticResults = 'optimistic';

  // One observer per client, made in the render the client first appears in.
  const [made] = useState<{
    client?: QueryClient;
    observer?: QueryObserver<TData, Error, TData, TData, TKey>;
  }>({});
  if (layer && client && defaulted && made.client !== client) {
    made.client = client;
    made.observer = new layer.QueryObserver(client, defaulted);
  }
  const observer = made.observer;
  const result = observer && defaulted ? observer.getOptimisticResult(defaulted) : undefined;

  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [observer, defaulted]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!observer || !layer) return noop;
      const unsubscribe = observer.subscribe(layer.notifyManager.batchCalls(onChange));
      // What changed between the render and the subscription is not missed.
      observer.updateResult();
      return unsubscribe;
    },
    [observer, layer],
  );
  const current = observer ? () => observer.getCurrentResult() : nothing;
  useSyncExternalStore(subscribe, current, current);

  return (
    (result as UseQueryResult<TData, Error> | undefined) ?? waitingResult(options.enabled ?? true, error)
  );
}
