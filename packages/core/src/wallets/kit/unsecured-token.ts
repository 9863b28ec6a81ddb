import { base64urlnopad, utf8 } from '@scure/base';

/**
 * The sats-connect v1 transport: an unsigned JWT, `base64url(header).base64url(payload).` with an
 * empty signature (docs/sats-connect.md §6). Bigints travel as decimal strings.
 */
export function unsecuredToken(payload: unknown): string {
  const encode = (value: unknown) =>
    base64urlnopad.encode(
      utf8.decode(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v))),
    );
  return `${encode({ typ: 'JWT', alg: 'none' })}.${encode(payload)}.`;
}
