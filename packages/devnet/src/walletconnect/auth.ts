import { randomBytes } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64urlnopad, hex } from '@scure/base';

/**
 * Who a connection is. WalletConnect clients open the relay's socket with `?auth=<JWT>&projectId=…`
 * (@walletconnect/utils `formatRelayRpcUrl`); the JWT is the client's own Ed25519 "relay auth"
 * token (@walletconnect/relay-auth: header `{alg: "EdDSA", typ: "JWT"}`, payload
 * `{iss: did:key of the client, sub, aud: the relay URL, iat, exp}`, signed over
 * `base64url(header).base64url(payload)`; did:key per w3c-ccg.github.io/did-method-key with the
 * Ed25519 multicodec 0xed01, base58btc). The public relay also checks the project id against its
 * cloud; this local relay does not, and takes any project id. It checks the token on its own: it
 * must decode, be signed by the key it names, and not have expired. Its `iss` is the client id.
 * A connection without a token gets an id of its own (raw-protocol tests need no JWT).
 */
type Identity = { ok: true; clientId: string } | { ok: false; reason: string };

const DID_KEY_PREFIX = 'did:key:z';
const ED25519_MULTICODEC = [0xed, 0x01] as const;

const decoder = new TextDecoder('utf-8', { fatal: true });

function json(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(decoder.decode(base64urlnopad.decode(part)));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The Ed25519 public key a did:key names, or undefined when it names none. */
function ed25519KeyOf(did: string): Uint8Array | undefined {
  if (!did.startsWith(DID_KEY_PREFIX)) return undefined;
  try {
    const bytes = base58.decode(did.slice(DID_KEY_PREFIX.length));
    if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1])
      return undefined;
    return bytes.slice(2);
  } catch {
    return undefined;
  }
}

/** `auth` as the query gave it (null when absent); `nowMs` the relay's clock. */
export function identify(auth: string | null, nowMs: number): Identity {
  if (auth === null) return { ok: true, clientId: `anonymous:${hex.encode(randomBytes(16))}` };
  const parts = auth.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'auth is not a JWT' };
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = json(headerPart);
  const payload = json(payloadPart);
  if (!header || !payload) return { ok: false, reason: 'auth JWT does not decode' };
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') return { ok: false, reason: 'auth JWT is not EdDSA' };
  const iss = typeof payload.iss === 'string' ? payload.iss : '';
  const key = ed25519KeyOf(iss);
  if (!key) return { ok: false, reason: 'auth JWT iss is not an Ed25519 did:key' };
  let signature: Uint8Array;
  try {
    signature = base64urlnopad.decode(signaturePart);
  } catch {
    return { ok: false, reason: 'auth JWT signature does not decode' };
  }
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`);
  let valid = false;
  try {
    valid = signature.length === 64 && ed25519.verify(signature, signed, key);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'auth JWT signature does not verify' };
  if (typeof payload.exp === 'number' && payload.exp * 1000 < nowMs)
    return { ok: false, reason: 'auth JWT has expired' };
  return { ok: true, clientId: iss };
}
