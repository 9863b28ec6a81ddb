import { isSatchelError } from '../../primitives/errors';
import {
  type Clock,
  DEFAULT_RETRY,
  isRetryableStatus,
  parseRetryAfter,
  type RetryPolicy,
  retryDelay,
  systemClock,
} from './backoff';
import { MAX_ANSWER_BYTES, readCappedText } from './body';
import { createInFlight, untilAborted } from './in-flight';
import { cancelled, type ServiceInfo, serviceError } from './service';

/** An answer read to the end (within the size cap). */
export interface HttpAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  /** Stops the call (and any backoff wait) when it aborts; the promise rejects with a SatchelError. */
  signal?: AbortSignal;
}

export interface RequesterOptions {
  service: ServiceInfo;
  baseUrl: string;
  fetch?: typeof fetch | undefined;
  /** Limit for each single request. */
  timeoutMs: number;
  clock?: Clock | undefined;
  retry?: RetryPolicy | undefined;
  maxBytes?: number | undefined;
  /** Sent with every request (ord's JSON API wants `Accept: application/json`). */
  headers?: Record<string, string> | undefined;
  cache?: RequestCache | undefined;
}

export interface Requester {
  readonly baseUrl: string;
  /** One request (retried on 429/503 per the policy), its body read within the cap. */
  request(path: string, init?: RequestInit, call?: CallOptions): Promise<HttpAnswer>;
  /** A GET shared with identical GETs still under way. */
  get(path: string, call?: CallOptions): Promise<HttpAnswer>;
}

/** One signal that aborts when any of `signals` does (AbortSignal.any is missing from older browsers). */
function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (!signal) continue;
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * The HTTP plumbing shared by the explorer, ordering-service and indexer clients: base URL,
 * per-request timeout, cancellation, bounded backoff on 429/503 honouring `Retry-After`, the 5 MB
 * answer cap and one in-flight GET per path. Failures are the service's SatchelErrors; answers
 * of any status are returned for the client to interpret.
 */
export function createRequester(options: RequesterOptions): Requester {
  const { service, timeoutMs } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const clock = options.clock ?? systemClock;
  const policy = options.retry ?? DEFAULT_RETRY;
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  const inFlight = createInFlight<HttpAnswer>();

  async function attempt(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await doFetch(url, {
        ...(options.cache ? { cache: options.cache } : {}),
        ...init,
        headers: { ...options.headers, ...(init.headers as Record<string, string> | undefined) },
        signal: anySignal([signal, timeout]),
      });
    } catch (cause) {
      if (signal?.aborted) throw cancelled(service, signal);
      throw serviceError(
        service,
        timeout.aborted ? `${service.name} did not answer in time.` : `${service.name} could not be reached.`,
        { details: `${init.method ?? 'GET'} ${url}`, cause },
      );
    }
  }

  async function read(response: Response, signal: AbortSignal | undefined): Promise<HttpAnswer> {
    try {
      const text = await readCappedText(response, service, maxBytes);
      return { status: response.status, ok: response.ok, headers: response.headers, text };
    } catch (error) {
      if (signal?.aborted) throw cancelled(service, signal);
      throw error;
    }
  }

  async function request(path: string, init: RequestInit = {}, call: CallOptions = {}): Promise<HttpAnswer> {
    const { signal } = call;
    if (signal?.aborted) throw cancelled(service, signal);
    const url = `${baseUrl}${path}`;
    const started = clock.now();
    for (let tries = 1; ; tries++) {
      const response = await attempt(url, init, signal);
      if (!isRetryableStatus(response.status)) return read(response, signal);
      const wait = retryDelay(
        policy,
        tries,
        clock.now() - started,
        parseRetryAfter(response.headers.get('retry-after'), clock.now()),
      );
      if (wait === undefined) return read(response, signal);
      await response.body?.cancel().catch(() => undefined);
      try {
        await clock.sleep(wait, signal);
      } catch (cause) {
        if (signal?.aborted) throw cancelled(service, signal);
        throw isSatchelError(cause)
          ? cause
          : serviceError(service, `${service.name} could not be reached.`, { cause });
      }
    }
  }

  return {
    baseUrl,
    request,
    get(path, call = {}) {
      // The shared request runs without any one caller's signal; each caller stops waiting on its own.
      const shared = inFlight.share(path, () => request(path));
      return untilAborted(shared, call.signal, () => cancelled(service, call.signal as AbortSignal));
    },
  };
}
