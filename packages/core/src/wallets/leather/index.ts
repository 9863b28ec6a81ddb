import { chromeStore, defineFamily, lazy } from '../define';
import { monogramIcon } from '../kit/icons';
import { capabilities } from './capabilities';

/** Leather: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
  id: 'leather',
  name: 'Leather',
  icon: monogramIcon('Leather', '#12100f'),
  store: {
    web: 'https://leather.io/install-extension',
    chrome: chromeStore('leather', 'ldinpeekobnhjjdofggfgjlcehhmanlj'),
  },
  btcProviderIds: ['LeatherProvider'],
  isInstalled: (win) => !!win.LeatherProvider,
  provider: (win) => win.LeatherProvider,
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://www.npmjs.com/package/@leather.io/rpc',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createLeatherConnector(ctx.win),
  ),
});
