import { type PayRuneFeeBumpParameters, payFeeBump } from '@satchel/core/actions';
import { requireConnector } from './internal/require-connector';
import { useConnector } from './useConnector';
import { useOrderingClient } from './useOrderingClient';
import { useWalletMutation } from './useWalletMutation';

/** Pays the reviewed fee-bump quote to the order's own address. */
export function usePayRuneFeeBump() {
  const client = useOrderingClient();
  const connector = useConnector();
  return useWalletMutation(
    (variables: Omit<PayRuneFeeBumpParameters, 'client' | 'connector' | 'signal'>, signal) =>
      payFeeBump({ ...variables, client, connector: requireConnector(connector), signal }),
  );
}
