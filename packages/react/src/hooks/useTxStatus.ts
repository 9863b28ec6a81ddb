import { getTxStatus } from '@satchel/core/actions';
import type { TxStatus } from '@satchel/core/explorer';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/**
 * Follows a transaction mempool → confirmed, then refreshes balances. Read again every
 * `pollMs`, by default the provider's.
 */
export function useTxStatus(txid: string | undefined, pollMs?: number) {
  const { client, network, pollMs: providerPollMs } = useExplorer();
  const every = pollMs ?? providerPollMs;
  const queryClient = useSatchelQueryClient();
  const query = useQuery<TxStatus>(
    {
      queryKey: queryKeys.txStatus(network, txid ?? ''),
      enabled: Boolean(txid),
      queryFn: () => getTxStatus({ explorer: client, txid: txid ?? '' }),
      staleTime: 0,
      refetchInterval: (q) => (q.state.data?.state === 'confirmed' ? false : every),
    },
    queryClient,
  );
  const confirmed = query.data?.state === 'confirmed';
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: queryKeys.balances(network) });
  }, [confirmed, network, queryClient]);
  return query;
}
