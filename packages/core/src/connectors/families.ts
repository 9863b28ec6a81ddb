import { ConnectionErrors as Errors } from '../errors/connection-errors';
import { type FamilyContext, lazy, type WalletFamily } from '../wallets/define';
import { WALLET_FAMILIES } from '../wallets/table';
import { isConfigured, WALLETCONNECT_ID } from '../wallets/walletconnect/options';
import type { Connector, ConnectorCapabilities } from './types';

export {
  type FamilyContext,
  type FamilyStatus,
  isWithdrawn,
  type WalletFamily,
  withdrawnSince,
} from '../wallets/define';
export { FAMILY_IDS, type FamilyId, WALLET_FAMILIES } from '../wallets/table';

export const DEV_WALLET_ID = 'devwallet';
export const DEV_WALLET_NAME = 'Satchel Dev Wallet';
export const WALLET_STANDARD_PREFIX = 'wallet-standard:';
export const SATS_CONNECT_PREFIX = 'sats-connect:';

/**
 * Wallets found at run time rather than known by name: the Dev Wallet and any other wallet in
 * `window.btc_providers` (WBIP-004, docs/sats-connect.md §1.1), and Bitcoin Wallet Standard
 * wallets. Their capabilities come from what each announces, so they have no preset.
 */
export interface DiscoveredFamily {
  matches(walletId: string): boolean;
  preload(): Promise<unknown>;
  load(ctx: FamilyContext): Promise<Connector>;
}

export const DISCOVERED_FAMILIES: readonly DiscoveredFamily[] = [
  {
    matches: (id) => id === DEV_WALLET_ID || id.startsWith(SATS_CONNECT_PREFIX),
    ...lazy(
      () => import('./btc-provider'),
      (m, ctx) => {
        if (ctx.walletId === DEV_WALLET_ID && !ctx.devnet) throw Errors.providerNotFound(ctx.walletId);
        return m.createBtcProviderConnectorFor(ctx.walletId, ctx.win);
      },
    ),
  },
  {
    // A phone wallet over WalletConnect: offered only when the app has a project id.
    matches: (id) => id === WALLETCONNECT_ID,
    ...lazy(
      () => import('../wallets/walletconnect/connector'),
      (m, ctx) => {
        if (!isConfigured(ctx.walletConnect)) throw Errors.providerNotFound(ctx.walletId);
        return m.createWalletConnectConnector({ options: ctx.walletConnect, privateChain: ctx.privateChain });
      },
    ),
  },
  {
    matches: (id) => id.startsWith(WALLET_STANDARD_PREFIX),
    ...lazy(
      () => import('./wallet-standard'),
      (m, ctx) => m.createWalletStandardConnectorFor(ctx.walletId, ctx.standard),
    ),
  },
];

/** A named family by id. */
export function familyById(id: string): WalletFamily | undefined {
  return (WALLET_FAMILIES as readonly WalletFamily[]).find((family) => family.id === id);
}

/** The capability preset of a named family: its connector reports exactly this. */
export function familyCapabilities(id: string): ConnectorCapabilities {
  const family = familyById(id);
  if (!family) throw Errors.providerNotFound(id);
  return family.capabilities;
}

/** The family that serves a wallet id, named or discovered. */
export function familyFor(walletId: string): Pick<WalletFamily, 'preload' | 'load'> | undefined {
  return familyById(walletId) ?? DISCOVERED_FAMILIES.find((family) => family.matches(walletId));
}
