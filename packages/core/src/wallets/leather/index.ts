import { monogramIcon } from '../../connectors/icons';
import { chromeStore, defineFamily, lazy } from '../define';
import { capabilities } from './capabilities';

/** Leather: metadata, detection and capability preset; its connector loads when picked. */
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
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createLeatherConnector(ctx.win),
  ),
});
