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

/** One loader per family module: a dynamic import each, so the first load holds only detection. */
const MODULES = {
  xverse: () => import('./xverse'),
  unisat: () => import('./unisat'),
  magiceden: () => import('./magiceden'),
  leather: () => import('./leather'),
  okx: () => import('./okx'),
  btcProvider: () => import('./btc-provider'),
  standard: () => import('./wallet-standard'),
} as const;

function moduleKey(walletId: string): keyof typeof MODULES | undefined {
  if (walletId in MODULES && walletId !== 'btcProvider' && walletId !== 'standard') {
    return walletId as keyof typeof MODULES;
  }
  if (walletId === DEV_WALLET_ID || walletId.startsWith(SATS_CONNECT_PREFIX)) return 'btcProvider';
  if (walletId.startsWith(WALLET_STANDARD_PREFIX)) return 'standard';
  return undefined;
}

/**
 * Fetches an installed wallet's connector code ahead of the click, once the page is idle, so
 * picking the wallet does not wait on the network. Failures are ignored: `loadConnector` retries.
 */
export function preloadConnector(walletId: string): void {
  const key = moduleKey(walletId);
  if (key) void MODULES[key]().catch(() => undefined);
}

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
      return (await MODULES.xverse()).createXverseConnector();
    case 'unisat':
      return (await MODULES.unisat()).createUnisatConnector(win);
    case 'magiceden':
      return (await MODULES.magiceden()).createMagicEdenConnector(win, standard);
    case 'leather':
      return (await MODULES.leather()).createLeatherConnector(win);
    case 'okx':
      return (await MODULES.okx()).createOkxConnector(win);
  }
  if (walletId === DEV_WALLET_ID || walletId.startsWith(SATS_CONNECT_PREFIX)) {
    if (walletId === DEV_WALLET_ID && !ctx.devnet) throw Errors.providerNotFound(walletId);
    const entry = findBtcProviderEntry(walletId, win);
    if (!entry) throw Errors.providerNotFound(walletId);
    return (await MODULES.btcProvider()).createBtcProviderConnector(walletId, entry);
  }
  if (walletId.startsWith(WALLET_STANDARD_PREFIX)) {
    const wallet = findStandardWallet(walletId, standard);
    if (!wallet) throw Errors.providerNotFound(walletId.slice(WALLET_STANDARD_PREFIX.length));
    return (await MODULES.standard()).createWalletStandardConnector(walletId, wallet);
  }
  throw Errors.providerNotFound(walletId);
}
