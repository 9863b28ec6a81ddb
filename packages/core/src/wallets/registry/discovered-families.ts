import { ConnectionErrors as Errors } from '../../primitives/errors/connection-errors';
import { type FamilyContext, lazy, type WalletFamily } from '../define';
import type { Connector } from '../kit/types';
import { DEV_WALLET_ID, SATS_CONNECT_PREFIX, WALLET_STANDARD_PREFIX } from '../kit/wallet-ids';
import { isConfigured, WALLETCONNECT_ID } from '../walletconnect/options';
import { familyById } from './families';
import { findBtcProviderEntry, findStandardWallet } from './registry';

/**
 * Wallets found at run time rather than known by name: the Dev Wallet and any other wallet in
 * `window.btc_providers` (WBIP-004, docs/sats-connect.md §1.1), and Bitcoin Wallet Standard
 * wallets. Their capabilities come from what each announces, so they have no preset.
 */
interface DiscoveredFamily {
  matches(walletId: string): boolean;
  preload(): Promise<unknown>;
  load(ctx: FamilyContext): Promise<Connector>;
}

const DISCOVERED_FAMILIES: readonly DiscoveredFamily[] = [
  {
    matches: (id) => id === DEV_WALLET_ID || id.startsWith(SATS_CONNECT_PREFIX),
    ...lazy(
      () => import('../kit/btc-provider'),
      (m, ctx) => {
        if (ctx.walletId === DEV_WALLET_ID && !ctx.devnet) throw Errors.providerNotFound(ctx.walletId);
        const entry = findBtcProviderEntry(ctx.walletId, ctx.win);
        if (!entry) throw Errors.providerNotFound(ctx.walletId);
        return m.createBtcProviderConnector(ctx.walletId, entry);
      },
    ),
  },
  {
    // A phone wallet over WalletConnect: offered only when the app has a project id.
    matches: (id) => id === WALLETCONNECT_ID,
    ...lazy(
      () => import('../walletconnect/connector'),
      (m, ctx) => {
        if (!isConfigured(ctx.walletConnect)) throw Errors.providerNotFound(ctx.walletId);
        return m.createWalletConnectConnector({ options: ctx.walletConnect, privateChain: ctx.privateChain });
      },
    ),
  },
  {
    matches: (id) => id.startsWith(WALLET_STANDARD_PREFIX),
    ...lazy(
      () => import('../kit/wallet-standard'),
      (m, ctx) => {
        const wallet = findStandardWallet(ctx.walletId, ctx.standard);
        if (!wallet) throw Errors.providerNotFound(ctx.walletId.slice(WALLET_STANDARD_PREFIX.length));
        return m.createWalletStandardConnector(ctx.walletId, wallet);
      },
    ),
  },
];

/** The family that serves a wallet id, named or discovered. */
export function familyFor(walletId: string): Pick<WalletFamily, 'preload' | 'load'> | undefined {
  return familyById(walletId) ?? DISCOVERED_FAMILIES.find((family) => family.matches(walletId));
}
