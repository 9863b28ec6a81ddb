import type { IncomingHttpHeaders } from 'node:http';
import { parseSignInMessage, verifySignIn } from '@satchel/core/message';
import { headerValue } from './cors';
import { parseJsonObject } from './json-body';
import { HttpError, json, type Route, route } from './reply';
import { NonceStore } from './siwb-nonces';

/** Sign-in answers are per request: never let a browser reuse one. */
const NO_STORE = { 'Cache-Control': 'no-store' };

interface SiwbOptions {
  /** Whose sign-ins a caller without an Origin header (a script, a test) may verify. */
  appOrigins: readonly string[];
  nonces?: NonceStore;
  now?: () => number;
}

/**
 * The hosts a message's domain may name. A browser sets Origin itself and a page cannot change
 * it, so a page only ever gets its own sign-ins verified; a caller without one acts for the app.
 */
function expectedDomains(headers: IncomingHttpHeaders, appOrigins: readonly string[]): string[] {
  const origin = headerValue(headers, 'origin');
  const origins = origin === undefined ? appOrigins : [origin];
  return origins.flatMap((o) => {
    try {
      const { host } = new URL(o);
      return host ? [host] : [];
    } catch {
      return [];
    }
  });
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new HttpError(400, `${field} must be a string`);
  return value;
}

/**
 * A sign-in backend for "Sign in with Bitcoin" on the devnet: `POST /siwb/nonce` → `{nonce}`
 * and `POST /siwb/verify {message, signature}` → `{valid, address?, reason?, detail?}`. Built for
 * browsers: any origin may call it (CORS like the Esplora API) and it takes no control header.
 * A refused sign-in is a 200 with `valid: false`; only a body that is not
 * `{message, signature}` is a 400.
 */
export function siwbRoutes(options: SiwbOptions): Route[] {
  const now = options.now ?? Date.now;
  const nonces = options.nonces ?? new NonceStore(now);
  return [
    route('POST', '/siwb/nonce', () => json({ nonce: nonces.issue() }, 200, NO_STORE)),
    route('POST', '/siwb/verify', (req) => {
      const body = parseJsonObject(req.body);
      const message = text(body.message, 'message');
      const signature = text(body.signature, 'signature');
      const refused = (reason: string, detail: string) =>
        json({ valid: false, reason, detail }, 200, NO_STORE);

      const parsed = parseSignInMessage(message);
      if (!('fields' in parsed)) return refused('malformed-message', parsed.problem);
      const { nonce, domain } = parsed.fields;
      const state = nonces.take(nonce);
      if (state === 'unknown')
        return refused('unknown-nonce', 'This devnet did not issue that nonce, or it was used.');
      if (state === 'expired')
        return refused('nonce-expired', 'The nonce is older than 5 minutes; ask for a new one.');

      const domains = expectedDomains(req.headers, options.appOrigins);
      const expected = domains.find((d) => d.toLowerCase() === domain.toLowerCase()) ?? domains[0];
      if (expected === undefined)
        return refused('wrong-domain', 'The calling page has no host to sign in to.');
      const result = verifySignIn({ message, signature, expected: { domain: expected, nonce, now: now() } });
      return result.valid
        ? json({ valid: true, address: result.address }, 200, NO_STORE)
        : refused(result.reason, result.detail);
    }),
  ];
}
