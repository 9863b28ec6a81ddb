import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One wallet request at a time, with a way out: a wallet can stay silent for ever (a lost
 * popup), so the page offers Cancel, which aborts the wait (the connector rejects with
 * "The wallet request was cancelled.") and leaves everything the person typed in place.
 */
export function useWalletRequest() {
  const controller = useRef<AbortController | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setBusy(true);
    try {
      return await work(current.signal);
    } finally {
      if (controller.current === current) {
        controller.current = undefined;
        setBusy(false);
      }
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { run, cancel, busy };
}
