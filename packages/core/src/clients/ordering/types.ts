import type { BitcoinNetwork } from '../../primitives/networks';
import type { Clock, RetryPolicy } from '../http/backoff';

/**
 * Ordering-service shapes (docs/sats-connect.md §3 `runes_*`, §4 RunesApi). On the wire amounts are
 * JSON numbers of satoshis; in core they are bigint sats and only the client converts.
 */
export type OrderKind = 'mint' | 'etch';
export type OrderType = 'rune_mint' | 'rune_etch';
export type OrderState = 'new' | 'pending' | 'executing' | 'complete' | 'failed' | 'refunded' | 'stale';

export const ORDER_STATES: readonly OrderState[] = [
  'new',
  'pending',
  'executing',
  'complete',
  'failed',
  'refunded',
  'stale',
];
/** States after which the service does nothing more with an order. */
export const FINAL_STATES: readonly OrderState[] = ['complete', 'failed', 'refunded', 'stale'];

interface OrderCommon {
  runeName: string;
  destinationAddress: string;
  /** sat/vB; fractions allowed. */
  feeRate: number;
  /** An app's own fee on top of the service's, paid to `appServiceFeeAddress`. */
  appServiceFee?: bigint;
  appServiceFeeAddress?: string;
}

export interface EstimateMintRequest extends OrderCommon {
  repeats: number;
}

export interface MintOrderRequest extends EstimateMintRequest {
  refundAddress: string;
}

/** All values are decimal integer strings (u128 or u64 in the runes protocol). */
export interface EtchTerms {
  amount?: string;
  cap?: string;
  heightStart?: string;
  heightEnd?: string;
  offsetStart?: string;
  offsetEnd?: string;
}

export interface EstimateEtchRequest extends OrderCommon {
  divisibility?: number;
  symbol?: string;
  premine?: string;
  isMintable: boolean;
  terms?: EtchTerms;
  inscriptionDetails?: { contentType: string; contentBase64: string };
  delegateInscriptionId?: string;
}

export interface EtchOrderRequest extends EstimateEtchRequest {
  refundAddress: string;
}

export interface CostBreakdown {
  postage: bigint;
  networkFee: bigint;
  serviceFee: bigint;
  appServiceFee: bigint;
}

export interface OrderEstimate {
  /** Virtual size in vB of what the service will broadcast. */
  totalSize: number;
  totalCost: bigint;
  costBreakdown: CostBreakdown;
}

export interface CreatedOrder {
  orderId: string;
  fundAddress: string;
  fundAmount: bigint;
}

export interface Order {
  id: string;
  orderType: OrderType;
  state: OrderState;
  fundingAddress: string;
  reason?: string;
  createdAt: string;
}

export interface RbfEstimate {
  rbfCost: bigint;
  fundingAddress: string;
}

export interface RbfRequest {
  orderId: string;
  newFeeRate: number;
}

export interface OrderingClientOptions {
  network: BitcoinNetwork;
  /** Overrides the network's default base (e.g. the devnet's `http://127.0.0.1:3002/ordinals/v1`). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Per-request limit so a silent service never hangs the UI. Default 20 s. */
  timeoutMs?: number;
  /** Time source for the 429/503 backoff; tests pass a fake one. */
  clock?: Clock;
  /** Backoff on 429/503: default 3 tries within 10 s. */
  retry?: RetryPolicy;
  /** Largest answer read; default 5 MB. */
  maxBytes?: number;
}
