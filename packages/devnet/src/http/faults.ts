/** One injected failure, matched against requests outside the control plane. */
export interface FaultSpec {
  /**
   * The request path a fault applies to, literal or with `*` wildcards (see `pathMatcher`),
   * including any network prefix: `/api/tx`, `*` + `/address/` + `*`. Omitted: every path.
   */
  path?: string;
  method?: string;
  /** 429, 404, 500, 503…; omitted means "only delay, then answer normally". */
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Destroy the socket without answering (the browser sees a network error). */
  dropConnection?: boolean;
  /** Answer without CORS headers, as proxy-generated 429 pages do. */
  noCors?: boolean;
  /** How many matching requests it affects; omitted means until cleared. */
  count?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  hits: number;
}

/** A fault the registry refuses, with the reason the control plane answers. */
export class FaultSpecError extends Error {}

const MAX_PATTERN = 2_000;
/** Characters that only mean something in a regex; paths never hold them, so they reveal one. */
const REGEX_SYNTAX = /[\^$()[\]{}|\\+]/;

/**
 * A matcher for a fault path: a literal path, or one where each `*` stands for any run of
 * characters (slashes included). The pattern must match the whole path; it is matched against
 * the path and query when it holds a `?`, else against the path alone. Never a regex: a pattern
 * cannot make matching slow, and a regex someone meant is refused rather than silently literal.
 */
function pathMatcher(pattern: string): (path: string, query: string) => boolean {
  if (pattern === '') throw new FaultSpecError('fault path is empty');
  if (pattern.length > MAX_PATTERN) throw new FaultSpecError(`fault path is longer than ${MAX_PATTERN}`);
  if (REGEX_SYNTAX.test(pattern)) {
    throw new FaultSpecError(
      `fault path ${JSON.stringify(pattern)} looks like a regex; give a literal path or a * glob, e.g. /api/tx or */address/*`,
    );
  }
  const parts = pattern.split('*');
  const withQuery = pattern.includes('?');
  return (path, query) => globMatch(parts, withQuery ? path + query : path);
}

/** Whole-string match of `parts` joined by wildcards: greedy, each part placed at its first fit. */
function globMatch(parts: string[], text: string): boolean {
  const first = parts[0] ?? '';
  if (parts.length === 1) return text === first;
  const last = parts[parts.length - 1] ?? '';
  if (!text.startsWith(first) || text.length < first.length + last.length || !text.endsWith(last)) {
    return false;
  }
  let at = first.length;
  const end = text.length - last.length;
  for (const middle of parts.slice(1, -1)) {
    const found = text.indexOf(middle, at);
    if (found < 0 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
const FIELDS = new Set([
  'path',
  'method',
  'status',
  'body',
  'headers',
  'delayMs',
  'dropConnection',
  'noCors',
  'count',
  'times',
]);

function integer(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new FaultSpecError(`${field} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function flag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new FaultSpecError(`${field} must be true or false`);
  return value;
}

/** Checks a fault body from the control plane field by field; `times` is an alias of `count`. */
export function parseFaultSpec(body: Record<string, unknown>): FaultSpec {
  for (const key of Object.keys(body)) {
    if (!FIELDS.has(key)) throw new FaultSpecError(`unknown fault field ${JSON.stringify(key)}`);
  }
  const spec: FaultSpec = {};
  if (body.path !== undefined) {
    if (typeof body.path !== 'string') throw new FaultSpecError('path must be a string');
    pathMatcher(body.path);
    spec.path = body.path;
  }
  if (body.method !== undefined) {
    const method = typeof body.method === 'string' ? body.method.toUpperCase() : '';
    if (!METHODS.includes(method)) throw new FaultSpecError(`method must be one of ${METHODS.join(', ')}`);
    spec.method = method;
  }
  if (body.status !== undefined) spec.status = integer(body.status, 'status', 100, 599);
  if (body.body !== undefined) {
    if (typeof body.body !== 'string') throw new FaultSpecError('body must be a string');
    spec.body = body.body;
  }
  if (body.headers !== undefined) {
    const headers = body.headers;
    if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
      throw new FaultSpecError('headers must be an object of strings');
    }
    const entries = Object.entries(headers);
    for (const [name, value] of entries) {
      if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || typeof value !== 'string' || /[\r\n]/.test(value)) {
        throw new FaultSpecError(
          `header ${JSON.stringify(name)} must be a header name with a one-line string`,
        );
      }
    }
    spec.headers = Object.fromEntries(entries) as Record<string, string>;
  }
  if (body.delayMs !== undefined) spec.delayMs = integer(body.delayMs, 'delayMs', 0, 60_000);
  if (body.dropConnection !== undefined) spec.dropConnection = flag(body.dropConnection, 'dropConnection');
  if (body.noCors !== undefined) spec.noCors = flag(body.noCors, 'noCors');
  const count = body.count ?? body.times;
  if (count !== undefined)
    spec.count = integer(count, body.count !== undefined ? 'count' : 'times', 1, 1_000_000);
  return spec;
}

interface LiveFault extends Fault {
  matches?: (path: string, query: string) => boolean;
}

export class FaultRegistry {
  private faults: LiveFault[] = [];
  private nextId = 1;

  /** Adds a fault; throws FaultSpecError for a path that is not a literal or `*` glob. */
  add(spec: FaultSpec): Fault {
    const matches = spec.path === undefined ? undefined : pathMatcher(spec.path);
    const fault: LiveFault = { ...spec, id: this.nextId++, hits: 0, ...(matches ? { matches } : {}) };
    this.faults.push(fault);
    return publicView(fault);
  }

  list(): Fault[] {
    return this.faults.map(publicView);
  }

  clear(): void {
    this.faults = [];
  }

  /** The first live fault for a request; consumes one of its uses. */
  take(method: string, path: string, query: string): Fault | undefined {
    const fault = this.faults.find(
      (f) =>
        (f.method === undefined || f.method.toUpperCase() === method) &&
        (f.matches === undefined || f.matches(path, query)),
    );
    if (!fault) return undefined;
    fault.hits++;
    if (fault.count !== undefined && fault.hits >= fault.count) {
      this.faults = this.faults.filter((f) => f !== fault);
    }
    return publicView(fault);
  }
}

function publicView(fault: LiveFault): Fault {
  const { matches: _matches, ...rest } = fault;
  return rest;
}
