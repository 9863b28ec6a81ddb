import { hex } from '@scure/base';
import type { Chain } from '../chain/chain';
import { outpointKey } from '../chain/types';

/** A coin paid to an order's funding address. */
export interface FundingCoin {
  txid: string;
  vout: number;
  value: bigint;
}

/**
 * Outputs paying `script`, confirmed or in the mempool, that nothing spends yet, or that only
 * `ownSpender` spends (the service's own transaction, which a replacement may re-spend).
 */
export function fundingCoins(chain: Chain, script: Uint8Array, ownSpender?: string): FundingCoin[] {
  const scriptKey = hex.encode(script);
  const entry = chain.index.get(scriptKey);
  if (!entry) return [];
  const free = (txid: string, vout: number) => {
    const spender = chain.mempoolSpends.get(outpointKey(txid, vout));
    return !spender || spender.txid === ownSpender;
  };
  const coins: FundingCoin[] = [];
  for (const key of entry.utxos) {
    const sep = key.lastIndexOf(':');
    const txid = key.slice(0, sep);
    const vout = Number(key.slice(sep + 1));
    const coin = chain.utxos.get(key);
    if (coin && free(txid, vout)) coins.push({ txid, vout, value: coin.value });
  }
  for (const txid of entry.mempoolTxids) {
    chain.mempool.get(txid)?.tx.outputs.forEach((o, vout) => {
      if (hex.encode(o.script) === scriptKey && free(txid, vout)) coins.push({ txid, vout, value: o.value });
    });
  }
  return coins.sort((a, b) => (a.txid === b.txid ? a.vout - b.vout : a.txid < b.txid ? -1 : 1));
}

export const total = (coins: { value: bigint }[]) => coins.reduce((s, c) => s + c.value, 0n);

/** What a transaction pays to `script`, in sats. */
export function paidTo(outputs: { script: Uint8Array; value: bigint }[], script: Uint8Array): bigint {
  const key = hex.encode(script);
  return outputs.filter((o) => hex.encode(o.script) === key).reduce((s, o) => s + o.value, 0n);
}

/** Confirmation state of a transaction the service watches. */
export function txState(chain: Chain, txid: string | undefined): 'confirmed' | 'mempool' | 'missing' {
  if (!txid) return 'missing';
  if (chain.txs.has(txid)) return 'confirmed';
  return chain.mempool.has(txid) ? 'mempool' : 'missing';
}
