import { chromeStore, defineFamily, lazy } from '../define';
import { findBitget, providerAtPath } from '../kit/globals';
import { monogramIcon } from '../kit/icons';
import { withPageUrl } from '../kit/store-link';
import { capabilities } from './capabilities';

/** Bitget Wallet: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
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
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source:
      'https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createBitgetConnector(ctx.win),
  ),
});
