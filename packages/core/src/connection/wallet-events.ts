import { ConnectionErrors as Errors } from '../primitives/errors/connection-errors';
import type { BitcoinNetwork } from '../primitives/networks';
import type { Account, Connector } from '../wallets/kit/types';
import { withConnectedAccounts } from './account-cache';
import { transitions } from './state';
import type { StoreContext } from './store-context';

/** Keeps the wallet's cached accounts in step with what it reports. */
function cacheAccounts(ctx: StoreContext, walletId: string, accounts: readonly Account[]): void {
  ctx.storage.writeAccountCache(
    walletId,
    withConnectedAccounts(ctx.storage.readAccountCache(walletId), accounts),
  );
}

/** The network check on an event: a wrong network (or its accounts) is shown, and cleared once put right. */
async function refusalAfterEvent(
  ctx: StoreContext,
  active: Connector,
  accounts: readonly Account[],
  network: BitcoinNetwork | undefined,
) {
  return (await ctx.wrongNetwork(active, [], network)) ?? (await ctx.wrongNetwork(active, accounts, network));
}

/** `accountsChanged`: new accounts (re-read when the wallet sends none); none means locked or gone. */
async function onAccountsChanged(
  ctx: StoreContext,
  walletId: string,
  active: Connector,
  accounts: readonly Account[] | undefined,
): Promise<void> {
  const next =
    accounts ?? (await active.getAccountsSilently({ network: ctx.network }).catch(() => undefined));
  if (next === undefined || ctx.connector() !== active) return;
  if (next.length === 0) {
    // Unisat reports `[]` on lock or disconnect (docs/wallet-interfaces.md §3).
    ctx.detach();
    ctx.set(transitions.disconnected());
    return;
  }
  cacheAccounts(ctx, walletId, next);
  // As for networkChanged: the network is re-read with the accounts.
  const reported = await active.getNetwork().catch(() => undefined);
  const state = ctx.state();
  const network = reported ?? (state.status === 'connected' ? state.network : undefined);
  if (ctx.connector() !== active) return;
  const error = await refusalAfterEvent(ctx, active, next, network);
  if (ctx.connector() !== active) return;
  ctx.set(
    transitions.networkChanged(
      transitions.accountsChanged(ctx.state(), next),
      network,
      error,
      error ? ctx.switchTarget(active) : undefined,
    ),
  );
}

/** `networkChanged`: the addresses change with the network; an empty read (Unisat right after a switch) keeps them. */
async function onNetworkChanged(
  ctx: StoreContext,
  walletId: string,
  active: Connector,
  network: BitcoinNetwork | undefined,
): Promise<void> {
  const [next, read] = await Promise.all([
    network ?? active.getNetwork().catch(() => undefined),
    active.getAccountsSilently({ network: ctx.network }).catch(() => undefined),
  ]);
  if (ctx.connector() !== active) return;
  const accounts = read?.length ? read : undefined;
  if (accounts) cacheAccounts(ctx, walletId, accounts);
  const current = accounts ? transitions.accountsChanged(ctx.state(), accounts) : ctx.state();
  const error = await refusalAfterEvent(ctx, active, accounts ?? [], next);
  if (ctx.connector() !== active) return;
  ctx.set(transitions.networkChanged(current, next, error, error ? ctx.switchTarget(active) : undefined));
}

/** `disconnected`: the wallet ended it; the stored default goes too. */
function onDisconnected(ctx: StoreContext, active: Connector): void {
  if (ctx.connector() !== active) return;
  ctx.detach();
  ctx.storage.clearDefaultProvider();
  ctx.set(transitions.disconnected());
}

/**
 * `accountsUnknown`: the wallet moved to an account the page cannot read without a prompt. Showing
 * the old one would be wrong and asking would open a popup unasked, so the page shows itself
 * disconnected and says why; the wallet stays the default, so Connect asks it again directly.
 */
function onAccountsUnknown(ctx: StoreContext, active: Connector): void {
  if (ctx.connector() !== active) return;
  ctx.detach();
  ctx.set(transitions.failed(Errors.accountSwitched(active.name)));
}

/** The wallet's account and network changes update the store. Returns the unsubscribe. */
export function watchWallet(ctx: StoreContext, walletId: string, active: Connector): () => void {
  const offs = [
    active.on('accountsChanged', (accounts) => onAccountsChanged(ctx, walletId, active, accounts)),
    active.on('networkChanged', (network) => onNetworkChanged(ctx, walletId, active, network)),
    active.on('accountsUnknown', () => onAccountsUnknown(ctx, active)),
    active.on('disconnected', () => onDisconnected(ctx, active)),
  ];
  return () => {
    for (const off of offs) off();
  };
}
