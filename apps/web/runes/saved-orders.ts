import type { OrderKind, OrderState } from '@satchel/core';

/** The page's order list, kept in localStorage (per network) so it survives a reload. */
export const ORDERS_KEY = 'satchel_runeOrders';

export interface SavedOrder {
  orderId: string;
  kind: OrderKind;
  runeName: string;
  fundAddress: string;
  /** Decimal sats (JSON has no bigint); absent when the wallet placed and paid the order itself. */
  fundAmount?: string;
  /** `wallet`: the wallet's runes_mint/runes_etch; `app`: created here and paid with sendTransfer. */
  paidBy?: 'wallet' | 'app';
  state: OrderState;
  reason?: string;
  fundTxid?: string;
  createdAt: string;
}

function isSavedOrder(value: unknown): value is SavedOrder {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.orderId === 'string' &&
    (v.kind === 'mint' || v.kind === 'etch') &&
    typeof v.runeName === 'string' &&
    typeof v.fundAddress === 'string' &&
    (v.fundAmount === undefined || (typeof v.fundAmount === 'string' && /^\d+$/.test(v.fundAmount))) &&
    (v.paidBy === undefined || v.paidBy === 'wallet' || v.paidBy === 'app') &&
    typeof v.state === 'string'
  );
}

export const isSavedOrders = (value: unknown): value is SavedOrder[] =>
  Array.isArray(value) && value.every(isSavedOrder);
