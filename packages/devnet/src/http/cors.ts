import type { IncomingHttpHeaders } from 'node:http';

/**
 * The Esplora API, the ordering service and the sign-in endpoints answer every origin, as the
 * public explorers do (docs/esplora-api.md). The control plane answers only the app's own
 * origins: see control-guard.ts.
 */
export const PUBLIC_CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': 'X-Total-Count, x-total-results',
};

/** Where the app is served in development (`npm start`, vite's default port). */
export const DEFAULT_APP_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'];

/** `scheme://host[:port]` exactly as a browser sends it in `Origin`, or undefined. */
export function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.origin !== value.replace(/\/$/, '')) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
