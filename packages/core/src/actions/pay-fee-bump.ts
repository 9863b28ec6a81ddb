import type { OrderingClient } from '../clients/ordering/client';
import type { RbfEstimate } from '../clients/ordering/types';
import { ErrorCode, SatchelError } from '../primitives/errors';
import { broadcastTxid } from '../wallets/kit/send-answer';
import type { Connector } from '../wallets/kit/types';
import { checkFundingAddress } from './internal/rune-funding-address';

export interface PayRuneFeeBumpParameters {
  client: OrderingClient;
  connector: Connector;
  order: { orderId: string; fundAddress: string };
  /** The quote the person reviewed: exactly this is paid, no fresh quote is taken. */
  quote: RbfEstimate;
  signal?: AbortSignal;
}

/**
 * Pays the reviewed fee-bump quote to the order's own funding address. No further call:
 * the service sees the payment on chain.
 * @throws SatchelError for an address of another network or a quote for another address.
 */
export async function payFeeBump(
  params: PayRuneFeeBumpParameters,
): Promise<{ fundRBFTransactionId: string }> {
  const { order, quote } = params;
  checkFundingAddress(order.fundAddress, params.client);
  if (quote.fundingAddress !== order.fundAddress) {
    throw new SatchelError(
      ErrorCode.INVALID_ADDRESS,
      "The fee bump quote is for another address than the order's own.",
      {
        details: quote.fundingAddress,
      },
    );
  }
  const txid = broadcastTxid(
    await params.connector.sendTransfer(
      { recipients: [{ address: order.fundAddress, amount: quote.rbfCost }] },
      { signal: params.signal },
    ),
  );
  return { fundRBFTransactionId: txid };
}
