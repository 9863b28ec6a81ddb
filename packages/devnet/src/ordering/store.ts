import { existsSync, readFileSync } from 'node:fs';
import type { OrderKind, OrderState } from '@satchel/core/ordering';
import { writeFileAtomic } from '../chain/persist';

/** One order as the service keeps it. Amounts are decimal strings so the file stays plain JSON. */
export interface StoredOrder {
  id: string;
  kind: OrderKind;
  state: OrderState;
  reason?: string;
  createdAt: string;
  /** The checked request body, including `refundAddress`. */
  request: Record<string, unknown>;
  fundingAddress: string;
  fundAmount: string;
  /** Network fee the quote included, and the rate it was priced at. */
  networkFee: string;
  feeRate: number;
  fundTxid?: string;
  revealTxid?: string;
  refundTxid?: string;
  /** The last fee-bump quote; applied once its payment reaches the funding address. */
  bump?: { newFeeRate: number; rbfCost: string };
}

interface OrdersFile {
  format: 1;
  orders: StoredOrder[];
}

/**
 * Orders, written next to the chain state (`<state>.orders.json`) with the same
 * crash-safe pattern as the chain: temp file, fsync, rename. In memory only without a path.
 * Runes are not kept here: what is etched, its terms and mints are read from the ord index, which
 * rebuilds them from the chain (files that still carry an older `runes` copy load without it).
 */
export class OrderStore {
  readonly orders = new Map<string, StoredOrder>();

  constructor(readonly path?: string) {
    if (path && existsSync(path)) {
      const file = JSON.parse(readFileSync(path, 'utf8')) as Partial<OrdersFile>;
      if (file.format !== 1 || !Array.isArray(file.orders))
        throw new Error(`unrecognised orders file ${path}`);
      for (const order of file.orders) this.orders.set(order.id, order);
    }
  }

  save(): void {
    if (!this.path) return;
    const file: OrdersFile = { format: 1, orders: [...this.orders.values()] };
    writeFileAtomic(this.path, JSON.stringify(file));
  }
}
