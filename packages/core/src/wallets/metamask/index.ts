import { chromeStore, defineFamily, lazy } from '../define';
import { monogramIcon } from '../kit/icons';
import { findMetaMaskStandard } from '../kit/standard-wallets';
import { capabilities } from './capabilities';

/** MetaMask: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
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
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://www.npmjs.com/package/@metamask/bitcoin-wallet-standard',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createMetaMaskConnector(ctx.standard),
  ),
});
