import { ErrorCode, SatchelError } from '../../primitives/errors';
import { type BitcoinNetwork, isAddressForNetwork } from '../../primitives/networks';
import { at, integer, record, ShapeError, sats, text } from '../http/schema';
import type {
  CreatedOrder,
  EstimateEtchRequest,
  EstimateMintRequest,
  Order,
  OrderEstimate,
  OrderState,
  RbfEstimate,
} from './types';
import { ORDER_STATES } from './types';

/**
 * Conversions between core's bigint sats and the service's JSON numbers (sats-connect's RunesApi
 * types). Every answer is read field by field: amounts are whole satoshis within the supply,
 * ids and addresses are text of sane length, states come from the known set, and every address
 * the app may pay is an address of the client's network. The client turns a ShapeError into
 * `The ordering service sent an unreadable <what>.`
 */

/** Order ids travel in URL paths: printable ASCII without spaces, at most 200 characters. */
const ORDER_ID = { min: 1, max: 200, pattern: /^[\x21-\x7e]+$/, describe: 'an order id' };

function orderId(value: unknown, path: string): string {
  return text(value, path, ORDER_ID);
}

/** An address the app may pay: valid, and of the client's network. */
function payableAddress(value: unknown, path: string, network: BitcoinNetwork): string {
  const address = text(value, path, { min: 14, max: 90, pattern: /^[A-Za-z0-9]+$/, describe: 'an address' });
  if (!isAddressForNetwork(address, network)) {
    throw new SatchelError(
      ErrorCode.WRONG_NETWORK,
      `The ordering service sent a funding address that is not a ${network} address.`,
      { details: address },
    );
  }
  return address;
}

function withAppFee<T extends { appServiceFee?: bigint }>(
  request: T,
): Omit<T, 'appServiceFee'> & { appServiceFee?: number } {
  const { appServiceFee, ...rest } = request;
  return appServiceFee === undefined ? rest : { ...rest, appServiceFee: Number(appServiceFee) };
}

export function mintBody(request: EstimateMintRequest & { refundAddress?: string }): Record<string, unknown> {
  return withAppFee(request);
}

export function etchBody(request: EstimateEtchRequest & { refundAddress?: string }): Record<string, unknown> {
  return withAppFee(request);
}

export function parseEstimate(body: unknown): OrderEstimate {
  const data = record(body, '');
  const breakdown = record(data.costBreakdown, 'costBreakdown');
  return {
    // A whole transaction's virtual size: at most a block's 1,000,000 vB (BIP 141 weight limit).
    totalSize: integer(data.totalSize, 'totalSize', { min: 1, max: 1_000_000 }),
    totalCost: sats(data.totalCost, 'totalCost'),
    costBreakdown: {
      postage: sats(breakdown.postage, 'costBreakdown.postage'),
      networkFee: sats(breakdown.networkFee, 'costBreakdown.networkFee'),
      serviceFee: sats(breakdown.serviceFee, 'costBreakdown.serviceFee'),
      appServiceFee: sats(breakdown.appServiceFee ?? 0, 'costBreakdown.appServiceFee'),
    },
  };
}

export function parseCreatedOrder(body: unknown, network: BitcoinNetwork): CreatedOrder {
  const data = record(body, '');
  return {
    orderId: orderId(data.orderId, 'orderId'),
    fundAddress: payableAddress(data.fundAddress, 'fundAddress', network),
    fundAmount: sats(data.fundAmount, 'fundAmount'),
  };
}

export function parseOrder(body: unknown, network: BitcoinNetwork): Order {
  const data = record(body, '');
  const orderType = data.orderType;
  if (orderType !== 'rune_mint' && orderType !== 'rune_etch') {
    throw new ShapeError('orderType', 'rune_mint or rune_etch');
  }
  const state = data.state;
  if (typeof state !== 'string' || !(ORDER_STATES as readonly string[]).includes(state)) {
    throw new ShapeError('state', `one of ${ORDER_STATES.join(', ')}`);
  }
  const reason = data.reason === undefined || data.reason === null ? undefined : text(data.reason, 'reason');
  const createdAt =
    data.createdAt === undefined || data.createdAt === null
      ? ''
      : text(data.createdAt, 'createdAt', { max: 64 });
  return {
    id: orderId(data.id, 'id'),
    orderType,
    state: state as OrderState,
    fundingAddress: payableAddress(data.fundingAddress, 'fundingAddress', network),
    ...(reason === undefined ? {} : { reason: reason.slice(0, 500) }),
    createdAt,
  };
}

export function parseRbfEstimate(body: unknown, network: BitcoinNetwork): RbfEstimate {
  const data = record(body, '');
  return {
    rbfCost: sats(data.rbfCost, 'rbfCost'),
    fundingAddress: payableAddress(data.fundingAddress, at('', 'fundingAddress'), network),
  };
}

/** `execute` answers nothing or a JSON object the app does not use. */
export function parseExecuted(body: unknown): void {
  if (body !== undefined) record(body, '');
}
