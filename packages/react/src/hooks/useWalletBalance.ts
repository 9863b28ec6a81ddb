import { getWalletBalance } from '@satchel/core/actions';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';

/** The wallet's own balance, where it has one. */
export function useWalletBalance() {
  const connector = useConnector();
  const { network } = useExplorer();
  return useQuery({
    queryKey: queryKeys.walletBalance(network, connector?.id ?? ''),
    enabled: connector !== undefined,
    queryFn: async ({ signal }) =>
      connector ? ((await getWalletBalance({ connector, signal })) ?? null) : null,
    retry: false,
  });
}
