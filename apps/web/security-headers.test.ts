import { isLoopbackUrl, type ResolvedConfig, resolveConfig } from '@satchel/core/config';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers (SECURITY.md)', () => {
  const mainnet = resolveConfig({ network: 'mainnet' });

  it('limits the network to the configured services and images to the app, data: and the indexer', () => {
    const policy = contentSecurityPolicy(mainnet, 'header');
    expect(policy).toContain(
      "connect-src 'self' https://mempool.space https://ordinals.xverse.app https://ordinals.com",
    );
    expect(policy).toContain("img-src 'self' data: https://ordinals.com;");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('https:;');
  });

  it('forbids framing in the header and leaves frame-ancestors out of the meta copy, where it is ignored', () => {
    expect(contentSecurityPolicy(mainnet, 'header')).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(mainnet, 'meta')).not.toContain('frame-ancestors');
  });

  it('sends nosniff and no-referrer with the policy', () => {
    expect(securityHeaders(resolveConfig())).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(resolveConfig(), 'header'),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it('a private-chain build names loopback origins only, whatever it was given for its explorer', () => {
    const config = resolveConfig({ network: 'mainnet', bases: { explorer: 'http://127.0.0.1:3202/api' } });
    const header = contentSecurityPolicy(config, 'header');
    expect(header).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: http://127.0.0.1:3202; " +
        "connect-src 'self' http://127.0.0.1:3202; object-src 'none'; base-uri 'none'; form-action 'none'; " +
        "frame-ancestors 'none'",
    );
    for (const policy of [header, contentSecurityPolicy(config, 'meta')]) {
      const urls = policy.match(/[a-z][a-z0-9+.-]*:\/\/[^\s;]+/gi) ?? [];
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it('refuses to write a private-chain policy that would name a public origin', () => {
    const forged: ResolvedConfig = {
      ...resolveConfig({ network: 'mainnet', bases: { explorer: 'http://127.0.0.1:3202/api' } }),
      indexerBaseUrl: 'https://ordinals.com',
    };
    expect(() => securityHeaders(forged)).toThrow(
      'A private test chain build must keep every service on this machine: indexer is https://ordinals.com.',
    );
  });

  it("lets the page reach WalletConnect's relay, and on a public network its Verify frame", () => {
    const mainnet = resolveConfig({ network: 'mainnet', walletConnect: { projectId: 'p' } });
    const policy = contentSecurityPolicy(mainnet, 'header');
    expect(policy).toContain('wss://relay.walletconnect.org');
    expect(policy).toContain('frame-src https://verify.walletconnect.org https://verify.walletconnect.com');
    const devnet = resolveConfig({
      walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:3002/walletconnect' },
    });
    const local = contentSecurityPolicy(devnet, 'header');
    expect(local).toContain("connect-src 'self' http://127.0.0.1:3002 ws://127.0.0.1:3002");
    expect(local).not.toContain('frame-src');
    expect(contentSecurityPolicy(resolveConfig({ network: 'mainnet' }), 'header')).not.toContain(
      'walletconnect',
    );
  });
});
