import { ErrorCode, Errors, isSatchelError, Messages } from '../../primitives/errors';

/** What a wallet that broadcasts itself reports when the explorer rate-limits it. */
const RATE_LIMIT_TEXT = /\b429\b|too many requests|rate limit/i;

/**
 * "Failed to send transaction" with the underlying reason as detail. A 429, from
 * Satchel's own broadcast or reported by a wallet that broadcast itself, reads as the
 * explorer's rate limit rather than the server's error page.
 */
export function sendFailure(cause: unknown) {
  if (isSatchelError(cause)) {
    const reason = cause.message === Messages.sendFailed ? undefined : cause.message;
    const text = [reason, cause.details].filter(Boolean).join(' ');
    const walletSawRateLimit =
      cause.code !== ErrorCode.RATE_LIMITED &&
      cause.code !== ErrorCode.USER_REJECTION &&
      RATE_LIMIT_TEXT.test(text);
    const details = walletSawRateLimit ? Messages.rateLimited : text || undefined;
    return Errors.sendFailed({ details, cause });
  }
  return Errors.sendFailed({ details: String(cause), cause });
}

/** The refusals of `checkWalletPsbt`: shown as they are, never as a failed send. */
export function isWalletAnswerRefusal(cause: unknown): boolean {
  return (
    isSatchelError(cause) &&
    (cause.code === ErrorCode.WALLET_CHANGED_TRANSACTION || cause.code === ErrorCode.WALLET_DID_NOT_SIGN)
  );
}
