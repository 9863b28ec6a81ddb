/**
 * Retries of 429 (Too Many Requests) and 503 (Service Unavailable), the two answers that mean
 * "ask again later" (RFC 9110 §15.6.4, RFC 6585 §4). At most `tries` requests in all and never
 * more than `budgetMs` from the first request to the start of the last, so a rate-limited
 * service is reported within a bounded time.
 */
export interface RetryPolicy {
  /** Requests in all, the first included. */
  tries: number;
  /** Longest time from the first request to the start of the last one. */
  budgetMs: number;
  /** Wait before the first retry when the service gives no `Retry-After`; doubled each time. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { tries: 3, budgetMs: 10_000, baseDelayMs: 1_000 };

/** Time source and timer, injectable so tests can drive the backoff without waiting. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 503;
}

/**
 * `Retry-After` in milliseconds from `nowMs`: either delay-seconds or an HTTP-date
 * (RFC 9110 §10.2.3). Undefined when absent or unreadable; a date in the past gives 0.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP-date always names the weekday and the zone (IMF-fixdate, RFC 850 or asctime); a bare
  // number with a sign or a fraction is neither form.
  if (!/[A-Za-z]/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/**
 * How long to wait before request number `attempt + 1`, or undefined when the policy says to stop
 * and report the answer: the tries are used up, or the wait would end past the budget.
 */
export function retryDelay(
  policy: RetryPolicy,
  attempt: number,
  elapsedMs: number,
  retryAfterMs: number | undefined,
): number | undefined {
  if (attempt >= policy.tries) return undefined;
  const delay = retryAfterMs ?? policy.baseDelayMs * 2 ** (attempt - 1);
  return elapsedMs + delay > policy.budgetMs ? undefined : delay;
}
