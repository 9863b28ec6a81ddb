import { hex } from '@scure/base';
import type { ErrorStyle } from '../admission/reject';
import { formatRpcError, RejectError } from '../admission/reject';
import type { ScriptEntry, TxoStats } from '../chain/address-index';
import { emptyStats } from '../chain/address-index';
import { merkleBranch } from '../chain/block';
import { outpointKey } from '../chain/types';
import { type FeeConfig, feeEstimates, recommendedFees } from '../fees';
import { AddressError, type DevnetNode } from '../node';
import { HASH_RE } from '../tx/bytes';
import { scriptHashHex } from '../tx/script';
import { blockJson, statusAt, txJson } from './json';
import { bytes, HttpError, json, type Reply, type Route, route, text } from './reply';

export interface EsploraContext {
  node: DevnetNode;
  errorStyle: ErrorStyle;
  fees: FeeConfig;
}

/** electrs page sizes (docs/esplora-api.md §1.6). */
const MEMPOOL_TXS_LIMIT = 50;
const CHAIN_TXS_PER_PAGE = 25;
const UTXOS_LIMIT = 500;
const BLOCK_TXS_PER_PAGE = 25;
const BLOCKS_PER_PAGE = 10;

const TX_NOT_FOUND = 'Transaction not found';

function checkHash(h: string): string {
  if (!HASH_RE.test(h)) throw new HttpError(400, 'Invalid hex string');
  return h.toLowerCase();
}

export function esploraRoutes(ctx: EsploraContext): Route[] {
  const { node } = ctx;
  const chain = node.chain;
  const net = node.params;

  const txObject = (txid: string): Record<string, unknown> | undefined => {
    const confirmed = chain.txs.get(txid);
    if (confirmed)
      return txJson(confirmed.tx, confirmed.prevouts, confirmed.fee, statusAt(chain, confirmed.height), net);
    const entry = chain.mempool.get(txid);
    if (entry) return txJson(entry.tx, entry.prevouts, entry.fee, { confirmed: false }, net);
    return undefined;
  };
  const mustTx = (txid: string) => {
    const t = chain.txs.get(checkHash(txid))?.tx ?? chain.mempool.get(txid.toLowerCase())?.tx;
    if (!t) throw new HttpError(404, TX_NOT_FOUND);
    return t;
  };
  const mustBlock = (hash: string) => {
    const height = chain.blockHeights.get(checkHash(hash));
    const block = height === undefined ? undefined : chain.blocks[height];
    if (!block) throw new HttpError(404, 'Block not found');
    return block;
  };

  /** Resolves an address to its index entry; unknown-but-valid scripts have empty history. */
  const byAddress = (address: string): ScriptEntry | undefined => {
    let script: Uint8Array;
    try {
      script = node.scriptFor(address);
    } catch (err) {
      if (err instanceof AddressError) throw new HttpError(400, err.message);
      throw err;
    }
    return chain.index.get(hex.encode(script));
  };
  const byScriptHash = (h: string): ScriptEntry | undefined => {
    const key = chain.index.scriptKeyOfHash(checkHash(h));
    return key === undefined ? undefined : chain.index.get(key);
  };

  const mempoolStats = (e: ScriptEntry | undefined): TxoStats => {
    const stats = emptyStats();
    if (!e) return stats;
    const key = hex.encode(e.script);
    for (const txid of e.mempoolTxids) {
      const m = chain.mempool.get(txid);
      if (!m) continue;
      stats.tx_count++;
      for (const p of m.prevouts) {
        if (p.scriptKey !== key) continue;
        stats.spent_txo_count++;
        stats.spent_txo_sum += Number(p.value);
      }
      for (const o of m.tx.outputs) {
        if (o.script.length !== e.script.length || hex.encode(o.script) !== key) continue;
        stats.funded_txo_count++;
        stats.funded_txo_sum += Number(o.value);
      }
    }
    return stats;
  };

  const mempoolNewestFirst = (e: ScriptEntry | undefined) =>
    e ? [...e.mempoolTxids].reverse().slice(0, MEMPOOL_TXS_LIMIT) : [];

  /** Confirmed txids newest first, starting after `lastSeen` when given (422 if unknown). */
  const chainPage = (e: ScriptEntry | undefined, lastSeen?: string, status = 422): string[] => {
    const ids = e?.chainTxids ?? [];
    let end = ids.length;
    if (lastSeen !== undefined) {
      const at = ids.lastIndexOf(lastSeen.toLowerCase());
      if (at < 0) {
        if (status === 422) throw new HttpError(422, 'after_txid not found');
        return [];
      }
      end = at;
    }
    const page: string[] = [];
    for (let i = end - 1; i >= 0 && page.length < CHAIN_TXS_PER_PAGE; i--) page.push(ids[i] as string);
    return page;
  };

  const txList = (ids: string[]) => json(ids.map(txObject).filter((t) => t !== undefined));

  const utxos = (e: ScriptEntry | undefined): Reply => {
    const out: { txid: string; vout: number; status: unknown; value: number }[] = [];
    if (e) {
      const key = hex.encode(e.script);
      for (const op of e.utxos) {
        if (chain.mempoolSpends.has(op)) continue;
        const coin = chain.utxos.get(op);
        if (!coin) continue;
        const sep = op.lastIndexOf(':');
        out.push({
          txid: op.slice(0, sep),
          vout: Number(op.slice(sep + 1)),
          status: statusAt(chain, coin.height),
          value: Number(coin.value),
        });
      }
      for (const txid of e.mempoolTxids) {
        chain.mempool.get(txid)?.tx.outputs.forEach((o, vout) => {
          if (hex.encode(o.script) !== key || chain.mempoolSpends.has(outpointKey(txid, vout))) return;
          out.push({ txid, vout, status: { confirmed: false }, value: Number(o.value) });
        });
      }
    }
    if (out.length > UTXOS_LIMIT) {
      throw new HttpError(
        400,
        `Too many unspent transaction outputs (>${UTXOS_LIMIT}). Contact support to raise limits.`,
      );
    }
    return json(out);
  };

  /** The same five endpoints for `/address/:a` and `/scripthash/:h`. */
  const historyRoutes = (
    kind: string,
    resolve: (id: string) => ScriptEntry | undefined,
    label: (id: string) => Record<string, string>,
  ) => [
    route('GET', `/${kind}/:id`, (_req, [id = '']) => {
      const e = resolve(id);
      return json({
        ...label(id),
        chain_stats: e ? { ...e.chainStats } : emptyStats(),
        mempool_stats: mempoolStats(e),
      });
    }),
    route('GET', `/${kind}/:id/txs`, (req, [id = '']) => {
      const e = resolve(id);
      const after = req.query.get('after_txid');
      if (after !== null) {
        if (e?.mempoolTxids.has(after.toLowerCase())) return txList(chainPage(e));
        return txList(chainPage(e, after));
      }
      return txList([...mempoolNewestFirst(e), ...chainPage(e)]);
    }),
    route('GET', `/${kind}/:id/txs/chain`, (_req, [id = '']) => txList(chainPage(resolve(id)))),
    route('GET', `/${kind}/:id/txs/chain/:last`, (_req, [id = '', last = '']) =>
      txList(chainPage(resolve(id), checkHash(last), 200)),
    ),
    route('GET', `/${kind}/:id/txs/mempool`, (_req, [id = '']) => txList(mempoolNewestFirst(resolve(id)))),
    route('GET', `/${kind}/:id/utxo`, (_req, [id = '']) => utxos(resolve(id))),
  ];

  const outspend = (txid: string, vout: number) => {
    const key = outpointKey(txid, vout);
    const confirmed = chain.chainSpends.get(key);
    if (confirmed) {
      const height = chain.txs.get(confirmed.txid)?.height;
      return { spent: true, txid: confirmed.txid, vin: confirmed.vin, status: statusAt(chain, height) };
    }
    const pending = chain.mempoolSpends.get(key);
    if (pending) return { spent: true, txid: pending.txid, vin: pending.vin, status: { confirmed: false } };
    return { spent: false };
  };

  const broadcast = (body: string): Reply => {
    try {
      return { ...text(node.broadcast(body).txid), headers: { 'Cache-Control': 'max-age=0' } };
    } catch (err) {
      if (err instanceof RejectError) {
        return {
          ...text(formatRpcError(ctx.errorStyle, err.code, err.message), 400),
          headers: { 'Cache-Control': 'max-age=0' },
        };
      }
      throw err;
    }
  };

  const floor = () => Number(node.policy.minRelayFeeRate) / 1000;

  return [
    ...historyRoutes('address', byAddress, (a) => ({ address: a })),
    ...historyRoutes('scripthash', byScriptHash, (h) => ({ scripthash: h.toLowerCase() })),

    route('GET', '/tx/:txid', (_req, [id = '']) => {
      const t = txObject(checkHash(id));
      if (!t) throw new HttpError(404, TX_NOT_FOUND);
      return json(t);
    }),
    route('GET', '/tx/:txid/hex', (_req, [id = '']) => text(hex.encode(mustTx(id).raw))),
    route('GET', '/tx/:txid/raw', (_req, [id = '']) => bytes(mustTx(id).raw)),
    // Both electrs forks answer unconfirmed for unknown txids here (docs/esplora-api.md §1.7).
    route('GET', '/tx/:txid/status', (_req, [id = '']) =>
      json(statusAt(chain, chain.txs.get(checkHash(id))?.height)),
    ),
    route('GET', '/tx/:txid/outspend/:n', (_req, [id = '', n = '']) => {
      const t = mustTx(id);
      const vout = Number(n);
      if (!Number.isInteger(vout) || vout < 0 || vout >= t.outputs.length)
        throw new HttpError(404, 'Output not found');
      return json(outspend(t.txid, vout));
    }),
    route('GET', '/tx/:txid/outspends', (_req, [id = '']) => {
      const t = mustTx(id);
      return json(t.outputs.map((_, vout) => outspend(t.txid, vout)));
    }),
    route('GET', '/tx/:txid/merkle-proof', (_req, [id = '']) => {
      const c = chain.txs.get(checkHash(id));
      const block = c ? chain.blocks[c.height] : undefined;
      if (!c || !block) throw new HttpError(404, TX_NOT_FOUND);
      return json({ block_height: c.height, merkle: merkleBranch(block.txids, c.pos), pos: c.pos });
    }),
    route('POST', '/tx', (req) => broadcast(req.body)),
    route('GET', '/broadcast', (req) => broadcast(req.query.get('tx') ?? '')),

    route('GET', '/blocks/tip/height', () => text(String(chain.height))),
    route('GET', '/blocks/tip/hash', () => text(chain.tip.hash)),
    route('GET', '/blocks', () => blocksFrom(chain.height)),
    route('GET', '/blocks/:height', (_req, [h = '']) => blocksFrom(Number(h))),
    route('GET', '/block-height/:height', (_req, [h = '']) => {
      const block = /^\d+$/.test(h) ? chain.blocks[Number(h)] : undefined;
      if (!block) throw new HttpError(404, 'Block not found');
      return text(block.hash);
    }),
    route('GET', '/block/:hash', (_req, [h = '']) => json(blockJson(chain, mustBlock(h)))),
    // mempool's backend serves the same block objects under /v1 (mempool.js reads these).
    route('GET', '/v1/block/:hash', (_req, [h = '']) => json(blockJson(chain, mustBlock(h)))),
    route('GET', '/v1/blocks', () => blocksFrom(chain.height)),
    route('GET', '/v1/blocks/:height', (_req, [h = '']) => blocksFrom(Number(h))),
    route('GET', '/block/:hash/status', (_req, [h = '']) => {
      const b = mustBlock(h);
      const next = chain.blocks[b.height + 1];
      return json({ in_best_chain: true, height: b.height, ...(next ? { next_best: next.hash } : {}) });
    }),
    route('GET', '/block/:hash/txids', (_req, [h = '']) => json(mustBlock(h).txids)),
    route('GET', '/block/:hash/header', (_req, [h = '']) =>
      text(hex.encode(mustBlock(h).raw.subarray(0, 80))),
    ),
    route('GET', '/block/:hash/raw', (_req, [h = '']) => bytes(mustBlock(h).raw)),
    route('GET', '/block/:hash/txs', (_req, [h = '']) =>
      txList(mustBlock(h).txids.slice(0, BLOCK_TXS_PER_PAGE)),
    ),
    route('GET', '/block/:hash/txs/:start', (_req, [h = '', s = '']) => {
      const b = mustBlock(h);
      const start = Number(s);
      if (!Number.isInteger(start) || start % BLOCK_TXS_PER_PAGE !== 0) {
        throw new HttpError(400, `start index must be a multipication of ${BLOCK_TXS_PER_PAGE}`);
      }
      if (start >= b.txids.length) throw new HttpError(400, 'start index out of range');
      return txList(b.txids.slice(start, start + BLOCK_TXS_PER_PAGE));
    }),
    route('GET', '/block/:hash/txid/:index', (_req, [h = '', i = '']) => {
      const id = mustBlock(h).txids[Number(i)];
      if (id === undefined) throw new HttpError(404, 'Transaction not found');
      return text(id);
    }),

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

    route('GET', '/fee-estimates', () => json(feeEstimates(ctx.fees, chain, floor()))),
    route('GET', '/v1/fees/recommended', () => json(recommendedFees(ctx.fees, chain, floor(), false))),
    route('GET', '/v1/fees/precise', () => json(recommendedFees(ctx.fees, chain, floor(), true))),
    // mempool.space's deprecated alias: 203 plus a warning header (docs/esplora-api.md §1.9).
    route('GET', '/v1/fee-estimates', () =>
      json(feeEstimates(ctx.fees, chain, floor()), 203, {
        'x-warning-from-mempool': 'This endpoint is deprecated and will be removed, use /api/v1/fees/precise',
      }),
    ),
    route('GET', '/v1/validate-address/:address', (_req, [a = '']) => {
      try {
        const script = node.scriptFor(a);
        return json({
          isvalid: true,
          address: a,
          scriptPubKey: hex.encode(script),
          scripthash: scriptHashHex(script),
        });
      } catch (err) {
        if (err instanceof AddressError) return json({ isvalid: false, error: err.message });
        throw err;
      }
    }),
  ];

  function blocksFrom(start: number): Reply {
    if (!Number.isInteger(start) || start < 0) throw new HttpError(400, 'Invalid height');
    const out: unknown[] = [];
    for (let h = Math.min(start, chain.height); h >= 0 && out.length < BLOCKS_PER_PAGE; h--) {
      out.push(blockJson(chain, chain.blocks[h] as NonNullable<(typeof chain.blocks)[number]>));
    }
    return json(out);
  }
}
