import type { EsploraAddress, EsploraStats } from './types';

export interface Balance {
  status: 'ok';
  /** chain_stats funded − spent */
  confirmed: bigint;
  /** mempool_stats funded − spent; negative when the mempool spends confirmed coins. */
  pending: bigint;
  total: bigint;
}

function net(stats: EsploraStats): bigint {
  // Sums are integer satoshis below 2^53; BigInt keeps every later step exact.
  return BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum);
}

/** Balance from `/address/:a`, exact in satoshis. */
export function balanceFromAddressStats(data: EsploraAddress): Balance {
  const confirmed = net(data.chain_stats);
  const pending = net(data.mempool_stats);
  return { status: 'ok', confirmed, pending, total: confirmed + pending };
}

export const ZERO_BALANCE: Balance = { status: 'ok', confirmed: 0n, pending: 0n, total: 0n };
