import { WalletFailure } from '../errors';

/**
 * The ordering-service calls sats-connect's RunesApi makes (docs/sats-connect.md §4), pointed at
 * the devnet's compatible service instead of ordinals*.xverse.app. HTTP errors map as the
 * sats-connect adapter maps them: 400 (and 404 for order lookups) → invalid request, else internal.
 */
export class RunesClient {
  constructor(private readonly base: string) {}

  /** `${esploraUrl without /api}/ordinals/v1`. */
  static forEsplora(esploraUrl: string): RunesClient {
    return new RunesClient(`${esploraUrl.replace(/\/api\/?$/, '')}/ordinals/v1`);
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, notFoundIsInvalid = false): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
    } catch (error) {
      throw new WalletFailure('internal', `Ordering service unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? {} : JSON.parse(text);
    } catch {
      data = text;
    }
    if (!response.ok) {
      const invalid = response.status === 400 || (notFoundIsInvalid && response.status === 404);
      throw new WalletFailure(invalid ? 'invalid-request' : 'internal', JSON.stringify(data));
    }
    return data as T;
  }
}

/** Drops `network` (a client-side routing hint, not part of the service's request bodies). */
export function withoutNetwork(params: unknown): Record<string, unknown> {
  const { network: _network, ...rest } = (params ?? {}) as Record<string, unknown>;
  return rest;
}
