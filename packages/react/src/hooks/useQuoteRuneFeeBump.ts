import { type QuoteRuneFeeBumpParameters, quoteFeeBump } from '@satchel/core/actions';
import { useOrderingClient } from './useOrderingClient';
import { useWalletMutation } from './useWalletMutation';

/** The service's quote for bumping an order's funding fee, checked to name the order's own address. */
export function useQuoteRuneFeeBump() {
  const client = useOrderingClient();
  return useWalletMutation((variables: Omit<QuoteRuneFeeBumpParameters, 'client'>) =>
    quoteFeeBump({ ...variables, client }),
  );
}
