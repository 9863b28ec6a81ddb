import type { OrderingClient } from '../clients/ordering/client';
import type { CreatedOrder, OrderKind } from '../clients/ordering/types';
import { broadcastTxid } from '../wallets/kit/send-answer';
import type { Connector } from '../wallets/kit/types';
import { checkFundingAddress } from './internal/rune-funding-address';

export interface PayRuneOrderParameters {
  client: OrderingClient;
  connector: Connector;
  kind: OrderKind;
  /** The order as created (and shown): its own address and amount. */
  order: CreatedOrder;
  signal?: AbortSignal;
}

/**
 * Pays an order the way sats-connect's adapter does for wallets without `runes_mint` /
 * `runes_etch` (docs/sats-connect.md §4): `sendTransfer` of the shown amount to the order's funding
 * address, then `execute` with the txid. If the wallet refuses, nothing was executed: the order
 * stays `new` and can be paid again. A payment a co-signed account only proposed to its co-signers
 * has no txid to execute with: refused as sent to the co-signers, never as one to pay again.
 * @throws SatchelError for a funding address of another network, and the wallet's mapped errors.
 */
export async function payOrder(params: PayRuneOrderParameters): Promise<{ fundTransactionId: string }> {
  const { client, order } = params;
  checkFundingAddress(order.fundAddress, client);
  const txid = broadcastTxid(
    await params.connector.sendTransfer(
      { recipients: [{ address: order.fundAddress, amount: order.fundAmount }] },
      { signal: params.signal },
    ),
  );
  await client.executeOrder(params.kind, order.orderId, txid);
  return { fundTransactionId: txid };
}
