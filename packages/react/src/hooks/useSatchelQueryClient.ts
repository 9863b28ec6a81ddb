import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { ExplorerContext } from '../context';
import { createSatchelQueryClient } from '../query-client';
import { registerQueryClientFactory } from '../query-layer';

registerQueryClientFactory(createSatchelQueryClient);

/**
 * The QueryClient Satchel's hooks use: the one a `QueryClientProvider` or `<ExplorerProvider
 * queryClient>` gives, else the provider's own, made now if no hook has needed it yet. Reach for it
 * instead of TanStack Query's `useQueryClient` in a component that may render before the query code
 * has loaded (it throws "No QueryClient set" until then when `<ExplorerProvider>` was given no client).
 */
export function useSatchelQueryClient(): QueryClient {
  const given = useContext(QueryClientContext);
  const slot = useContext(ExplorerContext)?.queries;
  if (given) return given;
  if (!slot) throw new Error('Satchel hooks that read the chain must be used inside <ExplorerProvider>.');
  return slot.get(createSatchelQueryClient);
}
