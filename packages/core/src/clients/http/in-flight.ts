/**
 * Identical requests made while one is still under way share it: one request per key however
 * many components ask at once, which keeps public explorers' rate limits out of reach.
 * The entry is dropped as soon as the request settles, so later calls ask afresh.
 */
export interface InFlight<T> {
  share(key: string, start: () => Promise<T>): Promise<T>;
  /** Keys with a request under way (for tests and diagnostics). */
  readonly size: number;
}

export function createInFlight<T>(): InFlight<T> {
  const pending = new Map<string, Promise<T>>();
  return {
    share(key, start) {
      const existing = pending.get(key);
      if (existing) return existing;
      const request = start().finally(() => pending.delete(key));
      pending.set(key, request);
      return request;
    },
    get size() {
      return pending.size;
    },
  };
}

/**
 * `promise`, or a rejection with `onAbort()` as soon as `signal` aborts. The work behind a shared
 * promise goes on for the other callers; only this caller stops waiting.
 */
export function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  onAbort: () => Error,
): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(onAbort());
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(error);
      },
    );
  });
}
