import { isSatchelError, type SatchelError } from '../../primitives/errors';

/**
 * An operation fails with its own catalogue message ("Failed to sign message", ...), and
 * the reason underneath (already mapped once, by the connector) travels as the details.
 */
export function operationFailure(
  cause: unknown,
  failure: (extra: { details?: string; cause?: unknown }) => SatchelError,
): SatchelError {
  const details = isSatchelError(cause) ? (cause.details ?? cause.message) : String(cause);
  return failure({ details, cause });
}
