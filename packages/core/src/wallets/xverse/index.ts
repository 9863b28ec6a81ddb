import { chromeStore, defineFamily, lazy } from '../define';
import { providerAtPath } from '../kit/globals';
import { monogramIcon } from '../kit/icons';
import { withPageUrl } from '../kit/store-link';
import { capabilities } from './capabilities';

/** Xverse: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
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
  status: { state: 'supported', checked: '2026-11-27', source: 'https://docs.xverse.app/sats-connect' },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m) => m.createXverseConnector(),
  ),
});
