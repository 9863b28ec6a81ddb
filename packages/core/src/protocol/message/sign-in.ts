import { ErrorCode, SatchelError } from '../../primitives/errors';
import { type BitcoinNetwork, isAddressForNetwork } from '../../primitives/networks';
import {
  dateTimeToMillis,
  formatSignInMessage,
  parseSignInMessage,
  type SignInFields,
  signInFieldProblem,
} from './sign-in-parse';
import { verifyMessage } from './verify';

/**
 * CAIP-2 chain ids of the bip122 namespace: `bip122:` + the first 32 hex characters of the
 * genesis block hash (https://github.com/ChainAgnostic/namespaces/blob/main/bip122/caip2.md).
 * Genesis hashes: Bitcoin Core's src/kernel/chainparams.cpp (mainnet, testnet3, signet,
 * regtest) and BIP-94 §Genesis Block (testnet4).
 */
export const BIP122_CHAIN_IDS: Readonly<Record<BitcoinNetwork, string>> = Object.freeze({
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
  testnet4: 'bip122:00000000da84f2bafbbc53dee25a72ae',
  signet: 'bip122:00000008819873e925422c1ff0f99f7c',
  regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
});

/** The network a bip122 chain id names, or undefined for any other chain (Litecoin, forks…). */
export function networkOfChainId(chainId: unknown): BitcoinNetwork | undefined {
  const entry = Object.entries(BIP122_CHAIN_IDS).find(([, id]) => id === chainId);
  return entry?.[0] as BitcoinNetwork | undefined;
}

/** How far in the future an Issued At may lie, for clocks that disagree a little. */
export const SIGN_IN_CLOCK_SKEW_MS = 60_000;

export type SignInMessageParams = SignInFields;

/**
 * The message a wallet signs (BIP-322 simple, or BIP-137 for wallets without it) to sign in.
 * Throws a SatchelError naming the first field that is wrong: INVALID_ADDRESS for the
 * address, WRONG_NETWORK when the address does not belong to the chain id, INVALID_PARAMS
 * otherwise.
 */
export function createSignInMessage(params: SignInMessageParams): string {
  if (typeof params !== 'object' || params === null) {
    throw new SatchelError(ErrorCode.INVALID_PARAMS, 'Cannot create the sign-in message: no fields given.');
  }
  const fields: SignInFields = {
    domain: params.domain,
    address: params.address,
    uri: params.uri,
    version: params.version,
    chainId: params.chainId,
    nonce: params.nonce,
    issuedAt: params.issuedAt,
  };
  const optional = ['statement', 'expirationTime', 'notBefore', 'requestId'] as const;
  for (const key of optional) if (params[key] !== undefined) fields[key] = params[key];
  // An empty list and no list print the same text; keep one form so parsing gives back the input.
  if (params.resources !== undefined && !(Array.isArray(params.resources) && params.resources.length === 0)) {
    fields.resources = Array.isArray(params.resources) ? [...params.resources] : params.resources;
  }

  const problem = signInFieldProblem(fields);
  if (problem) {
    const code = problem.field === 'address' ? ErrorCode.INVALID_ADDRESS : ErrorCode.INVALID_PARAMS;
    throw new SatchelError(code, `Cannot create the sign-in message: ${problem.problem}`, {
      details: problem.field,
    });
  }
  const network = networkOfChainId(fields.chainId);
  if (network === undefined) {
    throw new SatchelError(
      ErrorCode.INVALID_PARAMS,
      `Cannot create the sign-in message: ${fields.chainId} is not a Bitcoin network this app knows.`,
      { details: 'chainId' },
    );
  }
  if (!isAddressForNetwork(fields.address, network)) {
    throw new SatchelError(
      ErrorCode.WRONG_NETWORK,
      `Cannot create the sign-in message: ${fields.address} is not a ${network} address.`,
      { details: 'address' },
    );
  }
  return formatSignInMessage(fields);
}

/** Why a sign-in was refused; each refusal has its own reason. */
export type SignInRefusal =
  | 'invalid-request'
  | 'malformed-message'
  | 'unknown-chain'
  | 'wrong-network'
  | 'wrong-domain'
  | 'wrong-nonce'
  | 'issued-in-future'
  | 'expired'
  | 'not-yet-valid'
  | 'bad-signature';

export interface VerifySignInParams {
  message: string;
  /** Base64 BIP-322 simple witness or 65-byte BIP-137 signature. */
  signature: string;
  expected: {
    /** The host the request really came to (from the server's own configuration). */
    domain: string;
    /** The nonce the server issued for this sign-in, compared exactly. */
    nonce: string;
    /** Current time as a Date or epoch milliseconds; default the system clock. */
    now?: Date | number;
  };
}

export type VerifySignInResult =
  | { valid: true; address: string; fields: SignInFields }
  | { valid: false; reason: SignInRefusal; detail: string };

function refuse(reason: SignInRefusal, detail: string): VerifySignInResult {
  return { valid: false, reason, detail };
}

function nowMillis(now: unknown): number | undefined {
  if (now === undefined) return Date.now();
  const millis = now instanceof Date ? now.getTime() : now;
  return typeof millis === 'number' && Number.isFinite(millis) ? millis : undefined;
}

/**
 * Checks a signed sign-in message against what the server expects: strict format, a known
 * chain whose network the address belongs to, domain, nonce, time window, then the signature.
 * Never throws: anything wrong, including input of the wrong type, is `{valid: false, reason}`.
 */
export function verifySignIn(params: VerifySignInParams): VerifySignInResult {
  try {
    if (typeof params !== 'object' || params === null) return refuse('invalid-request', 'No parameters.');
    // Each property is read once, so a getter cannot answer differently to the checks and the use.
    const { message, signature, expected } = params as { [K in keyof VerifySignInParams]: unknown };
    if (typeof signature !== 'string') return refuse('invalid-request', 'The signature must be text.');
    if (typeof expected !== 'object' || expected === null) {
      return refuse('invalid-request', 'The expected domain and nonce are missing.');
    }
    const { domain, nonce, now: nowInput } = expected as Record<string, unknown>;
    if (typeof domain !== 'string' || domain === '' || typeof nonce !== 'string' || nonce === '') {
      return refuse('invalid-request', 'The expected domain and nonce must be non-empty text.');
    }
    const now = nowMillis(nowInput);
    if (now === undefined) return refuse('invalid-request', 'The expected time is not a valid date.');

    const parsed = parseSignInMessage(message);
    if (!('fields' in parsed)) return refuse('malformed-message', parsed.problem);
    const { fields } = parsed;
    const network = networkOfChainId(fields.chainId);
    if (network === undefined)
      return refuse('unknown-chain', `${fields.chainId} is not a known Bitcoin network.`);
    if (!isAddressForNetwork(fields.address, network)) {
      return refuse('wrong-network', `${fields.address} is not a ${network} address.`);
    }
    // DNS names compare case-insensitively (RFC 4343).
    if (fields.domain.toLowerCase() !== domain.toLowerCase()) {
      return refuse('wrong-domain', `The message is for ${fields.domain}, not ${domain}.`);
    }
    if (fields.nonce !== nonce) return refuse('wrong-nonce', 'The nonce is not the one issued.');
    const issuedAt = dateTimeToMillis(fields.issuedAt) as number;
    if (issuedAt > now + SIGN_IN_CLOCK_SKEW_MS) {
      return refuse('issued-in-future', `The message is issued at ${fields.issuedAt}, in the future.`);
    }
    const expiration = dateTimeToMillis(fields.expirationTime);
    if (expiration !== undefined && now >= expiration) {
      return refuse('expired', `The message expired at ${fields.expirationTime}.`);
    }
    const notBefore = dateTimeToMillis(fields.notBefore);
    if (notBefore !== undefined && now < notBefore) {
      return refuse('not-yet-valid', `The message is not valid before ${fields.notBefore}.`);
    }
    if (!verifyMessage({ address: fields.address, message: message as string, signature }).valid) {
      return refuse('bad-signature', `The signature does not prove control of ${fields.address}.`);
    }
    return { valid: true, address: fields.address, fields };
  } catch {
    return refuse('invalid-request', 'The parameters could not be read.');
  }
}
