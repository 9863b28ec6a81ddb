import type { Connector } from '../connectors/types';
import { ErrorCode, isSatchelError } from '../errors';
import { checkEtchRequest, checkMintRequest, checkRefundAddress } from '../runes/checks';
import type { OrderingClient } from '../runes/client';
import type {
  CreatedOrder,
  EtchOrderRequest,
  MintOrderRequest,
  OrderKind,
  RbfEstimate,
} from '../runes/types';

/**
 * Paying an order the way sats-connect's adapter does for wallets without `runes_mint` /
 * `runes_etch` (docs/sats-connect.md §4): `sendTransfer` of the quoted amount to the funding address,
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

export type NewOrder =
  | { kind: 'mint'; request: MintOrderRequest }
  | { kind: 'etch'; request: EtchOrderRequest };

/** A placed and funded order. `fundAmount` is known only when the app paid it itself. */
export interface PlacedOrder {
  orderId: string;
  fundAddress: string;
  fundAmount?: bigint;
  fundTransactionId: string;
  /** `wallet`: the wallet's own runes_mint/runes_etch; `app`: create → sendTransfer → execute. */
  paidBy: 'wallet' | 'app';
}

function notOffered(error: unknown): boolean {
  return isSatchelError(error) && error.code === ErrorCode.METHOD_NOT_SUPPORTED;
}

/**
 * Places and pays a mint or etch order (SPEC R8): through the wallet's `runes_mint` /
 * `runes_etch` when it offers them, otherwise created here and paid with `sendTransfer`.
 * `onCreated` runs only on the second path, once the order exists and before it is paid, so an
 * order the wallet then refuses to fund can be kept and paid later. On the wallet path a refusal
 * leaves nothing paid and nothing for the app to keep.
 */
export async function placeOrder(
  client: OrderingClient,
  connector: Connector,
  order: NewOrder,
  hooks: { onCreated?: (created: CreatedOrder) => void } = {},
): Promise<PlacedOrder> {
  const { network } = client;
  if (order.kind === 'mint') checkMintRequest(order.request, network);
  else checkEtchRequest(order.request, network);
  checkRefundAddress(order.request.refundAddress, network);

  if (connector.runes) {
    try {
      const placed =
        order.kind === 'mint'
          ? await connector.runes.mint(order.request, { network })
          : await connector.runes.etch(order.request, { network });
      return {
        orderId: placed.orderId,
        fundAddress: placed.fundingAddress,
        fundTransactionId: placed.fundTransactionId,
        paidBy: 'wallet',
      };
    } catch (error) {
      if (!notOffered(error)) throw error;
    }
  }

  const created =
    order.kind === 'mint'
      ? await client.createMintOrder(order.request)
      : await client.createEtchOrder(order.request);
  hooks.onCreated?.(created);
  const { fundTransactionId } = await payOrder(client, connector, order.kind, created);
  return {
    orderId: created.orderId,
    fundAddress: created.fundAddress,
    fundAmount: created.fundAmount,
    fundTransactionId,
    paidBy: 'app',
  };
}

/**
 * A fee bump (docs/sats-connect.md §4 `runes_rbfOrder`): quote, then pay the difference to the
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
