import { Errors } from '../errors';
import {
  findBinance,
  findBitget,
  findKeplr,
  findMagicEdenGlobal,
  findOrange,
  findOyl,
  findPhantom,
  findUnisat,
  findWizz,
  providerAtPath,
  type WalletGlobals,
} from './globals';
import { monogramIcon } from './icons';
import { ALL_NETWORKS } from './network-names';
import {
  findMagicEdenStandard,
  findMetaMaskStandard,
  SATS_CONNECT_FEATURE,
  type StandardWalletSource,
} from './standard-wallets';
import { type StoreUrls, withPageUrl } from './store-link';
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
  /**
   * The injected object the connector talks to on mainnet (where a family has one per network),
   * or the Wallet Standard wallet; undefined when absent. A private-chain build connects it only
   * when it carries the Dev Wallet's mark (SPEC R24.3).
   */
  provider(win: WalletGlobals, standard: StandardWalletSource | undefined): unknown;
  capabilities: ConnectorCapabilities;
  /**
   * The wallet no longer offers Bitcoin to web apps: listed only while an older version still
   * injects its provider, never as a wallet to install or to open on a phone.
   */
  withdrawn?: boolean;
  /** The wallet's documented link that reopens `pageUrl` in its in-app browser (docs/wallets/mobile.md). */
  openIn?(pageUrl: string): string;
  /** The page runs inside the wallet's in-app browser; asked only on a phone (docs/wallets/mobile.md). */
  isInAppBrowser?(userAgent: string, win: WalletGlobals): boolean;
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

/** As the Magic Eden connector looks it up: its Standard wallet's `sats-connect:` provider, else its global. */
function magicEdenProvider(win: WalletGlobals, standard: StandardWalletSource | undefined): unknown {
  const feature = findMagicEdenStandard(standard)?.features[SATS_CONNECT_FEATURE] as
    | { provider?: unknown }
    | undefined;
  return feature?.provider ?? findMagicEdenGlobal(win);
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
    provider: (win) => win.XverseProviders?.BitcoinProvider,
    openIn: withPageUrl('https://connect.xverse.app/browser?url='),
    // sats-connect's default config reads `ReactNativeWebView` as Xverse's in-app browser.
    isInAppBrowser: (_, win) =>
      providerAtPath(win, 'ReactNativeWebView') !== undefined && !!win.XverseProviders?.BitcoinProvider,
    capabilities: {
      nativeSend: true,
      multiRecipientSend: true,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'psbt-field',
      broadcastPsbt: true,
      // sats-connect's JSON-RPC has signPsbt only; `signMultipleTransactions` is the v1 token API
      // (sats-connect-core src/request/methods.ts, src/transactions/signMultipleTransactions.ts).
      batchSignPsbt: false,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: true,
      runesOrders: true,
      // ord_sendInscriptions and runes_transfer (docs/sats-connect.md §3).
      assetTransfers: ['inscription', 'runes'],
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
    provider: (win) => findUnisat(win),
    capabilities: {
      nativeSend: true,
      multiRecipientSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      batchSignPsbt: true,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      // sendInscription and sendRunes (unisat-dev-docs, manage-assets).
      assetTransfers: ['inscription', 'runes'],
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
    provider: magicEdenProvider,
    capabilities: {
      nativeSend: true,
      multiRecipientSend: true,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      batchSignPsbt: true,
      balance: false,
      networkSwitch: false,
      silentReconnect: false,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      networks: ['mainnet'],
      mainnetOnly: true,
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
    provider: (win) => win.LeatherProvider,
    capabilities: {
      nativeSend: true,
      multiRecipientSend: true,
      messageProtocols: ['bip322'],
      sighashes: 'psbt-field',
      broadcastPsbt: true,
      batchSignPsbt: false,
      balance: false,
      networkSwitch: false,
      silentReconnect: false,
      events: false,
      runesOrders: false,
      assetTransfers: [],
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
    provider: (win) => win.okxwallet?.bitcoin,
    // The app's deep link, wrapped whole in OKX's universal link.
    openIn: (url) =>
      withPageUrl('https://web3.okx.com/download?deeplink=')(
        withPageUrl('okx://wallet/dapp/url?dappUrl=')(url),
      ),
    isInAppBrowser: (userAgent, win) => /\bOKApp\b/.test(userAgent) && !!win.okxwallet,
    capabilities: {
      nativeSend: true,
      multiRecipientSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      batchSignPsbt: true,
      balance: true,
      networkSwitch: false,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      networks: ['mainnet', 'testnet', 'signet'],
      // `okxwallet.bitcoin` speaks mainnet only; the test networks are other objects (SPEC R24.5).
      mainnetOnly: true,
    },
    ...lazy(
      () => import('./okx'),
      (m, ctx) => m.createOkxConnector(ctx.win),
    ),
  },
  {
    id: 'bitget',
    name: 'Bitget Wallet',
    icon: monogramIcon('Bitget Wallet', '#001f29'),
    store: {
      web: 'https://web3.bitget.com/en/wallet-download',
      chrome: chromeStore('bitget-wallet-crypto-web3', 'jiidiaalihmmhddjgbnbgdfflelocpak'),
    },
    btcProviderIds: [],
    // Its own `bitkeep.unisat`, or a `window.unisat` flagged `isBitKeep` (docs/wallets/bitget.md).
    isInstalled: (win) => !!findBitget(win),
    provider: (win) => findBitget(win),
    openIn: withPageUrl('https://bkcode.vip?action=dapp&url='),
    // The extension sets `isBitKeepChrome`; the app's browser does not.
    isInAppBrowser: (_, win) => !!win.bitkeep && !providerAtPath(win, 'isBitKeepChrome'),
    capabilities: {
      nativeSend: true,
      multiRecipientSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      batchSignPsbt: true,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      networks: ['mainnet', 'testnet', 'signet'],
    },
    ...lazy(
      () => import('./bitget'),
      (m, ctx) => m.createBitgetConnector(ctx.win),
    ),
  },
  {
    id: 'binance',
    name: 'Binance Web3 Wallet',
    icon: monogramIcon('Binance Web3 Wallet', '#181a20'),
    store: {
      web: 'https://www.binance.com/en/web3wallet',
      android: 'https://www.binance.com/en/download',
      ios: 'https://www.binance.com/en/download',
    },
    btcProviderIds: [],
    // `binancew3w.bitcoin`, or the `window.unisat` it proxies with `isBinance` (docs/wallets/binance.md).
    isInstalled: (win) => !!findBinance(win),
    provider: (win) => findBinance(win),
    capabilities: {
      // sendBitcoin, signPsbts and pushPsbt are not documented and may be missing (docs/wallets/binance.md).
      nativeSend: false,
      multiRecipientSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: false,
      batchSignPsbt: false,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      networks: ['mainnet', 'testnet', 'signet'],
    },
    ...lazy(
      () => import('./binance'),
      (m, ctx) => m.createBinanceConnector(ctx.win),
    ),
  },
  {
    id: 'keplr',
    name: 'Keplr',
    icon: monogramIcon('Keplr', '#314fdf'),
    store: {
      web: 'https://www.keplr.app/get',
      chrome: chromeStore('keplr', 'dmkamcknogkgcdfhhbddcghachkejeap'),
      android: 'https://play.google.com/store/apps/details?id=com.chainapsis.keplr',
      ios: 'https://apps.apple.com/app/keplr-wallet/id1567851089',
    },
    btcProviderIds: [],
    isInstalled: (win) => !!findKeplr(win),
    provider: (win) => findKeplr(win),
    openIn: withPageUrl('https://deeplink.keplr.app/web-browser?url='),
    isInAppBrowser: (_, win) => providerAtPath(win, 'keplr.mode') === 'mobile-web',
    capabilities: {
      nativeSend: true,
      multiRecipientSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      // Keplr's signPsbts takes one options object for all PSBTs (docs/wallets/keplr.md).
      batchSignPsbt: false,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      networks: ['mainnet', 'testnet', 'signet'],
    },
    ...lazy(
      () => import('./keplr'),
      (m, ctx) => m.createKeplrConnector(ctx.win),
    ),
  },
  {
    id: 'phantom',
    name: 'Phantom',
    icon: monogramIcon('Phantom', '#ab9ff2'),
    store: {
      web: 'https://phantom.com/download',
      chrome: chromeStore('phantom', 'bfnaelmomeimhlpmgjnjophhpkkoljpa'),
      firefox: 'https://addons.mozilla.org/firefox/addon/phantom-app/',
      android: 'https://play.google.com/store/apps/details?id=app.phantom',
      ios: 'https://apps.apple.com/app/phantom-crypto-wallet/id1598432977',
    },
    btcProviderIds: [],
    // `window.phantom.bitcoin` with its `isPhantom` flag (docs/wallets/phantom.md).
    isInstalled: (win) => !!findPhantom(win),
    provider: (win) => findPhantom(win),
    // Phantom withdrew Bitcoin from web apps in 2026 (no `window.phantom.bitcoin`, no `bitcoin:`
    // Standard features; bigmi PR 59, AppKit PR 5715): never offered to install or open on a
    // phone, still served when an older Phantom injects its provider (SPEC R20.4).
    withdrawn: true,
    // The app's user agent carries `Phantom` (docs/wallets/mobile.md), and it injects the same provider.
    isInAppBrowser: (userAgent, win) => /\bPhantom\b/.test(userAgent) && !!findPhantom(win),
    capabilities: {
      // No send method: the app builds, Phantom signs, the app finalizes and broadcasts.
      nativeSend: false,
      multiRecipientSend: false,
      // BIP-322 only (https://docs.phantom.com/bitcoin/signing-a-message).
      messageProtocols: ['bip322'],
      sighashes: 'psbt-field',
      broadcastPsbt: false,
      batchSignPsbt: false,
      balance: false,
      networkSwitch: false,
      silentReconnect: false,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      // Mainnet only (docs/wallets/phantom.md, "Network").
      networks: ['mainnet'],
      mainnetOnly: true,
    },
    ...lazy(
      () => import('./phantom'),
      (m, ctx) => m.createPhantomConnector(ctx.win),
    ),
  },
  {
    id: 'oyl',
    name: 'OYL',
    icon: monogramIcon('OYL', '#000000'),
    store: {
      web: 'https://www.oyl.io/',
      chrome: chromeStore('oyl-wallet-bitcoin-ordina', 'ilolmnhjbbggkmopnemiphomhaojndmb'),
    },
    btcProviderIds: [],
    // `window.oyl` with its `getAddresses` (docs/wallets/oyl.md); no in-app browser is documented.
    isInstalled: (win) => !!findOyl(win),
    provider: (win) => findOyl(win),
    capabilities: {
      // No sendBitcoin: sends are built by the app and signed with signPsbt (docs/wallets/oyl.md).
      nativeSend: false,
      multiRecipientSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      // No sighash option: each input's own PSBT field applies.
      sighashes: 'psbt-field',
      broadcastPsbt: true,
      batchSignPsbt: true,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: false,
      runesOrders: false,
      assetTransfers: [],
      // LaserEyes hands OYL its lower-case network names, regtest included; unverified on a real install.
      networks: ALL_NETWORKS,
    },
    ...lazy(
      () => import('./oyl'),
      (m, ctx) => m.createOylConnector(ctx.win),
    ),
  },
  {
    id: 'wizz',
    name: 'Wizz',
    icon: monogramIcon('Wizz', '#ff9813'),
    store: {
      web: 'https://wizzwallet.io/',
      chrome: chromeStore('wizz-wallet', 'ghlmndacnhlaekppcllcpcjjjomjkjpg'),
    },
    btcProviderIds: [],
    // Its own `window.wizz` only (docs/wallets/wizz.md).
    isInstalled: (win) => !!findWizz(win),
    provider: (win) => findWizz(win),
    capabilities: {
      nativeSend: true,
      multiRecipientSend: false,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      // Its signPsbts takes one options object for every PSBT (@wizz-btc/provider IWalletProvider).
      batchSignPsbt: false,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      networks: ['mainnet', 'testnet', 'testnet4', 'signet'],
    },
    ...lazy(
      () => import('./wizz'),
      (m, ctx) => m.createWizzConnector(ctx.win),
    ),
  },
  {
    id: 'orange',
    name: 'Orange Wallet',
    icon: monogramIcon('Orange Wallet', '#f7931a'),
    store: {
      web: 'https://www.orangewallet.com/',
      chrome: chromeStore('orange-wallet', 'glmhbknppefdmpemdmjnjlinpbclokhn'),
    },
    // The id third-party connectors use for Orange in `btc_providers` (docs/wallets/orange.md).
    btcProviderIds: ['OrangecryptoProviders.BitcoinProvider'],
    isInstalled: (win) => !!findOrange(win),
    provider: (win) => findOrange(win),
    capabilities: {
      nativeSend: true,
      multiRecipientSend: true,
      // Not chosen by the app: ECDSA with payment addresses, BIP-322 with taproot ones.
      messageProtocols: ['ecdsa', 'bip322'],
      // Its `signMessage` takes no protocol: ECDSA for payment addresses, BIP-322 for taproot
      // (`@orangecrypto/orange-connect` README, "Utilizing signMessage").
      messageProtocolsByAddressType: {
        p2pkh: ['ecdsa'],
        p2sh: ['ecdsa'],
        p2wpkh: ['ecdsa'],
        p2tr: ['bip322'],
      },
      sighashes: 'psbt-field',
      broadcastPsbt: true,
      // orange-connect documents no batch request.
      batchSignPsbt: false,
      balance: false,
      networkSwitch: false,
      silentReconnect: false,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      // orange-connect's BitcoinNetworkType: Mainnet, Testnet, Testnet4.
      networks: ['mainnet', 'testnet', 'testnet4'],
    },
    ...lazy(
      () => import('./orange'),
      (m, ctx) => m.createOrangeConnector(ctx.win),
    ),
  },
  {
    id: 'metamask',
    name: 'MetaMask',
    icon: monogramIcon('MetaMask', '#f6851b'),
    store: {
      web: 'https://metamask.io/download',
      chrome: chromeStore('metamask', 'nkbihfbeogaeaoehlefnkodbefgpgknn'),
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask/',
    },
    btcProviderIds: [],
    // The wallet `@metamask/bitcoin-wallet-standard` registers (docs/wallets/metamask.md).
    isInstalled: (_, standard) => !!findMetaMaskStandard(standard),
    provider: (_, standard) => findMetaMaskStandard(standard),
    capabilities: {
      // The Bitcoin Standard has no transfer or balance call: the app builds, MetaMask signs.
      nativeSend: false,
      multiRecipientSend: false,
      messageProtocols: ['bip322'],
      sighashes: 'request',
      broadcastPsbt: true,
      batchSignPsbt: false,
      balance: false,
      networkSwitch: false,
      silentReconnect: true,
      events: true,
      runesOrders: false,
      assetTransfers: [],
      // The package's CAIP-2 scopes: mainnet, testnet, testnet4, regtest; no signet.
      networks: ['mainnet', 'testnet', 'testnet4', 'regtest'],
      // MetaMask offers no Bitcoin test network and opens a mainnet session (SPEC R22.2, R24.5).
      mainnetOnly: true,
    },
    ...lazy(
      () => import('./metamask'),
      (m, ctx) => m.createMetaMaskConnector(ctx.standard),
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
