import { checkEtchRequest, checkMintRequest, checkRefundAddress } from '../clients/ordering/checks';
import type { OrderingClient } from '../clients/ordering/client';
import type { CreatedOrder, EtchOrderRequest, MintOrderRequest } from '../clients/ordering/types';
import { ErrorCode, isSatchelError, SatchelError } from '../primitives/errors';
import { formatSats } from '../primitives/units';
import type { Connector } from '../wallets/kit/types';
import { checkFundingAddress } from './internal/rune-funding-address';
import { payOrder } from './pay-order';

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

/** Raised when the service asks for another amount than the estimate the person reviewed. */
export const REVIEW_AGAIN = ErrorCode.INVALID_REQUEST;

function notOffered(error: unknown): boolean {
  return isSatchelError(error) && error.code === ErrorCode.METHOD_NOT_SUPPORTED;
}

export interface PlaceRuneOrderParameters {
  client: OrderingClient;
  connector: Connector;
  order: NewOrder;
  /**
   * The total the person reviewed (the estimate's `totalCost`). When the service then asks for
   * another amount, nothing is paid: the order is kept (`onCreated`) for the person to review again.
   */
  reviewedCost?: bigint;
  /** Runs once the order exists and before it is paid, so an unpaid order can be kept. */
  onCreated?: (created: CreatedOrder) => void;
  signal?: AbortSignal;
}

/**
 * Places and pays a mint or etch order: through the wallet's `runes_mint` /
 * `runes_etch` when it offers them (the wallet shows the amount itself), otherwise created here and
 * paid with `sendTransfer` after the money checks (the funding address is of the app's network, the
 * amount is the reviewed one). On the wallet path a refusal leaves nothing paid and nothing for the
 * app to keep.
 * @throws SatchelError for invalid requests (before any call), a funding address of another network,
 * an amount other than the reviewed one (`REVIEW_AGAIN`), and the wallet's mapped errors.
 */
export async function placeOrder(params: PlaceRuneOrderParameters): Promise<PlacedOrder> {
  const { client, connector, order } = params;
  const { network } = client;
  if (order.kind === 'mint') checkMintRequest(order.request, network);
  else checkEtchRequest(order.request, network);
  checkRefundAddress(order.request.refundAddress, network);
  if (connector.runes) {
    try {
      const placed =
        order.kind === 'mint'
          ? await connector.runes.mint(order.request, { network, signal: params.signal })
          : await connector.runes.etch(order.request, { network, signal: params.signal });
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
  checkFundingAddress(created.fundAddress, client);
  params.onCreated?.(created);
  if (params.reviewedCost !== undefined && created.fundAmount !== params.reviewedCost) {
    throw new SatchelError(
      REVIEW_AGAIN,
      `The ordering service now asks for ${formatSats(created.fundAmount)} instead of the ${formatSats(params.reviewedCost)} you reviewed. Nothing was paid: review the order and pay it from the list.`,
      { details: created.orderId },
    );
  }
  const { fundTransactionId } = await payOrder({ ...params, kind: order.kind, order: created });
  return {
    orderId: created.orderId,
    fundAddress: created.fundAddress,
    fundAmount: created.fundAmount,
    fundTransactionId,
    paidBy: 'app',
  };
}
