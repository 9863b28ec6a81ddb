import { getFeeRates } from '@satchel/core/actions';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/** Fee rates by urgency; `source` says whether they are the explorer's or the floor. */
export function useFeeRates() {
  const { client, network } = useExplorer();
  return useQuery(
    {
      queryKey: queryKeys.fees(network),
      queryFn: () => getFeeRates({ explorer: client }),
      staleTime: 30_000,
    },
    useSatchelQueryClient(),
  );
}
