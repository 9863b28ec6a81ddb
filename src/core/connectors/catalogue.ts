import { findMagicEdenGlobal, findUnisat, type WalletGlobals } from './globals';
import { monogramIcon } from './icons';
import { findMagicEdenStandard, type StandardWalletSource } from './standard-wallets';
import type { StoreUrls } from './store-link';

/** A wallet family we know by name. Metadata only: connector code is loaded on demand. */
export interface KnownWallet {
  id: 'xverse' | 'unisat' | 'magiceden' | 'leather' | 'okx';
  name: string;
  icon: string;
  store: StoreUrls;
  /** The `btc_providers` ids this family registers, so it is not listed twice. */
  btcProviderIds: readonly string[];
  isInstalled(win: WalletGlobals, standard: StandardWalletSource | undefined): boolean;
}

const chromeStore = (slug: string, id: string) => `https://chromewebstore.google.com/detail/${slug}/${id}`;

export const KNOWN_WALLETS: readonly KnownWallet[] = [
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
  },
];

export const DEV_WALLET_ID = 'devwallet';
export const DEV_WALLET_NAME = 'Satchel Dev Wallet';
