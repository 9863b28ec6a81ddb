import type { Account, Connector, MessageProtocol } from '../connectors/types';
import { ErrorCode, Errors, SatchelError } from '../errors';
import { BIP122_CHAIN_IDS, createSignInMessage, type VerifySignInResult, verifySignIn } from '../message';
import type { BitcoinNetwork } from '../networks';
import { operationFailure } from './operation-error';
import { messageProtocolFor } from './sign-message';

export interface SignInParameters {
  connector: Connector;
  account: Account;
  network: BitcoinNetwork;
  /** The site's host (and port), e.g. `location.host`. */
  domain: string;
  /** The page being signed in to, e.g. `location.origin`. */
  uri: string;
  /** The server's single-use nonce (or `randomNonce()` where there is no server). */
  nonce: string;
  statement?: string;
  /** How long the sign-in stays valid; default ten minutes. */
  validForMs?: number;
  now?: Date;
  signal?: AbortSignal;
}

export interface SignInReturnType {
  message: string;
  signature: string;
  protocol: MessageProtocol;
  /** The same checks a server makes (domain, nonce, time window, signature), made here first. */
  check: VerifySignInResult;
}

/** Ten minutes: long enough to approve in a wallet, short enough that a leaked signature expires. */
const DEFAULT_VALIDITY_MS = 10 * 60_000;

/**
 * Sign in with Bitcoin (CAIP-122 text, SPEC R18.5): builds the message for the app's network,
 * has the wallet sign it with BIP-322 (BIP-137 where the wallet or address has no BIP-322), and
 * verifies it locally with the checks a server makes.
 * @throws SatchelError for invalid fields, and `Failed to sign message` with the wallet's reason.
 */
export async function signIn(params: SignInParameters): Promise<SignInReturnType> {
  const now = params.now ?? new Date();
  const message = createSignInMessage({
    domain: params.domain,
    address: params.account.address,
    uri: params.uri,
    version: '1',
    chainId: BIP122_CHAIN_IDS[params.network],
    nonce: params.nonce,
    issuedAt: now.toISOString(),
    expirationTime: new Date(now.getTime() + (params.validForMs ?? DEFAULT_VALIDITY_MS)).toISOString(),
    ...(params.statement ? { statement: params.statement } : {}),
  });
  const protocol = messageProtocolFor(params.account, params.connector);
  let signature: string;
  try {
    ({ signature } = await params.connector.signMessage(
      { address: params.account.address, message, protocol },
      { signal: params.signal },
    ));
  } catch (cause) {
    throw operationFailure(cause, Errors.signMessageFailed);
  }
  const check = verifySignIn({
    message,
    signature,
    expected: { domain: params.domain, nonce: params.nonce, now },
  });
  return { message, signature, protocol, check };
}

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
