import { ErrorCode, SatchelError } from '../errors';
import type {
  CreatedOrder,
  EstimateEtchRequest,
  EstimateMintRequest,
  Order,
  OrderEstimate,
  RbfEstimate,
} from './types';
import { ORDER_STATES } from './types';

/**
 * Conversions between core's bigint sats and the service's JSON numbers (docs/sats-connect.md §3/§4).
 * Every answer is checked, so a service that sends something else fails loudly, not with NaN.
 */

function unreadable(what: string, body: unknown): SatchelError {
  return new SatchelError(ErrorCode.INTERNAL_ERROR, `The ordering service sent an unreadable ${what}.`, {
    details: JSON.stringify(body)?.slice(0, 500),
  });
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function sats(value: unknown): bigint | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
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
  const data = record(body);
  const breakdown = record(data?.costBreakdown);
  const totalCost = sats(data?.totalCost);
  const postage = sats(breakdown?.postage);
  const networkFee = sats(breakdown?.networkFee);
  const serviceFee = sats(breakdown?.serviceFee);
  const appServiceFee = sats(breakdown?.appServiceFee ?? 0);
  const totalSize = data?.totalSize;
  if (
    totalCost === undefined ||
    postage === undefined ||
    networkFee === undefined ||
    serviceFee === undefined ||
    appServiceFee === undefined ||
    typeof totalSize !== 'number'
  ) {
    throw unreadable('estimate', body);
  }
  return { totalSize, totalCost, costBreakdown: { postage, networkFee, serviceFee, appServiceFee } };
}

export function parseCreatedOrder(body: unknown): CreatedOrder {
  const data = record(body);
  const fundAmount = sats(data?.fundAmount);
  if (typeof data?.orderId !== 'string' || typeof data.fundAddress !== 'string' || fundAmount === undefined) {
    throw unreadable('order', body);
  }
  return { orderId: data.orderId, fundAddress: data.fundAddress, fundAmount };
}

export function parseOrder(body: unknown): Order {
  const data = record(body);
  const state = data?.state;
  if (
    typeof data?.id !== 'string' ||
    (data.orderType !== 'rune_mint' && data.orderType !== 'rune_etch') ||
    typeof state !== 'string' ||
    !(ORDER_STATES as readonly string[]).includes(state) ||
    typeof data.fundingAddress !== 'string'
  ) {
    throw unreadable('order', body);
  }
  return {
    id: data.id,
    orderType: data.orderType,
    state: state as Order['state'],
    fundingAddress: data.fundingAddress,
    ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
    createdAt: typeof data.createdAt === 'string' ? data.createdAt : '',
  };
}

export function parseRbfEstimate(body: unknown): RbfEstimate {
  const data = record(body);
  const rbfCost = sats(data?.rbfCost);
  if (rbfCost === undefined || typeof data?.fundingAddress !== 'string')
    throw unreadable('fee bump quote', body);
  return { rbfCost, fundingAddress: data.fundingAddress };
}
