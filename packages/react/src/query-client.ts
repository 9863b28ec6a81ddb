import { QueryClient } from '@tanstack/react-query';

/** Cached answers are garbage-collected after 5 minutes. */
export const QUERY_GC_TIME_MS = 300_000;
/** Esplora marks volatile answers `max-age=10` (docs/esplora-api.md §1.3); no sooner refetch is useful. */
export const QUERY_STALE_TIME_MS = 10_000;

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
