import type { OrderingClient } from '../clients/ordering/client';
import type { RbfEstimate } from '../clients/ordering/types';
import { ErrorCode, SatchelError } from '../primitives/errors';

export interface QuoteRuneFeeBumpParameters {
  client: OrderingClient;
  /** The order as the app knows it: its id and the address it was funded at. */
  order: { orderId: string; fundAddress: string };
  feeRate: number;
}

/**
 * The service's price for bumping an order's fee (docs/sats-connect.md §4 `runes_rbfOrder`). The
 * quote must name the order's own funding address: the bump goes nowhere else.
 * @throws SatchelError when the quote names another address, and the client's errors.
 */
export async function quoteFeeBump(params: QuoteRuneFeeBumpParameters): Promise<RbfEstimate> {
  const quote = await params.client.estimateRbf({
    orderId: params.order.orderId,
    newFeeRate: params.feeRate,
  });
  if (quote.fundingAddress !== params.order.fundAddress) {
    throw new SatchelError(
      ErrorCode.INVALID_ADDRESS,
      "The ordering service quoted a fee bump to another address than the order's own.",
      { details: `${quote.fundingAddress} ≠ ${params.order.fundAddress}` },
    );
  }
  return quote;
}
