import { getAssets } from '@satchel/core/actions';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useAccounts } from './useAccounts';
import { useExplorer } from './useExplorer';
import { useIndexer } from './useIndexer';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/** Inscriptions and rune balances of the connected wallet. */
export function useAssets() {
  const indexer = useIndexer();
  const { network } = useExplorer();
  const { accounts } = useAccounts();
  const addresses = [...new Set(accounts.map((a) => a.address))];
  return useQuery(
    {
      queryKey: queryKeys.assets(network, addresses),
      enabled: indexer !== undefined && addresses.length > 0,
      queryFn: () => {
        if (!indexer) throw new Error('No indexer is configured.');
        return getAssets({ indexer, addresses });
      },
    },
    useSatchelQueryClient(),
  );
}
