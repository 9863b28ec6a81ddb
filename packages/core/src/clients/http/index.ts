export {
  type Clock,
  DEFAULT_RETRY,
  isRetryableStatus,
  parseRetryAfter,
  type RetryPolicy,
  retryDelay,
  systemClock,
} from './backoff';
export { MAX_ANSWER_BYTES, readCappedText } from './body';
export { createInFlight, type InFlight, untilAborted } from './in-flight';
export { parseJsonExact } from './json';
export {
  type CallOptions,
  createRequester,
  type HttpAnswer,
  type Requester,
  type RequesterOptions,
} from './requester';
export * as schema from './schema';
export { cancelled, type ServiceInfo, serviceError } from './service';
