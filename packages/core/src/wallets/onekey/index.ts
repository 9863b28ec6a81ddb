import { chromeStore, defineFamily, lazy } from '../define';
import { monogramIcon } from '../kit/icons';
import { capabilities } from './capabilities';
import { findOneKey } from './find';

/** OneKey: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
  id: 'onekey',
  name: 'OneKey',
  icon: monogramIcon('OneKey', '#44d62c'),
  store: {
    web: 'https://onekey.so/download',
    chrome: chromeStore('onekey', 'jnmbobjmhlngoefaiojfljckilhhlhcj'),
    android: 'https://play.google.com/store/apps/details?id=so.onekey.app.wallet',
  },
  btcProviderIds: [],
  // `window.$onekey.btc`, or the `window.unisat` it writes with `isOneKey` (docs/wallets/onekey.md).
  isInstalled: (win) => !!findOneKey(win),
  provider: (win) => findOneKey(win),
  status: {
    state: 'supported',
    checked: '2026-12-01',
    source: 'https://github.com/OneKeyHQ/docs/tree/HEAD/connect-to-software/webapp-connect-onekey/btc',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createOneKeyConnector(ctx.win),
  ),
});
