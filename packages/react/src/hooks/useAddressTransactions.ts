import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { useExplorer } from './useExplorer';
import { useSatchelQueryClient } from './useSatchelQueryClient';

/** Recent transactions of an address (Esplora `/address/:a/txs`). */
export function useAddressTransactions(address: string) {
  const { client, network } = useExplorer();
  return useQuery(
    {
      queryKey: queryKeys.addressTxs(network, address),
      queryFn: () => client.getAddressTxs(address),
    },
    useSatchelQueryClient(),
  );
}
