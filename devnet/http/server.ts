import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestLogEntry } from './control';
import type { FaultRegistry } from './faults';
import { HttpError, matchRoute, type Reply, type Request, type Route } from './reply';

/** electrs' request body limit (docs/esplora-api.md §1.3). */
const MAX_BODY = 1_000_000;

/** Network prefixes served by the same handlers, so `${host}/${network}/api` works unchanged. */
const API_PREFIX = /^\/(?:regtest\/|testnet\/|testnet4\/|signet\/)?api(?=\/|$)/;
const CONTROL_PREFIX = '/__devnet/';

export interface ServerOptions {
  esplora: Route[];
  control: Route[];
  /** Mounted before the 404 fallback, matched against the full path (no prefix stripping). */
  extra: Route[];
  faults: FaultRegistry;
  requests: RequestLogEntry[];
  strictCors: boolean;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': 'X-Total-Count, x-total-results',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new HttpError(413, 'payload too large'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: Reply, cors: boolean, method: string): void {
  let payload: string | Uint8Array;
  let type: string;
  const body = reply.body;
  if (body instanceof Uint8Array) {
    payload = body;
    type = 'application/octet-stream';
  } else if (typeof body === 'string') {
    payload = body;
    type = 'text/plain';
  } else {
    payload = JSON.stringify((body as { json: unknown }).json);
    type = 'application/json';
  }
  const headers: Record<string, string | number> = {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'public, max-age=10',
    ...(cors ? CORS_HEADERS : {}),
    ...reply.headers,
  };
  res.writeHead(reply.status, headers);
  res.end(method === 'HEAD' ? undefined : payload);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The single HTTP entry point: CORS, faults, request log, routing and error mapping. */
export function createHttpServer(opts: ServerOptions): Server {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const fullPath = url.pathname;
    const isControl = fullPath.startsWith(CONTROL_PREFIX);

    if (method === 'OPTIONS') {
      // Public explorers do not answer preflights; strict mode reproduces that so an app that
      // triggers one fails here too. The control plane always allows them (pages post JSON), and
      // so does the ordering service, which stands in for an API built for browsers' JSON calls.
      if (opts.strictCors && !isControl && !fullPath.startsWith('/ordinals/')) {
        res.writeHead(405, { 'Content-Type': 'text/plain', Allow: 'GET, POST' });
        res.end('Method Not Allowed');
        return;
      }
      res.writeHead(204, { ...CORS_HEADERS, 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }

    const log = (status: number) => {
      if (!isControl) opts.requests.push({ method, path: fullPath + url.search, status, time: Date.now() });
    };

    let cors = true;
    if (!isControl) {
      const fault = opts.faults.take(method, fullPath + url.search);
      if (fault) {
        if (fault.delayMs) await sleep(fault.delayMs);
        if (fault.dropConnection) {
          log(0);
          req.socket.destroy();
          return;
        }
        if (fault.status !== undefined) {
          log(fault.status);
          send(
            res,
            {
              status: fault.status,
              body: fault.body ?? defaultFaultBody(fault.status),
              ...(fault.headers ? { headers: fault.headers } : {}),
            },
            !fault.noCors,
            method,
          );
          return;
        }
        cors = !fault.noCors;
      }
    }

    let reply: Reply;
    try {
      const body = method === 'POST' || method === 'PUT' || method === 'DELETE' ? await readBody(req) : '';
      const prefix = API_PREFIX.exec(fullPath);
      const request: Request = {
        method,
        path: prefix ? fullPath.slice(prefix[0].length) || '/' : fullPath,
        query: url.searchParams,
        body,
        headers: req.headers,
      };
      const found =
        (prefix ? matchRoute(opts.esplora, method, request.path) : undefined) ??
        (isControl ? matchRoute(opts.control, method, fullPath) : undefined) ??
        matchRoute(opts.extra, method, fullPath);
      if (!found) {
        reply = { status: 404, body: `endpoint does not exist ${JSON.stringify(fullPath)}` };
      } else {
        reply = await found.route.handler(request, found.params);
      }
    } catch (err) {
      if (err instanceof HttpError) reply = { status: err.status, body: err.message };
      else {
        reply = { status: 500, body: err instanceof Error ? err.message : String(err) };
      }
    }
    log(reply.status);
    send(res, reply, cors, method);
  };

  return createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain', ...CORS_HEADERS });
        res.end(String(err));
      }
    });
  });
}

function defaultFaultBody(status: number): string {
  if (status === 429) {
    // What nginx serves in front of mempool.space: an HTML page, not JSON (docs/esplora-api.md §1.10).
    return '<html><head><title>429 Too Many Requests</title></head><body><center><h1>429 Too Many Requests</h1></center><hr><center>nginx</center></body></html>';
  }
  if (status === 404) return 'Not Found';
  if (status === 503) return 'Service Unavailable';
  return 'Internal Server Error';
}

export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}
