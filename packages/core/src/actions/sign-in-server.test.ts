import { describe, expect, it } from 'vitest';
import { randomNonce, requestSignInNonce, verifySignInOnServer } from './sign-in-server';

describe('sign-in helpers', () => {
  it('makes 16-character alphanumeric nonces that differ', () => {
    const a = randomNonce();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomNonce()).not.toBe(a);
  });

  it('talks to a sign-in server with simple requests and checks its answers', async () => {
    const seen: RequestInit[] = [];
    const server = (answer: unknown) =>
      (async (_url: string, init: RequestInit) => {
        seen.push(init);
        return new Response(JSON.stringify(answer));
      }) as unknown as typeof fetch;
    expect(
      await requestSignInNonce({ baseUrl: 'http://svc/siwb', fetch: server({ nonce: 'abcdEFGH1234' }) }),
    ).toBe('abcdEFGH1234');
    expect(seen[0]?.headers).toEqual({ 'Content-Type': 'text/plain' });
    await expect(
      requestSignInNonce({ baseUrl: 'http://svc', fetch: server({ nonce: 'x y' }) }),
    ).rejects.toThrow('The sign-in service could not be reached.');
    expect(
      await verifySignInOnServer({
        baseUrl: 'http://svc',
        fetch: server({ valid: false, reason: 'unknown-nonce' }),
        message: 'm',
        signature: 's',
      }),
    ).toEqual({ valid: false, reason: 'unknown-nonce' });
    await expect(
      verifySignInOnServer({ baseUrl: 'http://svc', fetch: server(['valid']), message: 'm', signature: 's' }),
    ).rejects.toThrow('The sign-in service could not be reached.');
  });
});
