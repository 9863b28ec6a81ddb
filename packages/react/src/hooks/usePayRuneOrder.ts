import { type PayRuneOrderParameters, payOrder } from '@satchel/core/actions';
import { requireConnector } from './internal/require-connector';
import { useConnector } from './useConnector';
import { useOrderingClient } from './useOrderingClient';
import { useWalletMutation } from './useWalletMutation';

/** Pays an order created earlier whose funding the wallet refused. */
export function usePayRuneOrder() {
  const client = useOrderingClient();
  const connector = useConnector();
  return useWalletMutation(
    (variables: Omit<PayRuneOrderParameters, 'client' | 'connector' | 'signal'>, signal) =>
      payOrder({ ...variables, client, connector: requireConnector(connector), signal }),
  );
}
