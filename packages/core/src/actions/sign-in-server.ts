import { ErrorCode, SatchelError } from '../primitives/errors';

/** A fresh nonce for sign-ins checked without a server: 16 random letters and digits. */
export function randomNonce(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export interface SignInServiceParameters {
  /** e.g. the devnet's `http://127.0.0.1:3002/siwb`. */
  baseUrl: string;
  fetch?: typeof fetch;
}

function unavailable(details: string, cause?: unknown): SatchelError {
  return new SatchelError(ErrorCode.EXPLORER_UNAVAILABLE, 'The sign-in service could not be reached.', {
    details,
    cause,
  });
}

async function post(
  params: SignInServiceParameters,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const doFetch = params.fetch ?? globalThis.fetch.bind(globalThis);
  const url = `${params.baseUrl.replace(/\/+$/, '')}${path}`;
  let response: Response;
  try {
    // text/plain keeps the request "simple" (Fetch standard): no CORS preflight is needed.
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw unavailable(`POST ${url}`, cause);
  }
  const text = await response.text();
  if (!response.ok) throw unavailable(`POST ${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw unavailable(`POST ${url}: not a JSON object`);
}

/** Asks a sign-in server for a single-use nonce (`POST {base}/nonce` → `{nonce}`). */
export async function requestSignInNonce(params: SignInServiceParameters): Promise<string> {
  const answer = await post(params, '/nonce', {});
  if (typeof answer.nonce !== 'string' || !/^[A-Za-z0-9]{8,128}$/.test(answer.nonce)) {
    throw unavailable('The sign-in service answered without a usable nonce.');
  }
  return answer.nonce;
}

/** Has a sign-in server check a signed message (`POST {base}/verify` → `{valid, address?, reason?}`). */
export async function verifySignInOnServer(
  params: SignInServiceParameters & { message: string; signature: string },
): Promise<{ valid: boolean; address?: string; reason?: string }> {
  const answer = await post(params, '/verify', { message: params.message, signature: params.signature });
  if (typeof answer.valid !== 'boolean') throw unavailable('The sign-in service answered without a verdict.');
  return {
    valid: answer.valid,
    ...(typeof answer.address === 'string' ? { address: answer.address } : {}),
    ...(typeof answer.reason === 'string' ? { reason: answer.reason } : {}),
  };
}
