import type { IncomingHttpHeaders } from 'node:http';
import { headerValue } from './cors';

/**
 * Who may drive the control plane (`/__devnet/*`). A web page can make a browser send a simple
 * cross-site request (an HTML form post) but not one with a custom header: that needs a CORS
 * preflight (https://fetch.spec.whatwg.org/#cors-preflight-request), which is granted only to
 * the app's own origins. A local Host header keeps a DNS-rebound name from reaching the devnet through the
 * browser.
 */
export const CONTROL_HEADER = 'X-Devnet-Control';

/** `127.0.0.1`, `localhost` or `[::1]`, with any port. */
const LOCAL_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

function isLocalHost(host: string | undefined): boolean {
  return host !== undefined && LOCAL_HOST.test(host);
}

export interface Verdict {
  allowed: boolean;
  reason?: string;
}

/**
 * A request from this machine (a local Host) and from no page but the app's: an absent Origin (a
 * script, a wallet SDK in Node) or one of `appOrigins`. `service` names who refuses, in the reason.
 */
export function checkHostAndOrigin(
  headers: IncomingHttpHeaders,
  appOrigins: readonly string[],
  service = 'the devnet control plane',
): Verdict {
  const host = headerValue(headers, 'host');
  if (!isLocalHost(host)) {
    return {
      allowed: false,
      reason: `${service} answers only a local Host (127.0.0.1, localhost or [::1]), not ${JSON.stringify(host ?? '')}`,
    };
  }
  const origin = headerValue(headers, 'origin');
  if (origin !== undefined && !appOrigins.includes(origin)) {
    return {
      allowed: false,
      reason: `${service} does not answer pages from ${origin}; allow an app with --app-origin`,
    };
  }
  return { allowed: true };
}

/** A control call: local Host, no foreign page, and the control header. */
export function checkControlCall(headers: IncomingHttpHeaders, appOrigins: readonly string[]): Verdict {
  const where = checkHostAndOrigin(headers, appOrigins);
  if (!where.allowed) return where;
  if (headerValue(headers, CONTROL_HEADER.toLowerCase()) !== '1') {
    return {
      allowed: false,
      reason: `devnet control calls need the request header ${CONTROL_HEADER}: 1`,
    };
  }
  return { allowed: true };
}

/** A preflight for a control call: local Host and an Origin that is one of the app's. */
export function checkControlPreflight(headers: IncomingHttpHeaders, appOrigins: readonly string[]): Verdict {
  if (headerValue(headers, 'origin') === undefined) {
    return { allowed: false, reason: 'a preflight without an Origin header' };
  }
  return checkHostAndOrigin(headers, appOrigins);
}

/** CORS headers of a control answer: only an app origin is told it may read it. */
export function controlCors(
  headers: IncomingHttpHeaders,
  appOrigins: readonly string[],
): Record<string, string> {
  const origin = headerValue(headers, 'origin');
  if (origin === undefined || !appOrigins.includes(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': `Content-Type, ${CONTROL_HEADER}`,
    Vary: 'Origin',
  };
}
