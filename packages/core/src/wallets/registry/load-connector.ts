import { ConnectionErrors as Errors } from '../../primitives/errors/connection-errors';
import { walletGlobals } from '../kit/globals';
import { defaultStandardWallets } from '../kit/standard-wallets';
import type { Connector } from '../kit/types';
import { familyFor } from './discovered-families';
import { privateChainRefusal, type RegistryContext } from './registry';

/**
 * Fetches an installed wallet's connector code ahead of the click, once the page is idle, so
 * picking the wallet does not wait on the network. Failures are ignored: `loadConnector` retries.
 */
export function preloadConnector(walletId: string): void {
  void familyFor(walletId)
    ?.preload()
    .then(() => import('../kit/checked-accounts'))
    .catch(() => undefined);
}

/**
 * Connector code is loaded when a wallet is picked (docs/performance.md): each family is a
 * separate dynamic import so the first load holds only the family table and detection. Every
 * connector comes back wrapped so the accounts it reports carry only keys checked against their
 * addresses; the check's curve math loads with it, never in the first load.
 */
export async function loadConnector(walletId: string, ctx: RegistryContext): Promise<Connector> {
  const family = familyFor(walletId);
  if (!family) throw Errors.providerNotFound(walletId);
  // On a private test chain a wallet without the Dev Wallet's mark is refused here,
  // below the chooser, so no caller (a stored default, a reconnect, `connect({walletId})`) reaches it.
  const refusal = privateChainRefusal(walletId, ctx);
  if (refusal) throw refusal;
  const [connector, { withUsableKeys }] = await Promise.all([
    family.load({
      walletId,
      win: ctx.win ?? walletGlobals(),
      standard: ctx.standardWallets ?? (typeof window === 'undefined' ? undefined : defaultStandardWallets()),
      devnet: ctx.devnet,
      privateChain: ctx.privateChain === true,
      walletConnect: ctx.walletConnect,
    }),
    import('../kit/checked-accounts'),
  ]);
  return withUsableKeys(connector);
}
