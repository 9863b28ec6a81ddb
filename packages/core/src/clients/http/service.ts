import { SatchelError } from '../../primitives/errors';

/** A remote service a client talks to: the subject of its error messages and their code. */
export interface ServiceInfo {
  /** Sentence subject, e.g. `The explorer`. */
  readonly name: string;
  /** Code of the SatchelErrors raised when it cannot be reached or read. */
  readonly code: number;
}

export function serviceError(
  service: ServiceInfo,
  message: string,
  extra: { details?: string; cause?: unknown } = {},
): SatchelError {
  return new SatchelError(service.code, message, extra);
}

/** The error for a call the caller cancelled through its AbortSignal. */
export function cancelled(service: ServiceInfo, signal: AbortSignal): SatchelError {
  return serviceError(service, `The request to ${lower(service.name)} was cancelled.`, {
    cause: signal.reason,
  });
}

function lower(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}
