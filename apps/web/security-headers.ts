import {
  configOrigins,
  isLoopbackUrl,
  privateChainServiceMessage,
  type ResolvedConfig,
  SERVICES,
  serviceBase,
} from '@satchel/core/config';

/** Where WalletConnect's Verify frame comes from (sign-client 2.x, `VERIFY_SERVER`s). */
const WALLETCONNECT_VERIFY = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'];

/**
 * The Content-Security-Policy of a build (SECURITY.md): scripts and styles only from the app's own
 * origin; network only to the configured explorer, ordering service and indexer; images only from
 * the app, `data:` URLs (wallet icons) and the indexer (inscription content). `frame-ancestors`
 * only works as an HTTP header (CSP Level 3: it is ignored in a `<meta>` element), so the meta
 * copy leaves it out. A private-chain build's policy names loopback origins only:
 * a configuration that would name another is refused, as `resolveConfig` refuses it.
 */
export function contentSecurityPolicy(config: ResolvedConfig, where: 'header' | 'meta'): string {
  if (config.privateChain) {
    for (const service of SERVICES) {
      const url = serviceBase(config, service);
      if (!isLoopbackUrl(url)) throw new Error(privateChainServiceMessage(service, url));
    }
  }
  const origins = configOrigins(config).join(' ');
  const indexer = new URL(config.indexerBaseUrl).origin;
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${indexer}`,
    `connect-src 'self' ${origins}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ];
  // WalletConnect's Verify attests the page's domain to the wallet from a frame of its own; the
  // devnet and private chains turn Verify off (apps/web/walletconnect.ts) and allow no frame.
  if (config.walletConnect && !config.devnet) policy.push(`frame-src ${WALLETCONNECT_VERIFY.join(' ')}`);
  if (where === 'header') policy.push("frame-ancestors 'none'");
  return policy.join('; ');
}

/** The headers a host should send with the app (README, Deploying); the preview server sends them. */
export function securityHeaders(config: ResolvedConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, 'header'),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}
