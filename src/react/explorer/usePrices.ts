import { useQuery } from '@tanstack/react-query';
import { getPrices } from '../../core/actions';
import { queryKeys } from '../query-keys';
import { useExplorer } from './ExplorerProvider';

/** A minute: often enough that a shown price never outlives the 10-minute rule by much. */
const PRICES_REFRESH_MS = 60_000;

/**
 * SPEC R21.3: the explorer's price of 1 BTC per currency, refreshed every minute. Use `useFiat`
 * to show amounts: it drops prices that are old, failed or missing.
 */
export function usePrices() {
  const { client, network } = useExplorer();
  return useQuery({
    queryKey: queryKeys.prices(network),
    queryFn: ({ signal }) => getPrices({ explorer: client, signal }),
    staleTime: PRICES_REFRESH_MS,
    refetchInterval: PRICES_REFRESH_MS,
  });
}
