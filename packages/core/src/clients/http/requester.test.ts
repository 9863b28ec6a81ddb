import { describe, expect, it } from 'vitest';
import { rejection } from '../../../../../test/caught';
import { fakeClock, lazyBody } from '../../../../../test/fake-clock';
import { readCappedText } from './body';
import { createRequester } from './requester';
import type { ServiceInfo } from './service';

const SERVICE: ServiceInfo = { name: 'The service', code: -32099 };

describe('readCappedText', () => {
  it('decodes UTF-8 split across chunks', async () => {
    const bytes = new TextEncoder().encode('DOG•GO🐕');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    });
    expect(await readCappedText(new Response(body), SERVICE)).toBe('DOG•GO🐕');
  });

  it('reads exactly the cap and refuses one byte more', async () => {
    expect(await readCappedText(new Response('x'.repeat(10)), SERVICE, 10)).toHaveLength(10);
    expect(await rejection(readCappedText(new Response('x'.repeat(11)), SERVICE, 10))).toMatchObject({
      code: -32099,
      message: 'The service sent an answer over 10 bytes.',
    });
  });

  it('stops pulling a huge body past the cap', async () => {
    const body = lazyBody(50_000_000);
    await rejection(readCappedText(new Response(body.stream), SERVICE));
    expect(body.pulled()).toBeLessThan(5_200_000);
    expect(body.cancelled()).toBe(true);
  });
});

describe('createRequester', () => {
  function server(answer: () => Response | Promise<Response>) {
    const calls: string[] = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      calls.push(url);
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        setTimeout(() => Promise.resolve(answer()).then(resolve, reject), 5);
      });
    }) as typeof globalThis.fetch;
    return { fetch, calls };
  }

  it('shares one GET between callers, and one caller aborting does not stop the others', async () => {
    const { fetch, calls } = server(() => new Response('ok'));
    const http = createRequester({
      service: SERVICE,
      baseUrl: 'http://s/',
      fetch,
      timeoutMs: 1000,
      clock: fakeClock().clock,
    });
    const controller = new AbortController();
    const a = http.get('/x', { signal: controller.signal });
    const b = http.get('/x');
    controller.abort();
    expect(await rejection(a)).toMatchObject({ message: 'The request to the service was cancelled.' });
    expect((await b).text).toBe('ok');
    expect(calls).toEqual(['http://s/x']);
  });

  it('names a timeout and an unreachable service', async () => {
    const slow = server(() => new Promise<Response>(() => undefined));
    const timed = createRequester({
      service: SERVICE,
      baseUrl: 'http://s',
      fetch: slow.fetch,
      timeoutMs: 20,
    });
    expect(await rejection(timed.request('/x'))).toMatchObject({
      message: 'The service did not answer in time.',
    });

    const down = createRequester({
      service: SERVICE,
      baseUrl: 'http://s',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof globalThis.fetch,
      timeoutMs: 1000,
    });
    expect(await rejection(down.request('/x'))).toMatchObject({
      message: 'The service could not be reached.',
      details: 'GET http://s/x',
    });
  });

  it('sends the configured headers with every request', async () => {
    const seen: unknown[] = [];
    const http = createRequester({
      service: SERVICE,
      baseUrl: 'http://s',
      headers: { Accept: 'application/json' },
      fetch: (async (_url: string, init?: RequestInit) => {
        seen.push(init?.headers);
        return new Response('[]');
      }) as typeof globalThis.fetch,
      timeoutMs: 1000,
    });
    await http.request('/outputs', {
      method: 'POST',
      body: '[]',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(seen).toEqual([{ Accept: 'application/json', 'Content-Type': 'application/json' }]);
  });
});
