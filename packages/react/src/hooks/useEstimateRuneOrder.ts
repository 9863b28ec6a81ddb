import type { NewOrder } from '@satchel/core/actions';
import { useOrderingClient } from './useOrderingClient';
import { useWalletMutation } from './useWalletMutation';

/** The service's quote for a mint or etch order, checked before it is asked. */
export function useEstimateRuneOrder() {
  const client = useOrderingClient();
  return useWalletMutation((order: NewOrder) =>
    order.kind === 'mint' ? client.estimateMint(order.request) : client.estimateEtch(order.request),
  );
}
