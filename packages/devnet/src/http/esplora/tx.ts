import { hex } from '@scure/base';
import { formatRpcError, RejectError } from '../../admission/reject';
import { merkleBranch } from '../../chain/block';
import { outpointKey } from '../../chain/types';
import { bytes, HttpError, json, type Reply, type Route, route, text } from '../reply';
import { checkHash, type EsploraContext, TX_NOT_FOUND } from './context';
import { statusAt } from './json';
import { mustTx, txObject } from './lookups';

/** `/tx/:txid…` reads, outspends, merkle proofs and the two broadcast endpoints. */
export function txRoutes(ctx: EsploraContext): Route[] {
  const { node } = ctx;
  const chain = node.chain;

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

  return [
    route('GET', '/tx/:txid', (_req, [id = '']) => {
      const t = txObject(ctx, checkHash(id));
      if (!t) throw new HttpError(404, TX_NOT_FOUND);
      return json(t);
    }),
    route('GET', '/tx/:txid/hex', (_req, [id = '']) => text(hex.encode(mustTx(ctx, id).raw))),
    route('GET', '/tx/:txid/raw', (_req, [id = '']) => bytes(mustTx(ctx, id).raw)),
    // Both electrs forks answer unconfirmed for unknown txids here (docs/esplora-api.md §1.7).
    route('GET', '/tx/:txid/status', (_req, [id = '']) =>
      json(statusAt(chain, chain.txs.get(checkHash(id))?.height)),
    ),
    route('GET', '/tx/:txid/outspend/:n', (_req, [id = '', n = '']) => {
      const t = mustTx(ctx, id);
      const vout = Number(n);
      if (!Number.isInteger(vout) || vout < 0 || vout >= t.outputs.length)
        throw new HttpError(404, 'Output not found');
      return json(outspend(t.txid, vout));
    }),
    route('GET', '/tx/:txid/outspends', (_req, [id = '']) => {
      const t = mustTx(ctx, id);
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
  ];
}
