import type { BlockRecord } from '../../chain/types';
import type { Tx } from '../../tx/transaction';
import { HttpError, json, type Reply } from '../reply';
import { checkHash, type EsploraContext, TX_NOT_FOUND } from './context';
import { statusAt, txJson } from './json';

/** The Esplora object of a confirmed or mempool transaction, or undefined. */
export function txObject(ctx: EsploraContext, txid: string): Record<string, unknown> | undefined {
  const { chain, params } = ctx.node;
  const confirmed = chain.txs.get(txid);
  if (confirmed) {
    return txJson(confirmed.tx, confirmed.prevouts, confirmed.fee, statusAt(chain, confirmed.height), params);
  }
  const entry = chain.mempool.get(txid);
  if (entry) return txJson(entry.tx, entry.prevouts, entry.fee, { confirmed: false }, params);
  return undefined;
}

/** A JSON array of the transactions with these ids, skipping any that vanished. */
export function txList(ctx: EsploraContext, ids: string[]): Reply {
  return json(ids.map((id) => txObject(ctx, id)).filter((t) => t !== undefined));
}

export function mustTx(ctx: EsploraContext, txid: string): Tx {
  const chain = ctx.node.chain;
  const t = chain.txs.get(checkHash(txid))?.tx ?? chain.mempool.get(txid.toLowerCase())?.tx;
  if (!t) throw new HttpError(404, TX_NOT_FOUND);
  return t;
}

export function mustBlock(ctx: EsploraContext, hash: string): BlockRecord {
  const chain = ctx.node.chain;
  const height = chain.blockHeights.get(checkHash(hash));
  const block = height === undefined ? undefined : chain.blocks[height];
  if (!block) throw new HttpError(404, 'Block not found');
  return block;
}
