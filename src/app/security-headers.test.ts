import { resolveConfig } from '@satchel/core/config';
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
});
