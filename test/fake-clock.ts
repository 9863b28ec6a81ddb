import type { Clock } from '@satchel/core/internal';

/**
 * A clock for backoff tests: `sleep` records the wait and moves time on at once, so retries run
 * without real waiting. With `hold`, sleeps never end on their own (only an abort ends them).
 */
export function fakeClock(options: { start?: number; hold?: boolean } = {}) {
  let time = options.start ?? Date.UTC(2025, 0, 1);
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => time,
    sleep(ms, signal) {
      sleeps.push(ms);
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        if (!options.hold) {
          time += ms;
          resolve();
        }
      });
    },
  };
  return {
    clock,
    sleeps,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** A body of `totalBytes` produced lazily in 64 KiB chunks; `pulled()` says how much was read. */
export function lazyBody(totalBytes: number, byte = 0x20) {
  const chunk = new Uint8Array(64 * 1024).fill(byte);
  let sent = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) {
        controller.close();
        return;
      }
      const size = Math.min(chunk.byteLength, totalBytes - sent);
      sent += size;
      controller.enqueue(chunk.subarray(0, size));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulled: () => sent, cancelled: () => cancelled };
}
