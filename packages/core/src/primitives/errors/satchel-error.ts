/**
 * The one error type core throws. `code` follows the JSON-RPC numbering that
 * sats-connect uses (-32000 user rejection, -32603 internal error), so a wallet's
 * error and ours can be told apart by code alone.
 */
export class SatchelError extends Error {
  override readonly name = 'SatchelError';
  readonly code: number;
  readonly details: string | undefined;

  constructor(code: number, message: string, options: { details?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
}

export function isSatchelError(value: unknown): value is SatchelError {
  return value instanceof SatchelError;
}

/** A short human reason for any thrown value, for `details`. */
export function describeCause(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  if (cause && typeof cause === 'object' && 'message' in cause && typeof cause.message === 'string') {
    return cause.message;
  }
  try {
    return JSON.stringify(cause) ?? String(cause);
  } catch {
    return String(cause);
  }
}
