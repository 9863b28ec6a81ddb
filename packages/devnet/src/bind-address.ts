import { isLoopbackAddress } from '@satchel/core/internal';
import type { DevnetNetwork } from './node';

/** Where a devnet listens unless told otherwise. */
export const DEFAULT_HOST = '127.0.0.1';

/** A devnet was asked to listen where its network may not be served. */
export class BindAddressError extends Error {}

/**
 * The address to listen on. A devnet that speaks mainnet encodings listens only on a loopback
 * address: its addresses and keys are indistinguishable from Bitcoin's, so nothing
 * beyond this machine may ever take it for Bitcoin mainnet.
 */
export function bindAddress(network: DevnetNetwork, host: string = DEFAULT_HOST): string {
  const trimmed = host.trim();
  if (trimmed === '') throw new BindAddressError('the devnet host must not be empty');
  if (network === 'mainnet' && !isLoopbackAddress(trimmed)) {
    throw new BindAddressError(
      `a mainnet devnet listens only on a loopback address (127.0.0.0/8 or ::1), not ${JSON.stringify(trimmed)}: its chain uses mainnet addresses and keys, so it must never be reachable from another machine`,
    );
  }
  return trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
}

/** The base URL of a devnet listening on `host:port` (IPv6 literals in brackets). */
export function devnetUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
