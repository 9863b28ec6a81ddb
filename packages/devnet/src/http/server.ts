import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeUtf8Strict, MAX_BODY, readBody, SMALL_BODY } from './body';
import { checkControlCall, checkControlPreflight, controlCors } from './control-guard';
import { PUBLIC_CORS } from './cors';
import type { FaultRegistry } from './faults';
import { HttpError, matchRoute, type Reply, type Request, type Route } from './reply';
import type { RequestLog } from './request-log';

/** Network prefixes served by the same handlers, so `${host}/${network}/api` works unchanged. */
const API_PREFIX = /^\/(?:regtest\/|testnet\/|testnet4\/|signet\/)?api(?=\/|$)/;
const CONTROL_PREFIX = '/__devnet/';
/** The sign-in endpoints, built for browsers: CORS like the Esplora API, small strict bodies. */
const SIWB_PREFIX = '/siwb/';

interface ServerOptions {
  esplora: Route[];
  control: Route[];
  /** Mounted before the 404 fallback, matched against the full path (no prefix stripping). */
  extra: Route[];
  faults: FaultRegistry;
  requests: RequestLog;
  strictCors: boolean;
  /** Origins whose pages may call the control plane (exact `scheme://host:port`). */
  appOrigins: readonly string[];
}

function send(res: ServerResponse, reply: Reply, cors: Record<string, string>, method: string): void {
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
    ...cors,
    ...reply.headers,
  };
  res.writeHead(reply.status, headers);
  res.end(method === 'HEAD' ? undefined : payload);
}

/**
 * The URL of a request line. A path (`/api/...`) is appended to the base, never resolved against
 * it: resolved, `//` would be a host-relative URL that does not parse and `//x/api` would read `x` as a
 * host. Absolute targets (`http://host/path`) are taken as they are; anything else is undefined.
 */
function requestTarget(target: string | undefined): URL | undefined {
  const text = target ?? '/';
  try {
    return text.startsWith('/') ? new URL(`http://127.0.0.1${text}`) : new URL(text);
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The single HTTP entry point: CORS, the control guard, faults, request log, routing and errors. */
export function createHttpServer(opts: ServerOptions): Server {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = requestTarget(req.url);
    if (!url) {
      req.resume();
      send(
        res,
        { status: 400, body: `Malformed request target ${JSON.stringify(req.url)}` },
        PUBLIC_CORS,
        method,
      );
      return;
    }
    const fullPath = url.pathname;
    const isControl = fullPath.startsWith(CONTROL_PREFIX);
    const isSiwb = fullPath.startsWith(SIWB_PREFIX);

    if (method === 'OPTIONS') {
      if (isControl) {
        const verdict = checkControlPreflight(req.headers, opts.appOrigins);
        if (!verdict.allowed) {
          send(
            res,
            { status: 403, body: `preflight refused: ${verdict.reason}` },
            { Vary: 'Origin' },
            method,
          );
          return;
        }
        res.writeHead(204, { ...controlCors(req.headers, opts.appOrigins), 'Access-Control-Max-Age': '600' });
        res.end();
        return;
      }
      // Public explorers do not answer preflights; strict mode reproduces that so an app that
      // triggers one fails here too. The ordering service still allows them: it stands in for an
      // API built for browsers' JSON calls, and so does ord's server (its CORS layer allows POST
      // with Content-Type), which `/ord` stands in for.
      if (opts.strictCors && !fullPath.startsWith('/ordinals/') && !fullPath.startsWith('/ord/')) {
        res.writeHead(405, { 'Content-Type': 'text/plain', Allow: 'GET, POST' });
        res.end('Method Not Allowed');
        return;
      }
      res.writeHead(204, { ...PUBLIC_CORS, 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }

    if (isControl) {
      const verdict = checkControlCall(req.headers, opts.appOrigins);
      if (!verdict.allowed) {
        // Unread, the body would be taken for the next request on this connection.
        req.resume();
        send(
          res,
          { status: 403, body: verdict.reason ?? 'forbidden', headers: { 'Cache-Control': 'no-store' } },
          controlCors(req.headers, opts.appOrigins),
          method,
        );
        return;
      }
    }

    const log = (status: number) => {
      if (!isControl) opts.requests.add({ method, path: fullPath + url.search, status, time: Date.now() });
    };

    let cors = isControl ? controlCors(req.headers, opts.appOrigins) : PUBLIC_CORS;
    if (!isControl) {
      const fault = opts.faults.take(method, fullPath, url.search);
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
            fault.noCors ? {} : PUBLIC_CORS,
            method,
          );
          return;
        }
        if (fault.noCors) cors = {};
      }
    }

    let reply: Reply;
    try {
      const small = isControl || isSiwb;
      const hasBody = method === 'POST' || method === 'PUT' || method === 'DELETE';
      const raw = hasBody ? await readBody(req, small ? SMALL_BODY : MAX_BODY) : undefined;
      const body = raw === undefined ? '' : small ? decodeUtf8Strict(raw) : raw.toString('utf8');
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
    if (isControl) reply = { ...reply, headers: { 'Cache-Control': 'no-store', ...reply.headers } };
    log(reply.status);
    send(res, reply, cors, method);
  };

  return createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain', ...PUBLIC_CORS });
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

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
