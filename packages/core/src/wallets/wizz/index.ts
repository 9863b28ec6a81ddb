import { chromeStore, defineFamily, lazy } from '../define';
import { monogramIcon } from '../kit/icons';
import { capabilities } from './capabilities';
import { findWizz } from './find';

/** Wizz: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
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
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://github.com/WizzWallet/wizzwallet-provider-demo',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createWizzConnector(ctx.win),
  ),
});
