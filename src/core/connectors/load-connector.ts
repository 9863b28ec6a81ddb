import { Errors } from '../errors';
import { familyFor } from './families';
import { walletGlobals } from './globals';
import type { RegistryContext } from './registry';
import { defaultStandardWallets } from './standard-wallets';
import type { Connector } from './types';

/**
 * Fetches an installed wallet's connector code ahead of the click, once the page is idle, so
 * picking the wallet does not wait on the network. Failures are ignored: `loadConnector` retries.
 */
export function preloadConnector(walletId: string): void {
  void familyFor(walletId)
    ?.preload()
    .catch(() => undefined);
}

/**
 * Connector code is loaded when a wallet is picked (docs/performance.md): each family is a
 * separate dynamic import so the first load holds only the family table and detection.
 */
export async function loadConnector(walletId: string, ctx: RegistryContext): Promise<Connector> {
  const family = familyFor(walletId);
  if (!family) throw Errors.providerNotFound(walletId);
  return family.load({
    walletId,
    win: ctx.win ?? walletGlobals(),
    standard: ctx.standardWallets ?? (typeof window === 'undefined' ? undefined : defaultStandardWallets()),
    devnet: ctx.devnet,
  });
}
