import { type PlaceRuneOrderParameters, placeOrder } from '@satchel/core/actions';
import { requireConnector } from './internal/require-connector';
import { useConnector } from './useConnector';
import { useOrderingClient } from './useOrderingClient';
import { useWalletMutation } from './useWalletMutation';

/** Places and pays a mint or etch order: the wallet's own runes method, or create → pay → execute. */
export function usePlaceRuneOrder() {
  const client = useOrderingClient();
  const connector = useConnector();
  return useWalletMutation(
    (variables: Omit<PlaceRuneOrderParameters, 'client' | 'connector' | 'signal'>, signal) =>
      placeOrder({ ...variables, client, connector: requireConnector(connector), signal }),
  );
}
