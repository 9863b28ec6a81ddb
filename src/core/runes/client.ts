import { ErrorCode, SatchelError } from '../errors';
import type { BitcoinNetwork } from '../networks';
import { DEFAULT_BASES } from '../config';
import {
  checkEtchRequest,
  checkMintRequest,
  checkOrderId,
  checkRbfRequest,
  checkRefundAddress,
  checkTxid,
} from './checks';
import type {
  CreatedOrder,
  EstimateEtchRequest,
  EstimateMintRequest,
  EtchOrderRequest,
  MintOrderRequest,
  Order,
  OrderEstimate,
  OrderingClientOptions,
  OrderKind,
  RbfEstimate,
  RbfRequest,
} from './types';
import { etchBody, mintBody, parseCreatedOrder, parseEstimate, parseOrder, parseRbfEstimate } from './wire';

export interface OrderingClient {
  readonly baseUrl: string;
  /** The network every request is checked against. */
  readonly network: BitcoinNetwork;
  estimateMint(request: EstimateMintRequest): Promise<OrderEstimate>;
  estimateEtch(request: EstimateEtchRequest): Promise<OrderEstimate>;
  createMintOrder(request: MintOrderRequest): Promise<CreatedOrder>;
  createEtchOrder(request: EtchOrderRequest): Promise<CreatedOrder>;
  /** Tells the service which transaction funded the order (docs/sats-connect.md §4 `execute`). */
  executeOrder(kind: OrderKind, orderId: string, fundTransactionId: string): Promise<void>;
  getOrder(orderId: string): Promise<Order>;
  /** The extra amount to pay the funding address so the order confirms at `newFeeRate`. */
  estimateRbf(request: RbfRequest): Promise<RbfEstimate>;
}

/** The service's own words from a JSON `{error}`/`{message}` body, else the raw text. */
function reasonOf(text: string): string {
  try {
    const data = JSON.parse(text) as unknown;
    if (data && typeof data === 'object') {
      const { error, message } = data as { error?: unknown; message?: unknown };
      if (typeof error === 'string') return error;
      if (typeof message === 'string') return message;
    }
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 500);
}

/**
 * Client of the runes ordering service (SPEC R8.1; docs/sats-connect.md §4 RunesApi). Every request
 * is checked before anything is sent. Errors map as sats-connect's adapter maps them: HTTP 400
 * (and 404 for order lookups and fee bumps) → invalid request; anything else → internal error
 * with the body as details.
 */
export function createOrderingClient(options: OrderingClientOptions): OrderingClient {
  const { network } = options;
  const baseUrl = (options.baseUrl ?? DEFAULT_BASES.ordering[network]).replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const enc = encodeURIComponent;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, notFoundIsInvalid = false) {
    const url = `${baseUrl}${path}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        // Order states change with every block; a cached answer would freeze the list.
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw new SatchelError(
        ErrorCode.INTERNAL_ERROR,
        timedOut
          ? 'The ordering service did not answer in time.'
          : 'The ordering service could not be reached.',
        { details: `${method} ${url}`, cause },
      );
    }
    const text = await response.text().catch(() => '');
    if (response.status === 400 || (notFoundIsInvalid && response.status === 404)) {
      throw new SatchelError(ErrorCode.INVALID_REQUEST, 'The ordering service refused the request.', {
        details: reasonOf(text),
      });
    }
    if (!response.ok) {
      throw new SatchelError(
        ErrorCode.INTERNAL_ERROR,
        `The ordering service failed (HTTP ${response.status}).`,
        {
          details: text.slice(0, 500),
        },
      );
    }
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new SatchelError(ErrorCode.INTERNAL_ERROR, 'The ordering service sent an unreadable answer.', {
        details: text.slice(0, 500),
        cause,
      });
    }
  }

  return {
    baseUrl,
    network,

    async estimateMint(request) {
      checkMintRequest(request, network);
      return parseEstimate(await call('POST', '/runes/mint/estimate', mintBody(request)));
    },

    async estimateEtch(request) {
      checkEtchRequest(request, network);
      return parseEstimate(await call('POST', '/runes/etch/estimate', etchBody(request)));
    },

    async createMintOrder(request) {
      checkMintRequest(request, network);
      checkRefundAddress(request.refundAddress, network);
      return parseCreatedOrder(await call('POST', '/runes/mint/orders', mintBody(request)));
    },

    async createEtchOrder(request) {
      checkEtchRequest(request, network);
      checkRefundAddress(request.refundAddress, network);
      return parseCreatedOrder(await call('POST', '/runes/etch/orders', etchBody(request)));
    },

    async executeOrder(kind, orderId, fundTransactionId) {
      checkOrderId(orderId);
      const txid = checkTxid(fundTransactionId);
      await call('POST', `/runes/${kind}/orders/${enc(orderId)}/execute`, { fundTransactionId: txid });
    },

    async getOrder(orderId) {
      checkOrderId(orderId);
      return parseOrder(await call('GET', `/orders/${enc(orderId)}`, undefined, true));
    },

    async estimateRbf(request) {
      checkRbfRequest(request);
      const body = { newFeeRate: request.newFeeRate };
      return parseRbfEstimate(await call('POST', `/orders/${enc(request.orderId)}/rbf-estimate`, body, true));
    },
  };
}
