import { json, type Route, route } from '../reply';
import type { EsploraContext } from './context';

/** `/mempool` (backlog with its fee histogram), `/mempool/txids` and `/mempool/recent`. */
export function mempoolRoutes(ctx: EsploraContext): Route[] {
  const chain = ctx.node.chain;
  return [
    route('GET', '/mempool', () => {
      let vsize = 0;
      let totalFee = 0n;
      const buckets = new Map<number, number>();
      for (const e of chain.mempool.values()) {
        vsize += e.tx.vsize;
        totalFee += e.fee;
        const rate = Math.floor((Number(e.fee) / e.tx.vsize) * 10) / 10;
        buckets.set(rate, (buckets.get(rate) ?? 0) + e.tx.vsize);
      }
      const histogram = [...buckets.entries()].sort((a, b) => b[0] - a[0]);
      return json({
        count: chain.mempool.size,
        vsize,
        total_fee: Number(totalFee),
        fee_histogram: histogram,
      });
    }),
    route('GET', '/mempool/txids', () => json([...chain.mempool.keys()])),
    route('GET', '/mempool/recent', () =>
      json(
        [...chain.mempool.values()]
          .slice(-10)
          .reverse()
          .map((e) => ({
            txid: e.tx.txid,
            fee: Number(e.fee),
            vsize: e.tx.vsize,
            value: Number(e.tx.outputs.reduce((s, o) => s + o.value, 0n)),
          })),
      ),
    ),
  ];
}
