import { RejectError } from '../admission/reject';
import { FaucetError } from '../chain/faucet';
import type { FeeConfig } from '../fees';
import { AddressError, type DevnetNode } from '../node';
import { decodeFaucetBody, decodeFeesBody, decodeMineBody } from './control-bodies';
import { type FaultRegistry, FaultSpecError, parseFaultSpec } from './faults';
import { parseJsonObject } from './json-body';
import { HttpError, json, type Route, route } from './reply';
import type { RequestLog } from './request-log';

export type { RequestLogEntry } from './request-log';

interface ControlContext {
  node: DevnetNode;
  faults: FaultRegistry;
  fees: FeeConfig;
  requests: RequestLog;
}

function toError(err: unknown): never {
  if (err instanceof AddressError || err instanceof FaucetError) throw new HttpError(400, err.message);
  if (err instanceof RejectError) throw new HttpError(400, `${err.code}: ${err.message}`);
  throw err;
}

/**
 * Test hooks under `/__devnet/`: a path no Esplora or mempool route uses. The server lets a call
 * through only with the control header and a local Host (control-guard.ts); every body is
 * checked field by field and refused with a 400 that says which field is wrong.
 */
export function controlRoutes(ctx: ControlContext): Route[] {
  const { node } = ctx;
  return [
    route('POST', '/__devnet/mine', (req) => {
      const { blocks, address } = decodeMineBody(parseJsonObject(req.body));
      try {
        return json({ hashes: node.mine(blocks, address) });
      } catch (err) {
        toError(err);
      }
    }),
    route('POST', '/__devnet/faucet', (req) => {
      const { address, sats, confirm } = decodeFaucetBody(parseJsonObject(req.body));
      try {
        return json(node.faucet(address, sats, confirm));
      } catch (err) {
        toError(err);
      }
    }),
    route('GET', '/__devnet/faults', () => json(ctx.faults.list())),
    route('POST', '/__devnet/faults', (req) => {
      try {
        return json(ctx.faults.add(parseFaultSpec(parseJsonObject(req.body))));
      } catch (err) {
        if (err instanceof FaultSpecError) throw new HttpError(400, err.message);
        throw err;
      }
    }),
    route('DELETE', '/__devnet/faults', () => {
      ctx.faults.clear();
      return json({ cleared: true });
    }),
    route('GET', '/__devnet/fees', () => json(ctx.fees)),
    route('POST', '/__devnet/fees', (req) => {
      const update = decodeFeesBody(parseJsonObject(req.body), ctx.fees.recommended);
      ctx.fees.mode = update.mode;
      ctx.fees.recommended = update.recommended;
      if (update.table) ctx.fees.table = update.table;
      else if (update.clearTable) delete ctx.fees.table;
      return json(ctx.fees);
    }),
    route('POST', '/__devnet/reset', () => {
      node.reset();
      return json({ height: node.chain.height, hash: node.chain.tip.hash });
    }),
    route('GET', '/__devnet/requests', () => json(ctx.requests.entries())),
    route('DELETE', '/__devnet/requests', () => {
      ctx.requests.clear();
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
