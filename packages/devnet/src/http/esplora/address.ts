import { hex } from '@scure/base';
import { emptyStats, type ScriptEntry, type TxoStats } from '../../chain/address-index';
import { outpointKey } from '../../chain/types';
import { AddressError } from '../../node';
import { scriptHashHex } from '../../tx/script';
import { HttpError, json, type Reply, type Route, route } from '../reply';
import { checkHash, type EsploraContext } from './context';
import { statusAt } from './json';
import { txList } from './lookups';

/** electrs page sizes (docs/esplora-api.md §1.6). */
const MEMPOOL_TXS_LIMIT = 50;
const CHAIN_TXS_PER_PAGE = 25;
const UTXOS_LIMIT = 500;

/** `/address/:a` and `/scripthash/:h` (stats, history pages, utxos) and `/v1/validate-address/:a`. */
export function addressRoutes(ctx: EsploraContext): Route[] {
  const { node } = ctx;
  const chain = node.chain;

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
        if (e?.mempoolTxids.has(after.toLowerCase())) return txList(ctx, chainPage(e));
        return txList(ctx, chainPage(e, after));
      }
      return txList(ctx, [...mempoolNewestFirst(e), ...chainPage(e)]);
    }),
    route('GET', `/${kind}/:id/txs/chain`, (_req, [id = '']) => txList(ctx, chainPage(resolve(id)))),
    route('GET', `/${kind}/:id/txs/chain/:last`, (_req, [id = '', last = '']) =>
      txList(ctx, chainPage(resolve(id), checkHash(last), 200)),
    ),
    route('GET', `/${kind}/:id/txs/mempool`, (_req, [id = '']) =>
      txList(ctx, mempoolNewestFirst(resolve(id))),
    ),
    route('GET', `/${kind}/:id/utxo`, (_req, [id = '']) => utxos(resolve(id))),
  ];

  return [
    ...historyRoutes('address', byAddress, (a) => ({ address: a })),
    ...historyRoutes('scripthash', byScriptHash, (h) => ({ scripthash: h.toLowerCase() })),
  ];
}

/** mempool's `/v1/validate-address/:a`: never an error status, the verdict is in the body. */
export function validateAddressRoutes(ctx: EsploraContext): Route[] {
  return [
    route('GET', '/v1/validate-address/:address', (_req, [a = '']) => {
      try {
        const script = ctx.node.scriptFor(a);
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
}
