import { getInputAssets } from '@satchel/core/actions';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';
import { useIndexer } from './useIndexer';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/**
 * What the index says each of a PSBT's inputs carries, looked up once the inputs are
 * known. Without an indexer, or when it fails, there is no data: every input is then unknown.
 */
export function useInputAssets(outpoints: readonly string[] | undefined) {
  const indexer = useIndexer();
  const { network } = useExplorer();
  const list = outpoints ?? [];
  return useQuery(
    {
      queryKey: queryKeys.inputAssets(network, list),
      enabled: indexer !== undefined && list.length > 0,
      staleTime: 30_000,
      queryFn: ({ signal }) => {
        if (!indexer) throw new Error('No indexer is configured.');
        return getInputAssets({ indexer, outpoints: list, signal });
      },
    },
    useSatchelQueryClient(),
  );
}
