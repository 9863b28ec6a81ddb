import { SatchelError } from '../../primitives/errors';
import { type ServiceInfo, serviceError } from './service';

/** Largest answer any client reads: 5 MB. A longer one is refused, not parsed. */
export const MAX_ANSWER_BYTES = 5_000_000;

function tooLarge(service: ServiceInfo, maxBytes: number, details: string): SatchelError {
  return serviceError(service, `${service.name} sent an answer over ${formatLimit(maxBytes)}.`, { details });
}

function formatLimit(bytes: number): string {
  return bytes % 1_000_000 === 0 ? `${bytes / 1_000_000} MB` : `${bytes} bytes`;
}

/**
 * The body as text, read chunk by chunk and abandoned as soon as it passes `maxBytes`, so a huge
 * answer costs at most the limit in memory. A `Content-Length` above the limit is refused before
 * any byte is read; the count while reading covers answers that send none or understate it.
 */
export async function readCappedText(
  response: Response,
  service: ServiceInfo,
  maxBytes = MAX_ANSWER_BYTES,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(service, maxBytes, `Content-Length: ${declared}`);
  }
  const body = response.body;
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(service, maxBytes, `more than ${maxBytes} bytes received`);
      }
      parts.push(decoder.decode(value, { stream: true }));
    }
  } catch (cause) {
    if (cause instanceof SatchelError) throw cause;
    throw serviceError(service, `${service.name} sent an answer that could not be read to the end.`, {
      cause,
    });
  } finally {
    reader.releaseLock();
  }
  parts.push(decoder.decode());
  return parts.join('');
}
