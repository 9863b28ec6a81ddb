import type { Connector } from '../connectors/types';
import { ErrorCode, isSatchelError, SatchelError } from '../errors';
import { assertAddressForNetwork } from '../networks';
import { checkEtchRequest, checkMintRequest, checkRefundAddress } from '../runes/checks';
import type { OrderingClient } from '../runes/client';
import type {
  CreatedOrder,
  EtchOrderRequest,
  MintOrderRequest,
  OrderKind,
  RbfEstimate,
} from '../runes/types';
import { formatSats } from '../units';

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

/**
 * SPEC R16.2: the service names where the money goes; it must be an address of the app's network,
 * whatever the service says (a mainnet address while the app is on regtest is refused).
 */
function checkFundingAddress(address: string, client: OrderingClient): void {
  try {
    assertAddressForNetwork(address, client.network);
  } catch (cause) {
    throw new SatchelError(
      ErrorCode.INVALID_ADDRESS,
      'The ordering service asked to be paid at an address that is not on this network.',
      { details: address, cause },
    );
  }
}

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
 * stays `new` and can be paid again.
 * @throws SatchelError for a funding address of another network, and the wallet's mapped errors.
 */
export async function payOrder(params: PayRuneOrderParameters): Promise<{ fundTransactionId: string }> {
  const { client, order } = params;
  checkFundingAddress(order.fundAddress, client);
  const { txid } = await params.connector.sendTransfer(
    { recipients: [{ address: order.fundAddress, amount: order.fundAmount }] },
    { signal: params.signal },
  );
  await client.executeOrder(params.kind, order.orderId, txid);
  return { fundTransactionId: txid };
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
 * Places and pays a mint or etch order (SPEC R8): through the wallet's `runes_mint` /
 * `runes_etch` when it offers them (the wallet shows the amount itself), otherwise created here and
 * paid with `sendTransfer` after the R16.2 checks. On the wallet path a refusal leaves nothing paid
 * and nothing for the app to keep.
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

export interface PayRuneFeeBumpParameters {
  client: OrderingClient;
  connector: Connector;
  order: { orderId: string; fundAddress: string };
  /** The quote the person reviewed: exactly this is paid, no fresh quote is taken. */
  quote: RbfEstimate;
  signal?: AbortSignal;
}

/**
 * SPEC R16.2: pays the reviewed fee-bump quote to the order's own funding address. No further call:
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
  const { txid } = await params.connector.sendTransfer(
    { recipients: [{ address: order.fundAddress, amount: quote.rbfCost }] },
    { signal: params.signal },
  );
  return { fundRBFTransactionId: txid };
}
