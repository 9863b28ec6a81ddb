import { type TrackTransactionReturnType, trackTransaction } from '@satchel/core/actions';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';
import { useSatchelQueryClient } from './useSatchelQueryClient';

export interface TrackedTransactionOptions {
  /** What the transaction spends (`txid:vout`), known from the PSBT it was built from. */
  spends?: readonly string[];
  /** Replacements the app broadcast itself: followed in place of the original. */
  follow?: readonly string[];
  /** How often it is read again; the provider's `pollMs` unless given. */
  pollMs?: number;
}

/** Nothing more can happen to it: in a block, or replaced by a transaction in a block. */
function settled(data: TrackTransactionReturnType | undefined): boolean {
  const state = data?.status;
  return state?.state === 'confirmed' || (state?.state === 'replaced' && state.confirmed);
}

/**
 * Follows a sent transaction to `confirmed`, `replaced` (with the replacing txid) or
 * `dropped`, tracking the app's own replacements in its place; balances refresh when it settles.
 */
export function useTrackedTransaction(txid: string | undefined, options: TrackedTransactionOptions = {}) {
  const { client, network, pollMs: providerPollMs } = useExplorer();
  const queryClient = useSatchelQueryClient();
  const pollMs = options.pollMs ?? providerPollMs;
  // Keyed by the lists' contents, not their identity, so a re-render does not restart the query.
  const followKey = (options.follow ?? []).join(',');
  const spendsKey = (options.spends ?? []).join(',');
  const follow = useMemo(() => (followKey ? followKey.split(',') : []), [followKey]);
  const spends = useMemo(() => (spendsKey ? spendsKey.split(',') : []), [spendsKey]);
  const queryKey = queryKeys.trackedTx(network, txid ?? '', follow);
  const query = useQuery<TrackTransactionReturnType>(
    {
      queryKey,
      enabled: Boolean(txid),
      queryFn: ({ signal }) => {
        // Once seen, what the transaction spent still finds its replacement after it has gone.
        const seen = queryClient.getQueryData<TrackTransactionReturnType>(queryKey)?.spends ?? [];
        return trackTransaction({
          explorer: client,
          txid: txid ?? '',
          spends: [...new Set([...spends, ...seen])],
          follow,
          signal,
        });
      },
      staleTime: 0,
      refetchInterval: (q) => (settled(q.state.data) ? false : pollMs),
    },
    queryClient,
  );
  const moment = `${query.data?.txid ?? ''}:${query.data?.status.state ?? ''}`;
  useEffect(() => {
    if (moment !== ':') void queryClient.invalidateQueries({ queryKey: queryKeys.balances(network) });
  }, [moment, network, queryClient]);
  return query;
}
