import { Errors } from '../errors';
import { DEV_WALLET_ID } from './catalogue';
import { walletGlobals } from './globals';
import {
  findBtcProviderEntry,
  findStandardWallet,
  type RegistryContext,
  SATS_CONNECT_PREFIX,
  WALLET_STANDARD_PREFIX,
} from './registry';
import { defaultStandardWallets } from './standard-wallets';
import type { Connector } from './types';

/**
 * Connector code is loaded when a wallet is picked (DESIGN performance budgets): each family is a
 * separate dynamic import so the first load holds only the registry and detection.
 */
export async function loadConnector(walletId: string, ctx: RegistryContext): Promise<Connector> {
  const win = ctx.win ?? walletGlobals();
  const standard =
    ctx.standardWallets ?? (typeof window === 'undefined' ? undefined : defaultStandardWallets());
  switch (walletId) {
    case 'xverse':
      return (await import('./xverse')).createXverseConnector();
    case 'unisat':
      return (await import('./unisat')).createUnisatConnector(win);
    case 'magiceden':
      return (await import('./magiceden')).createMagicEdenConnector(win, standard);
    case 'leather':
      return (await import('./leather')).createLeatherConnector(win);
    case 'okx':
      return (await import('./okx')).createOkxConnector(win);
  }
  if (walletId === DEV_WALLET_ID || walletId.startsWith(SATS_CONNECT_PREFIX)) {
    if (walletId === DEV_WALLET_ID && !ctx.devnet) throw Errors.providerNotFound(walletId);
    const entry = findBtcProviderEntry(walletId, win);
    if (!entry) throw Errors.providerNotFound(walletId);
    return (await import('./btc-provider')).createBtcProviderConnector(walletId, entry);
  }
  if (walletId.startsWith(WALLET_STANDARD_PREFIX)) {
    const wallet = findStandardWallet(walletId, standard);
    if (!wallet) throw Errors.providerNotFound(walletId.slice(WALLET_STANDARD_PREFIX.length));
    return (await import('./wallet-standard')).createWalletStandardConnector(walletId, wallet);
  }
  throw Errors.providerNotFound(walletId);
}
