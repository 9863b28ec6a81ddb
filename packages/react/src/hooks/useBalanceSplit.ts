import { getBalanceSplit } from '@satchel/core/actions';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';
import { useIndexer } from './useIndexer';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/** Spendable sats and sats kept apart because they carry assets. */
export function useBalanceSplit(address: string | undefined) {
  const indexer = useIndexer();
  const { client, network } = useExplorer();
  return useQuery(
    {
      queryKey: queryKeys.balanceSplit(network, address ?? ''),
      enabled: indexer !== undefined && Boolean(address),
      queryFn: () => {
        if (!indexer) throw new Error('No indexer is configured.');
        return getBalanceSplit({ explorer: client, indexer, address: address ?? '' });
      },
    },
    useSatchelQueryClient(),
  );
}
