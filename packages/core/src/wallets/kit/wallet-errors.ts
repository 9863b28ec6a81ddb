import { describeCause, ErrorCode, Errors, isSatchelError, SatchelError } from '../../primitives/errors';

type Failure = (extra?: { details?: string; cause?: unknown }) => SatchelError;

const REJECTION_CODES = new Set<unknown>([ErrorCode.USER_REJECTION, 4001]);

/** The wallet's error object, wherever the wallet put it. */
function innerError(raw: unknown): unknown {
  // Leather rejects with the whole JSON-RPC envelope (docs/wallet-interfaces.md §4).
  if (raw && typeof raw === 'object' && 'error' in raw && raw.error && typeof raw.error === 'object') {
    return raw.error;
  }
  return raw;
}

function codeOf(raw: unknown): unknown {
  const inner = innerError(raw);
  return inner && typeof inner === 'object' && 'code' in inner ? inner.code : undefined;
}

/**
 * docs/wallet-interfaces.md §9d: Xverse resolves `{error:{code:-32000}}`, Leather rejects an envelope
 * with code 4001, Unisat/OKX reject a plain `{code:4001}` object.
 */
export function isUserRejection(raw: unknown): boolean {
  if (isSatchelError(raw)) return raw.code === ErrorCode.USER_REJECTION;
  return REJECTION_CODES.has(codeOf(raw));
}

/**
 * For wallets that document no rejection shape (docs/wallets/phantom.md, docs/wallets/oyl.md,
 * "Errors"): a rejection without a code whose message is missing or says the person declined.
 * Anything else keeps its own words as a failure.
 */
export function looksDeclined(raw: unknown): boolean {
  if (raw === undefined || raw === null) return true;
  if (isSatchelError(raw) || codeOf(raw) !== undefined) return false;
  const message = describeCause(innerError(raw)).trim();
  return message === '' || message === '{}' || /cancel|reject|denied|declin|closed/i.test(message);
}

/** Code -32000 on every wallet (DESIGN: errors are mapped once, in the connector). */
export function toWalletError(raw: unknown, failure: Failure): SatchelError {
  if (isSatchelError(raw)) return raw;
  if (isUserRejection(raw))
    return Errors.userRejected({ details: describeCause(innerError(raw)), cause: raw });
  return failure({ details: describeCause(innerError(raw)), cause: raw });
}

/** A plain failure keeping the wallet's own words as the message. */
export function walletFailure(extra?: { details?: string; cause?: unknown }): SatchelError {
  return new SatchelError(
    ErrorCode.INTERNAL_ERROR,
    extra?.details ?? 'The wallet could not complete the request.',
    {
      cause: extra?.cause,
    },
  );
}

export function unsupported(wallet: string, operation: string): SatchelError {
  return new SatchelError(ErrorCode.METHOD_NOT_SUPPORTED, `${wallet} does not support ${operation}.`);
}

export function cancelled(): SatchelError {
  return new SatchelError(ErrorCode.WALLET_TIMEOUT, 'The wallet request was cancelled.');
}
