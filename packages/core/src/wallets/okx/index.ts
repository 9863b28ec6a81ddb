import { chromeStore, defineFamily, lazy } from '../define';
import { monogramIcon } from '../kit/icons';
import { withPageUrl } from '../kit/store-link';
import { capabilities } from './capabilities';

/** OKX Wallet: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
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
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createOkxConnector(ctx.win),
  ),
});
