import { Errors } from '../errors';
import { findMagicEdenGlobal, findUnisat, type WalletGlobals } from './globals';
import { monogramIcon } from './icons';
import { ALL_NETWORKS } from './network-names';
import { findMagicEdenStandard, type StandardWalletSource } from './standard-wallets';
import type { StoreUrls } from './store-link';
import type { Connector, ConnectorCapabilities } from './types';

/** What a family's loader gets: the wallet id picked and where to find the wallet. */
export interface FamilyContext {
  walletId: string;
  win: WalletGlobals;
  standard: StandardWalletSource | undefined;
  /** The app targets the devnet, so the Dev Wallet may be used. */
  devnet: boolean;
}

/**
 * One wallet family: its metadata, how to detect it, its capability preset (what the chooser and
 * pages may offer before the code loads) and a lazy loader, so the first load holds only this table
 * and detection (docs/performance.md). Adding a wallet is one connector file plus one entry here
 * (CONTRIBUTING.md, "Add a wallet").
 */
export interface WalletFamily {
  id: string;
  name: string;
  icon: string;
  store: StoreUrls;
  /** The `btc_providers` ids this family registers, so it is not listed twice. */
  btcProviderIds: readonly string[];
  isInstalled(win: WalletGlobals, standard: StandardWalletSource | undefined): boolean;
  capabilities: ConnectorCapabilities;
  /** Fetches the connector code without creating a connector (idle preloading). */
  preload(): Promise<unknown>;
  load(ctx: FamilyContext): Promise<Connector>;
}

/** Ties a dynamic import to the factory that uses it, keeping both typed. */
function lazy<M>(
  loader: () => Promise<M>,
  create: (module: M, ctx: FamilyContext) => Connector,
): Pick<WalletFamily, 'preload' | 'load'> {
  return { preload: loader, load: async (ctx) => create(await loader(), ctx) };
}

const chromeStore = (slug: string, id: string) => `https://chromewebstore.google.com/detail/${slug}/${id}`;

export const WALLET_FAMILIES: readonly WalletFamily[] = [
  {
    id: 'xverse',
    name: 'Xverse',
    icon: monogramIcon('Xverse', '#ee7a30'),
    store: {
      web: 'https://www.xverse.app/download',
      chrome: chromeStore('xverse-wallet', 'idnnbdplmphpflfnlkomgpfbpcgelopg'),
      android: 'https://play.google.com/store/apps/details?id=com.secretkeylabs.xverse',
      ios: 'https://apps.apple.com/app/xverse-bitcoin-web3-wallet/id1552272513',
    },
    btcProviderIds: ['XverseProviders.BitcoinProvider'],
    isInstalled: (win) => !!win.XverseProviders?.BitcoinProvider,
    capabilities: {
      nativeSend: true,
      multiRecipientSend: true,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'psbt-field',
      broadcastPsbt: true,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: true,
      runesOrders: true,
      networks: ALL_NETWORKS,
    },
    ...lazy(
      () => import('./xverse'),
      (m) => m.createXverseConnector(),
    ),
  },
  {
    id: 'unisat',
    name: 'Unisat',
    icon: monogramIcon('Unisat', '#7a4cf0'),
    store: {
      web: 'https://unisat.io/download',
      chrome: chromeStore('unisat-wallet', 'ppbibelpcjmhbdihakflkdcoccbgbkpo'),
    },
    btcProviderIds: ['unisat'],
    isInstalled: (win) => !!findUnisat(win),
    capabilities: {
      nativeSend: true,
      multiRecipientSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      networks: ['mainnet', 'testnet', 'testnet4', 'signet'],
    },
    ...lazy(
      () => import('./unisat'),
      (m, ctx) => m.createUnisatConnector(ctx.win),
    ),
  },
  {
    id: 'magiceden',
    name: 'Magic Eden',
    icon: monogramIcon('Magic Eden', '#e42575'),
    store: {
      web: 'https://wallet.magiceden.io/',
      chrome: chromeStore('magic-eden-wallet', 'mkpegjkblkkefacfnmkajcjmabijhclg'),
    },
    btcProviderIds: ['magicEden.bitcoin'],
    isInstalled: (win, standard) => !!findMagicEdenStandard(standard) || !!findMagicEdenGlobal(win),
    capabilities: {
      nativeSend: true,
      multiRecipientSend: true,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      balance: false,
      networkSwitch: false,
      silentReconnect: false,
      events: true,
      runesOrders: false,
      networks: ['mainnet'],
    },
    ...lazy(
      () => import('./magiceden'),
      (m, ctx) => m.createMagicEdenConnector(ctx.win, ctx.standard),
    ),
  },
  {
    id: 'leather',
    name: 'Leather',
    icon: monogramIcon('Leather', '#12100f'),
    store: {
      web: 'https://leather.io/install-extension',
      chrome: chromeStore('leather', 'ldinpeekobnhjjdofggfgjlcehhmanlj'),
    },
    btcProviderIds: ['LeatherProvider'],
    isInstalled: (win) => !!win.LeatherProvider,
    capabilities: {
      nativeSend: true,
      multiRecipientSend: true,
      messageProtocols: ['bip322'],
      sighashes: 'psbt-field',
      broadcastPsbt: true,
      balance: false,
      networkSwitch: false,
      silentReconnect: false,
      events: false,
      runesOrders: false,
      networks: ['mainnet', 'testnet', 'signet', 'regtest'],
    },
    ...lazy(
      () => import('./leather'),
      (m, ctx) => m.createLeatherConnector(ctx.win),
    ),
  },
  {
    id: 'okx',
    name: 'OKX Wallet',
    icon: monogramIcon('OKX', '#000000'),
    store: {
      web: 'https://www.okx.com/web3',
      chrome: chromeStore('okx-wallet', 'mcohilncbfahbmgdjkbpemcciiolgcge'),
      firefox: 'https://addons.mozilla.org/firefox/addon/okexwallet/',
    },
    btcProviderIds: [],
    isInstalled: (win) => !!win.okxwallet?.bitcoin,
    capabilities: {
      nativeSend: true,
      multiRecipientSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      balance: true,
      networkSwitch: false,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      networks: ['mainnet', 'testnet', 'signet'],
    },
    ...lazy(
      () => import('./okx'),
      (m, ctx) => m.createOkxConnector(ctx.win),
    ),
  },
];

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
    matches: (id) => id.startsWith(WALLET_STANDARD_PREFIX),
    ...lazy(
      () => import('./wallet-standard'),
      (m, ctx) => m.createWalletStandardConnectorFor(ctx.walletId, ctx.standard),
    ),
  },
];

/** A named family by id. */
export function familyById(id: string): WalletFamily | undefined {
  return WALLET_FAMILIES.find((family) => family.id === id);
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
