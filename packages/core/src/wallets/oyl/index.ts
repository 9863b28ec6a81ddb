import { chromeStore, defineFamily, lazy } from '../define';
import { monogramIcon } from '../kit/icons';
import { capabilities } from './capabilities';
import { findOyl } from './find';

/** OYL: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
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
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createOylConnector(ctx.win),
  ),
});
