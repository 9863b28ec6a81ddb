import { monogramIcon } from '../../connectors/icons';
import { chromeStore, defineFamily, lazy } from '../define';
import { findPhantom } from './find';

/** Phantom: metadata, detection and capability preset; its connector loads when picked. */
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
  // Phantom withdrew Bitcoin from web apps in 2026 (no `window.phantom.bitcoin`, no `bitcoin:`
  // Standard features; bigmi PR 59, AppKit PR 5715): never offered to install or open on a
  // phone, still served when an older Phantom injects its provider.
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
    () => import('./connector'),
    (m, ctx) => m.createPhantomConnector(ctx.win),
  ),
});
