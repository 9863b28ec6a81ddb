import { RejectError } from '../admission/reject';
import { FaucetError } from '../chain/faucet';
import { type FeeConfig, type FeesMode, monotone, type RecommendedFees } from '../fees';
import { AddressError, type DevnetNode } from '../node';
import type { FaultRegistry, FaultSpec } from './faults';
import { HttpError, json, type Route, route } from './reply';

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  time: number;
}

export interface ControlContext {
  node: DevnetNode;
  faults: FaultRegistry;
  fees: FeeConfig;
  requests: RequestLogEntry[];
}

function parseBody(body: string): Record<string, unknown> {
  if (body.trim() === '') return {};
  try {
    const v = JSON.parse(body) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new HttpError(400, 'body must be a JSON object');
}

function toError(err: unknown): never {
  if (err instanceof AddressError || err instanceof FaucetError) throw new HttpError(400, err.message);
  if (err instanceof RejectError) throw new HttpError(400, `${err.code}: ${err.message}`);
  throw err;
}

/** Test hooks under `/__devnet/`: a path no Esplora or mempool route uses. */
export function controlRoutes(ctx: ControlContext): Route[] {
  const { node } = ctx;
  return [
    route('POST', '/__devnet/mine', (req) => {
      const b = parseBody(req.body);
      const blocks = b.blocks === undefined ? 1 : Number(b.blocks);
      if (!Number.isInteger(blocks) || blocks < 1 || blocks > 10_000)
        throw new HttpError(400, 'blocks must be 1..10000');
      try {
        return json({ hashes: node.mine(blocks, typeof b.address === 'string' ? b.address : undefined) });
      } catch (err) {
        toError(err);
      }
    }),
    route('POST', '/__devnet/faucet', (req) => {
      const b = parseBody(req.body);
      if (typeof b.address !== 'string') throw new HttpError(400, 'address is required');
      const sats = typeof b.sats === 'number' || typeof b.sats === 'string' ? BigInt(b.sats) : 100_000n;
      if (sats <= 0n) throw new HttpError(400, 'sats must be positive');
      try {
        return json(node.faucet(b.address, sats, b.confirm === true));
      } catch (err) {
        toError(err);
      }
    }),
    route('GET', '/__devnet/faults', () => json(ctx.faults.list())),
    route('POST', '/__devnet/faults', (req) => {
      const spec = parseBody(req.body) as FaultSpec & { times?: number };
      if (spec.count === undefined && spec.times !== undefined) spec.count = spec.times;
      delete spec.times;
      try {
        return json(ctx.faults.add(spec));
      } catch {
        throw new HttpError(400, 'invalid fault');
      }
    }),
    route('DELETE', '/__devnet/faults', () => {
      ctx.faults.clear();
      return json({ cleared: true });
    }),
    route('GET', '/__devnet/fees', () => json(ctx.fees)),
    route('POST', '/__devnet/fees', (req) => {
      const b = parseBody(req.body);
      const mode = (b.mode ?? 'static') as FeesMode;
      if (!['static', 'empty', 'mempool'].includes(mode))
        throw new HttpError(400, 'mode must be static|empty|mempool');
      ctx.fees.mode = mode;
      if (b.recommended && typeof b.recommended === 'object') {
        ctx.fees.recommended = monotone({
          ...ctx.fees.recommended,
          ...(b.recommended as Partial<RecommendedFees>),
        });
      }
      if (b.table && typeof b.table === 'object') ctx.fees.table = b.table as Record<string, number>;
      else if (b.recommended) delete ctx.fees.table;
      return json(ctx.fees);
    }),
    route('POST', '/__devnet/reset', () => {
      node.reset();
      return json({ height: node.chain.height, hash: node.chain.tip.hash });
    }),
    route('GET', '/__devnet/requests', () => json(ctx.requests)),
    route('DELETE', '/__devnet/requests', () => {
      ctx.requests.length = 0;
      return json({ cleared: true });
    }),
    route('GET', '/__devnet/state', () =>
      json({
        network: node.network,
        height: node.chain.height,
        tip: node.chain.tip.hash,
        mempool: node.chain.mempool.size,
        faucetAddress: node.faucetAddress,
      }),
    ),
  ];
}
