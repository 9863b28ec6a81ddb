import { DEFAULT_BASES } from '../../config';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { type CallOptions, createRequester } from '../http/requester';
import { decodeAnswer, readAnswer } from '../http/schema';
import type { ServiceInfo } from '../http/service';
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
import {
  etchBody,
  mintBody,
  parseCreatedOrder,
  parseEstimate,
  parseExecuted,
  parseOrder,
  parseRbfEstimate,
} from './wire';

export interface OrderingClient {
  readonly baseUrl: string;
  /** The network every request is checked against. */
  readonly network: BitcoinNetwork;
  estimateMint(request: EstimateMintRequest, call?: CallOptions): Promise<OrderEstimate>;
  estimateEtch(request: EstimateEtchRequest, call?: CallOptions): Promise<OrderEstimate>;
  createMintOrder(request: MintOrderRequest, call?: CallOptions): Promise<CreatedOrder>;
  createEtchOrder(request: EtchOrderRequest, call?: CallOptions): Promise<CreatedOrder>;
  /** Tells the service which transaction funded the order (docs/sats-connect.md §4 `execute`). */
  executeOrder(
    kind: OrderKind,
    orderId: string,
    fundTransactionId: string,
    call?: CallOptions,
  ): Promise<void>;
  getOrder(orderId: string, call?: CallOptions): Promise<Order>;
  /** The extra amount to pay the funding address so the order confirms at `newFeeRate`. */
  estimateRbf(request: RbfRequest, call?: CallOptions): Promise<RbfEstimate>;
}

/** The service's own words from a JSON `{error}`/`{message}` body, else the raw text. */
function reasonOf(text: string): string {
  try {
    const data = JSON.parse(text) as unknown;
    if (data && typeof data === 'object') {
      const { error, message } = data as { error?: unknown; message?: unknown };
      if (typeof error === 'string') return error.slice(0, 500);
      if (typeof message === 'string') return message.slice(0, 500);
    }
  } catch {
    // not JSON: the text itself
  }
  return text.slice(0, 500);
}

const SERVICE: ServiceInfo = { name: 'The ordering service', code: ErrorCode.INTERNAL_ERROR };

/**
 * Client of the runes ordering service (sats-connect's RunesApi). Every request is
 * checked before anything is sent, and every answer is size-capped and shape-checked (`./wire`);
 * 429/503 are retried with bounded backoff. Errors map as sats-connect's adapter maps them: HTTP
 * 400 (and 404 for order lookups and fee bumps) → invalid request; anything else → internal
 * error with the body as details.
 */
export function createOrderingClient(options: OrderingClientOptions): OrderingClient {
  const { network } = options;
  const http = createRequester({
    service: SERVICE,
    baseUrl: options.baseUrl ?? DEFAULT_BASES.ordering[network],
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 20_000,
    clock: options.clock,
    retry: options.retry,
    maxBytes: options.maxBytes,
    // Order states change with every block; a cached answer would freeze the list.
    cache: 'no-store',
  });
  const baseUrl = http.baseUrl;
  const enc = encodeURIComponent;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    what: string,
    read: (data: unknown) => T,
    options: { body?: unknown; notFoundIsInvalid?: boolean; signal?: AbortSignal | undefined } = {},
  ): Promise<T> {
    const { body, notFoundIsInvalid = false, signal } = options;
    const answer = await http.request(
      path,
      {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
      },
      { ...(signal ? { signal } : {}) },
    );
    if (answer.status === 400 || (notFoundIsInvalid && answer.status === 404)) {
      throw new SatchelError(ErrorCode.INVALID_REQUEST, 'The ordering service refused the request.', {
        details: reasonOf(answer.text),
      });
    }
    if (!answer.ok) {
      throw new SatchelError(
        ErrorCode.INTERNAL_ERROR,
        `The ordering service failed (HTTP ${answer.status}).`,
        {
          details: answer.text.slice(0, 500),
        },
      );
    }
    if (answer.text.trim() === '') return readAnswer(SERVICE, what, undefined, read);
    return decodeAnswer(SERVICE, what, answer.text, read);
  }

  return {
    baseUrl,
    network,

    async estimateMint(request, opts) {
      checkMintRequest(request, network);
      return call('POST', '/runes/mint/estimate', 'estimate', parseEstimate, {
        body: mintBody(request),
        signal: opts?.signal,
      });
    },

    async estimateEtch(request, opts) {
      checkEtchRequest(request, network);
      return call('POST', '/runes/etch/estimate', 'estimate', parseEstimate, {
        body: etchBody(request),
        signal: opts?.signal,
      });
    },

    async createMintOrder(request, opts) {
      checkMintRequest(request, network);
      checkRefundAddress(request.refundAddress, network);
      return call('POST', '/runes/mint/orders', 'order', (d) => parseCreatedOrder(d, network), {
        body: mintBody(request),
        signal: opts?.signal,
      });
    },

    async createEtchOrder(request, opts) {
      checkEtchRequest(request, network);
      checkRefundAddress(request.refundAddress, network);
      return call('POST', '/runes/etch/orders', 'order', (d) => parseCreatedOrder(d, network), {
        body: etchBody(request),
        signal: opts?.signal,
      });
    },

    async executeOrder(kind, orderId, fundTransactionId, opts) {
      checkOrderId(orderId);
      const txid = checkTxid(fundTransactionId);
      await call('POST', `/runes/${kind}/orders/${enc(orderId)}/execute`, 'answer', parseExecuted, {
        body: { fundTransactionId: txid },
        signal: opts?.signal,
      });
    },

    async getOrder(orderId, opts) {
      checkOrderId(orderId);
      return call('GET', `/orders/${enc(orderId)}`, 'order', (d) => parseOrder(d, network), {
        notFoundIsInvalid: true,
        signal: opts?.signal,
      });
    },

    async estimateRbf(request, opts) {
      checkRbfRequest(request);
      return call(
        'POST',
        `/orders/${enc(request.orderId)}/rbf-estimate`,
        'fee bump quote',
        (d) => parseRbfEstimate(d, network),
        { body: { newFeeRate: request.newFeeRate }, notFoundIsInvalid: true, signal: opts?.signal },
      );
    },
  };
}
