import { getPrices } from '@satchel/core/actions';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/** A minute: often enough that a shown price never outlives the 10-minute rule by much. */
const PRICES_REFRESH_MS = 60_000;

/**
 * Coins of the public test networks are worth nothing, yet mempool.space's test-network explorers
 * answer `/v1/prices` with mainnet's prices: never asked there. Mainnet has real prices; a local
 * chain (the devnet) quotes its own fixed ones.
 */
const PRICED = new Set<BitcoinNetwork>(['mainnet', 'regtest']);

/**
 * The explorer's price of 1 BTC per currency, refreshed every minute. Use `useFiat`
 * to show amounts: it drops prices that are old, failed or missing.
 */
export function usePrices() {
  const { client, network } = useExplorer();
  return useQuery(
    {
      enabled: PRICED.has(network),
      queryKey: queryKeys.prices(network),
      queryFn: ({ signal }) => getPrices({ explorer: client, signal }),
      staleTime: PRICES_REFRESH_MS,
      refetchInterval: PRICES_REFRESH_MS,
    },
    useSatchelQueryClient(),
  );
}
