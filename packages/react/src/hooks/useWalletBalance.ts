import { getWalletBalance } from '@satchel/core/actions';
import { queryKeys } from '../query-keys';
import { useLazyQuery } from './internal/useLazyQuery';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';

/** The wallet's own balance, where it has one. */
export function useWalletBalance() {
  const connector = useConnector();
  const { network } = useExplorer();
  return useLazyQuery({
    queryKey: queryKeys.walletBalance(network, connector?.id ?? ''),
    enabled: connector !== undefined,
    queryFn: async ({ signal }) =>
      connector ? ((await getWalletBalance({ connector, signal })) ?? null) : null,
    retry: false,
  });
}
