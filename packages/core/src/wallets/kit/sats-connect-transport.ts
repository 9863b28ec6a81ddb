import { getProviderById, request } from '@sats-connect/core';
import { Errors } from '../../primitives/errors';

/** sats-connect's result envelope (docs/sats-connect.md §2.2). */
export type RpcOutcome =
  | { status: 'success'; result: unknown }
  | { status: 'error'; error: { code: number; message: string; data?: unknown } };

export interface SatsConnectTransport {
  request(method: string, params: unknown): Promise<RpcOutcome>;
  /** The injected provider object, for `addListener`; undefined when absent. */
  provider(): SatsConnectProvider | undefined;
}

export interface SatsConnectProvider {
  request?: (method: string, params: unknown) => Promise<unknown>;
  addListener?: (...args: unknown[]) => unknown;
}

// The named request is typed per method; our connectors pass plain values checked by the wallet.
const untypedRequest = request as unknown as (
  method: string,
  params: unknown,
  providerId: string,
) => Promise<RpcOutcome>;

/**
 * Calls through `@sats-connect/core`'s named `request(method, params, providerId)`, which looks the
 * provider up by its dot path from `window` (docs/sats-connect.md §1.3, §1.4). It rejects with
 * `no wallet provider was found` when the global is missing (P11): that becomes provider-not-found.
 */
export function coreTransport(providerId: string, walletName: string): SatsConnectTransport {
  const provider = () => getProviderById(providerId) as SatsConnectProvider | undefined;
  return {
    provider,
    async request(method, params) {
      if (!provider()) throw Errors.providerNotFound(walletName);
      return untypedRequest(method, params, providerId);
    },
  };
}

function isEnvelope(value: unknown): value is { jsonrpc: '2.0'; result?: unknown; error?: unknown } {
  return !!value && typeof value === 'object' && (value as { jsonrpc?: unknown }).jsonrpc === '2.0';
}

/**
 * For a provider object we hold directly (a Wallet Standard `sats-connect:` feature): the same
 * envelope rules as core's requestInternal, error first (docs/sats-connect.md §2.2).
 */
export function directTransport(target: SatsConnectProvider, walletName: string): SatsConnectTransport {
  return {
    provider: () => target,
    async request(method, params) {
      if (typeof target.request !== 'function') throw Errors.providerNotFound(walletName);
      const raw = await target.request(method, params);
      if (isEnvelope(raw) && raw.error !== undefined) {
        return { status: 'error', error: raw.error as { code: number; message: string } };
      }
      if (isEnvelope(raw) && raw.result !== undefined) return { status: 'success', result: raw.result };
      return {
        status: 'error',
        error: { code: -32603, message: 'Received unknown response from provider.', data: raw },
      };
    },
  };
}
