/** What a route answers; the server turns it into headers and bytes in one place. */
export interface Reply {
  status: number;
  /** Objects are sent as JSON; strings as text/plain; bytes as application/octet-stream. */
  body: unknown;
  headers?: Record<string, string>;
}

export const json = (body: unknown, status = 200, headers?: Record<string, string>): Reply => ({
  status,
  body: { json: body },
  ...(headers ? { headers } : {}),
});
export const text = (body: string, status = 200): Reply => ({ status, body });
export const bytes = (body: Uint8Array): Reply => ({ status: 200, body });

/** A thrown HttpError becomes a text/plain reply, as electrs reports bad input. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Request {
  method: string;
  /** Path with any network prefix and query removed, e.g. `/address/bcrt1…`. */
  path: string;
  query: URLSearchParams;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export type Handler = (req: Request, params: string[]) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

/** Compiles `/tx/:txid/outspend/:n` style paths into anchored regexes. */
export function route(method: string, path: string, handler: Handler): Route {
  const pattern = new RegExp(`^${path.replace(/:[a-z_]+/g, '([^/]+)')}$`);
  return { method, pattern, handler };
}

/** A path segment, percent-decoded; malformed escapes (`%E0%A4%A`) are the client's error, a 400. */
function decodeParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, `Invalid percent-encoding in path segment ${JSON.stringify(segment)}`);
  }
}

export function matchRoute(
  routes: Route[],
  method: string,
  path: string,
): { route: Route; params: string[] } | undefined {
  for (const r of routes) {
    if (r.method !== method && !(r.method === 'GET' && method === 'HEAD')) continue;
    const m = r.pattern.exec(path);
    if (m) return { route: r, params: m.slice(1).map(decodeParam) };
  }
  return undefined;
}
