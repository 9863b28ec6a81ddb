import { cancelled } from './wallet-errors';

/**
 * Waits for a wallet without a timeout (a person may take minutes to approve), yet lets the app
 * walk away: Unisat and others can hang when the popup is lost (docs/wallet-interfaces.md §3).
 */
export function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Calls a wallet function, turning a synchronous throw into a rejection. */
export function call<T>(fn: () => T | Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  let work: Promise<T>;
  try {
    work = Promise.resolve(fn());
  } catch (error) {
    work = Promise.reject(error);
  }
  return abortable(work, signal);
}
