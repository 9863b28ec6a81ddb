import type { OrderKind } from '@satchel/core/ordering';
import { json, type Reply, type Request, type Route, route } from '../http/reply';
import type { DevnetNode } from '../node';
import { decodeJsonObject } from './requests';
import { OrderingService } from './service';
import { ServiceError } from './service-error';

/** Where the service is mounted; the Dev Wallet derives it from the Esplora base. */
export const ORDINALS_PREFIX = '/ordinals/v1';

/** Order states change with every block: never let a browser reuse an answer. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The endpoints of docs/sats-connect.md §4 under `/ordinals/v1`. Errors are JSON `{error}` bodies with
 * status 400 (refused) or 404 (unknown order), which clients map to invalid request.
 */
export function orderingRoutes(node: DevnetNode, service = new OrderingService(node)): Route[] {
  const handle =
    (run: (req: Request, params: string[]) => unknown) =>
    (req: Request, params: string[]): Reply => {
      try {
        service.advance();
        return json(run(req, params), 200, NO_STORE);
      } catch (error) {
        if (error instanceof ServiceError) return json({ error: error.message }, error.status, NO_STORE);
        throw error;
      }
    };
  const body = (req: Request) => decodeJsonObject(req.body);
  const kinds: OrderKind[] = ['mint', 'etch'];
  return [
    ...kinds.flatMap((kind) => [
      route(
        'POST',
        `${ORDINALS_PREFIX}/runes/${kind}/estimate`,
        handle((req) => service.estimate(kind, body(req))),
      ),
      route(
        'POST',
        `${ORDINALS_PREFIX}/runes/${kind}/orders`,
        handle((req) => service.create(kind, body(req))),
      ),
      route(
        'POST',
        `${ORDINALS_PREFIX}/runes/${kind}/orders/:id/execute`,
        handle((req, [id]) => service.execute(kind, id ?? '', body(req))),
      ),
    ]),
    route(
      'GET',
      `${ORDINALS_PREFIX}/orders/:id`,
      handle((_req, [id]) => service.get(id ?? '')),
    ),
    route(
      'POST',
      `${ORDINALS_PREFIX}/orders/:id/rbf-estimate`,
      handle((req, [id]) => service.rbfEstimate(id ?? '', body(req))),
    ),
  ];
}
