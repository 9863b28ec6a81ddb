import { Errors } from '../primitives/errors';
import type { BitcoinNetwork } from '../primitives/networks';
import {
  BIP122_CHAIN_IDS,
  createSignInMessage,
  type VerifySignInResult,
  verifySignIn,
} from '../protocol/message';
import type { Account, Connector, MessageProtocol } from '../wallets/kit/types';
import { messageProtocolFor } from './internal/message-protocols';
import { operationFailure } from './internal/operation-error';

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
 * Sign in with Bitcoin (CAIP-122 text): builds the message for the app's network,
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
