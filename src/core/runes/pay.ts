import type { Connector } from '../connectors/types';
import type { OrderingClient } from './client';
import type { CreatedOrder, OrderKind, RbfEstimate } from './types';

/**
 * Paying an order the way sats-connect's adapter does for wallets without `runes_mint` /
 * `runes_etch` (sats-connect.md §4): `sendTransfer` of the quoted amount to the funding address,
 * then `execute` with the txid. Works with every connector. If the wallet refuses, nothing was
 * executed: the order stays `new` and can be paid again.
 */
export async function payOrder(
  client: OrderingClient,
  connector: Connector,
  kind: OrderKind,
  order: CreatedOrder,
): Promise<{ fundTransactionId: string }> {
  const { txid } = await connector.sendTransfer({
    recipients: [{ address: order.fundAddress, amount: order.fundAmount }],
  });
  await client.executeOrder(kind, order.orderId, txid);
  return { fundTransactionId: txid };
}

/**
 * A fee bump (sats-connect.md §4 `runes_rbfOrder`): quote, then pay the difference to the
 * funding address. No further call: the service sees the payment on chain.
 */
export async function payFeeBump(
  client: OrderingClient,
  connector: Connector,
  orderId: string,
  newFeeRate: number,
): Promise<RbfEstimate & { fundRBFTransactionId: string }> {
  const quote = await client.estimateRbf({ orderId, newFeeRate });
  const { txid } = await connector.sendTransfer({
    recipients: [{ address: quote.fundingAddress, amount: quote.rbfCost }],
  });
  return { ...quote, fundRBFTransactionId: txid };
}
