import { findBitget, providerAtPath } from '../../connectors/globals';
import { monogramIcon } from '../../connectors/icons';
import { withPageUrl } from '../../connectors/store-link';
import { chromeStore, defineFamily, lazy } from '../define';
import { capabilities } from './capabilities';

/** Bitget Wallet: metadata, detection and capability preset; its connector loads when picked. */
export const family = defineFamily({
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
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createBitgetConnector(ctx.win),
  ),
});
