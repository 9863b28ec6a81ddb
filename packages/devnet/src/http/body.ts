import type { IncomingMessage } from 'node:http';
import { HttpError } from './reply';

/** electrs' request body limit (docs/esplora-api.md §1.3), for the Esplora API and the ordering service. */
export const MAX_BODY = 1_000_000;
/** Control-plane and sign-in bodies are a few fields of JSON. */
export const SMALL_BODY = 64 * 1024;

/**
 * The whole body, or an HttpError 413 as soon as it passes `limit`. The rest of an oversize body
 * is read and dropped rather than cutting the connection, so the client still gets the 413.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      if (tooLarge) return;
      size += c.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        reject(new HttpError(413, `request body larger than ${limit} bytes`));
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text, refusing malformed bytes with a 400 instead of replacing them. */
export function decodeUtf8Strict(raw: Uint8Array): string {
  try {
    return strictUtf8.decode(raw);
  } catch {
    throw new HttpError(400, 'request body is not valid UTF-8');
  }
}
