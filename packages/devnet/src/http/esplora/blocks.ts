import { hex } from '@scure/base';
import { bytes, HttpError, json, type Reply, type Route, route, text } from '../reply';
import type { EsploraContext } from './context';
import { blockJson } from './json';
import { mustBlock, txList } from './lookups';

/** electrs page sizes (docs/esplora-api.md §1.6). */
const BLOCK_TXS_PER_PAGE = 25;
const BLOCKS_PER_PAGE = 10;

/** The tip, block lists, `/block/:hash…` and mempool's `/v1` block aliases. */
export function blockRoutes(ctx: EsploraContext): Route[] {
  const chain = ctx.node.chain;
  const block = (hash: string) => mustBlock(ctx, hash);

  const blocksFrom = (start: number): Reply => {
    if (!Number.isInteger(start) || start < 0) throw new HttpError(400, 'Invalid height');
    const out: unknown[] = [];
    for (let h = Math.min(start, chain.height); h >= 0 && out.length < BLOCKS_PER_PAGE; h--) {
      out.push(blockJson(chain, chain.blocks[h] as NonNullable<(typeof chain.blocks)[number]>));
    }
    return json(out);
  };

  return [
    route('GET', '/blocks/tip/height', () => text(String(chain.height))),
    route('GET', '/blocks/tip/hash', () => text(chain.tip.hash)),
    route('GET', '/blocks', () => blocksFrom(chain.height)),
    route('GET', '/blocks/:height', (_req, [h = '']) => blocksFrom(Number(h))),
    route('GET', '/block-height/:height', (_req, [h = '']) => {
      const found = /^\d+$/.test(h) ? chain.blocks[Number(h)] : undefined;
      if (!found) throw new HttpError(404, 'Block not found');
      return text(found.hash);
    }),
    route('GET', '/block/:hash', (_req, [h = '']) => json(blockJson(chain, block(h)))),
    // mempool's backend serves the same block objects under /v1 (mempool.js reads these).
    route('GET', '/v1/block/:hash', (_req, [h = '']) => json(blockJson(chain, block(h)))),
    route('GET', '/v1/blocks', () => blocksFrom(chain.height)),
    route('GET', '/v1/blocks/:height', (_req, [h = '']) => blocksFrom(Number(h))),
    route('GET', '/block/:hash/status', (_req, [h = '']) => {
      const b = block(h);
      const next = chain.blocks[b.height + 1];
      return json({ in_best_chain: true, height: b.height, ...(next ? { next_best: next.hash } : {}) });
    }),
    route('GET', '/block/:hash/txids', (_req, [h = '']) => json(block(h).txids)),
    route('GET', '/block/:hash/header', (_req, [h = '']) => text(hex.encode(block(h).raw.subarray(0, 80)))),
    route('GET', '/block/:hash/raw', (_req, [h = '']) => bytes(block(h).raw)),
    route('GET', '/block/:hash/txs', (_req, [h = '']) =>
      txList(ctx, block(h).txids.slice(0, BLOCK_TXS_PER_PAGE)),
    ),
    route('GET', '/block/:hash/txs/:start', (_req, [h = '', s = '']) => {
      const b = block(h);
      const start = Number(s);
      if (!Number.isInteger(start) || start % BLOCK_TXS_PER_PAGE !== 0) {
        throw new HttpError(400, `start index must be a multipication of ${BLOCK_TXS_PER_PAGE}`);
      }
      if (start >= b.txids.length) throw new HttpError(400, 'start index out of range');
      return txList(ctx, b.txids.slice(start, start + BLOCK_TXS_PER_PAGE));
    }),
    route('GET', '/block/:hash/txid/:index', (_req, [h = '', i = '']) => {
      const id = block(h).txids[Number(i)];
      if (id === undefined) throw new HttpError(404, 'Transaction not found');
      return text(id);
    }),
  ];
}
