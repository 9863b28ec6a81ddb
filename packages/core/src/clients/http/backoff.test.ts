import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, parseRetryAfter, retryDelay, systemClock } from './backoff';

const NOW = Date.parse('Wed, 01 Jan 2025 00:00:00 GMT');

describe('parseRetryAfter (RFC 9110 §10.2.3)', () => {
  it.each([
    ['0', 0],
    ['3', 3000],
    [' 120 ', 120_000],
    ['Wed, 01 Jan 2025 00:00:05 GMT', 5000],
    ['Wednesday, 01-Jan-25 00:00:05 GMT', 5000],
    ['Tue, 31 Dec 2024 23:59:00 GMT', 0],
  ])('%s → %i ms', (value, ms) => {
    expect(parseRetryAfter(value, NOW)).toBe(ms);
  });

  it.each([null, undefined, '', '-1', '1.5', 'soon', '0x10'])('%s → undefined', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it('doubles from the base delay and stops after 3 tries', () => {
    expect(retryDelay(DEFAULT_RETRY, 1, 0, undefined)).toBe(1000);
    expect(retryDelay(DEFAULT_RETRY, 2, 1000, undefined)).toBe(2000);
    expect(retryDelay(DEFAULT_RETRY, 3, 3000, undefined)).toBeUndefined();
  });

  it('prefers Retry-After but never ends a wait past the 10 s budget', () => {
    expect(retryDelay(DEFAULT_RETRY, 1, 0, 10_000)).toBe(10_000);
    expect(retryDelay(DEFAULT_RETRY, 1, 500, 10_000)).toBeUndefined();
    expect(retryDelay(DEFAULT_RETRY, 2, 9_500, 1_000)).toBeUndefined();
  });
});

describe('systemClock.sleep', () => {
  it('rejects at once with the reason when aborted', async () => {
    const controller = new AbortController();
    const sleeping = systemClock.sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(sleeping).rejects.toThrow('stop');
  });
});
