import { type ListForSaleParameters, listForSale } from '@satchel/core/actions';
import { Errors } from '@satchel/core/errors';
import { useAccounts } from './useAccounts';
import { useConnector } from './useConnector';
import { useExplorer } from './useExplorer';
import { useIndexer } from './useIndexer';
import { useWalletMutation } from './useWalletMutation';

/** The inscription and its price; the price goes to the wallet's payment address unless another is named. */
export type ListForSaleVariables = Pick<ListForSaleParameters, 'inscriptionId' | 'price'> & {
  paymentAddress?: string;
};

/**
 * "List for sale": the wallet signs the inscription's input
 * SIGHASH_SINGLE|ANYONECANPAY against the price output; the signed listing is what buyers are
 * given. Nothing is broadcast and no balance changes, so nothing is refreshed.
 */
export function useListForSale() {
  const connector = useConnector();
  const indexer = useIndexer();
  const { network } = useExplorer();
  const { payment, ordinals } = useAccounts();
  return useWalletMutation((variables: ListForSaleVariables, signal) => {
    if (!connector || !payment) throw Errors.noConnectedAddress();
    if (!indexer) throw Errors.providerNotFound('indexer');
    return listForSale({
      ...variables,
      paymentAddress: variables.paymentAddress ?? payment.address,
      connector,
      network,
      indexer,
      payment,
      ordinals,
      walletName: connector.name,
      signal,
    });
  });
}
