import { chromeStore, defineFamily, lazy } from '../define';
import { monogramIcon } from '../kit/icons';
import { capabilities } from './capabilities';
import { findPhantom } from './find';

/** Phantom: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
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
  // Phantom withdrew Bitcoin from web apps in June 2026: no `window.phantom.bitcoin`, no `bitcoin:`
  // Standard features, and bigmi removed its connector on 2026-06-25 (bigmi PR 59; AppKit PR 5715
  // followed in July). Never offered to install or open on a phone, still served when an older
  // Phantom injects its provider.
  status: {
    state: 'withdrawn',
    since: '2026-06-25',
    source: 'https://github.com/lifinance/bigmi/pull/59',
  },
  // The app's user agent carries `Phantom` (docs/wallets/mobile.md), and it injects the same provider.
  isInAppBrowser: (userAgent, win) => /\bPhantom\b/.test(userAgent) && !!findPhantom(win),
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createPhantomConnector(ctx.win),
  ),
});
