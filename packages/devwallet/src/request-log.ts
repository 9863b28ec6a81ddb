import type { Family } from './config';

/** One call a page made on an impersonated wallet, as `satchelDevWallet.requests()` returns it. */
export interface DevWalletRequest {
  /** Increasing from 1 in the order the calls arrived. */
  id: number;
  family: Family;
  /** The wallet's own method name (`getAccounts`, `signPsbt`, `wallet_connect`…). */
  method: string;
  /** The arguments, shortened (see `summarize`); the single argument itself when there is one. */
  params: unknown;
  /** `Date.now()` when the call arrived. */
  startedAt: number;
  /** Milliseconds until it settled; absent while pending. */
  durationMs?: number;
  /** `pending` until it settles; a hung prompt stays pending. */
  status: 'pending' | 'ok' | 'error';
  /** What the page received on success (shortened), e.g. a JSON-RPC result or a txid. */
  result?: unknown;
  /** What the page received on failure: the wallet's own error code and message. */
  error?: { code?: number; message: string };
}

/** Entries kept: enough for any test, bounded so a long session never grows without limit. */
export const REQUEST_LOG_LIMIT = 500;

const MAX_STRING = 200;
const MAX_DEPTH = 4;
const MAX_ENTRIES = 20;

/**
 * A JSON-safe copy small enough to keep 500 of: long strings (PSBTs, tokens, signatures) keep
 * their head and length, bigints become decimal strings, deep or wide values are cut.
 */
export function summarize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length <= MAX_STRING ? value : `${value.slice(0, MAX_STRING)}…(${value.length} chars)`;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function') return '[function]';
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: summarize(value.message, depth + 1) };
  if (value instanceof Uint8Array) return `[${value.length} bytes]`;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[array of ${value.length}]` : '[object]';
  if (Array.isArray(value)) {
    const head = value.slice(0, MAX_ENTRIES).map((item) => summarize(item, depth + 1));
    return value.length > MAX_ENTRIES ? [...head, `…(${value.length - MAX_ENTRIES} more)`] : head;
  }
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value);
  for (const [key, item] of entries.slice(0, MAX_ENTRIES)) out[key] = summarize(item, depth + 1);
  if (entries.length > MAX_ENTRIES) out['…'] = `${entries.length - MAX_ENTRIES} more keys`;
  return out;
}

/** The code and message of whatever a family rejected with (plain objects, Errors, envelopes). */
function errorSummary(error: unknown): { code?: number; message: string } {
  if (error && typeof error === 'object') {
    const inner = (error as { error?: unknown }).error;
    const body = (inner && typeof inner === 'object' ? inner : error) as {
      code?: unknown;
      message?: unknown;
    };
    const message = typeof body.message === 'string' ? body.message : String(body.message ?? error);
    return typeof body.code === 'number' ? { code: body.code, message } : { message };
  }
  return { message: String(error) };
}

function argsOf(args: readonly unknown[]): unknown {
  return summarize(args.length === 1 ? args[0] : [...args]);
}

/**
 * Every call the page makes on an impersonated wallet, silent reads included, with what it
 * answered and how long it took. Families record at the point where they hand the page its
 * answer, so the log shows each wallet's own wire shapes.
 */
export class RequestLog {
  private entries: DevWalletRequest[] = [];
  private nextId = 1;

  /** Records the start of a call; settle it with `succeed` or `fail`. */
  start(family: Family, method: string, args: readonly unknown[]): DevWalletRequest {
    const entry: DevWalletRequest = {
      id: this.nextId++,
      family,
      method,
      params: argsOf(args),
      startedAt: Date.now(),
      status: 'pending',
    };
    this.entries.push(entry);
    if (this.entries.length > REQUEST_LOG_LIMIT)
      this.entries.splice(0, this.entries.length - REQUEST_LOG_LIMIT);
    return entry;
  }

  succeed(entry: DevWalletRequest, result: unknown): void {
    entry.status = 'ok';
    entry.result = summarize(result);
    entry.durationMs = Date.now() - entry.startedAt;
  }

  fail(entry: DevWalletRequest, error: unknown): void {
    entry.status = 'error';
    entry.error = errorSummary(error);
    entry.durationMs = Date.now() - entry.startedAt;
  }

  /** Runs one call, recording what it resolves to or rejects with; the outcome passes through unchanged. */
  async track<T>(
    family: Family,
    method: string,
    args: readonly unknown[],
    run: () => Promise<T> | T,
  ): Promise<T> {
    const entry = this.start(family, method, args);
    try {
      const result = await run();
      this.succeed(entry, result);
      return result;
    } catch (error) {
      this.fail(entry, error);
      throw error;
    }
  }

  /** Copies, oldest first, so a caller cannot change the log. */
  list(): DevWalletRequest[] {
    return this.entries.map((entry) => structuredClone(entry));
  }

  clear(): void {
    this.entries = [];
  }
}

/**
 * Wraps each function of a family's method table so every call is recorded under `family`.
 * The wrapped functions keep their names as keys; non-functions pass through.
 */
export function trackMethods<T extends Record<string, unknown>>(
  log: RequestLog,
  family: Family,
  methods: T,
): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(methods)) {
    wrapped[name] =
      typeof value === 'function'
        ? (...args: unknown[]) =>
            log.track(family, name, args, () => (value as (...a: unknown[]) => unknown)(...args))
        : value;
  }
  return wrapped as T;
}
