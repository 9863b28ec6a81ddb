import { describeCause, isSatchelError } from '@satchel/core';

/** Shows an error's one-sentence message and, smaller, its details; never a stack. */
export function ErrorMessage({
  error,
  onRetry,
  retryLabel,
}: {
  error: unknown;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  if (error === undefined || error === null) return null;
  const message = isSatchelError(error) ? error.message : describeCause(error);
  const details = isSatchelError(error)
    ? error.details
    : typeof error === 'object' && 'details' in error && typeof error.details === 'string'
      ? error.details
      : undefined;
  return (
    <div className="error" role="alert" data-testid="error-message">
      <span className="message">{message}</span>
      {details ? (
        <span className="details" data-testid="error-details">
          {details}
        </span>
      ) : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel ?? 'Retry'}
        </button>
      ) : null}
    </div>
  );
}
