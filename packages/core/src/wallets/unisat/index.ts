import { chromeStore, defineFamily, lazy } from '../define';
import { findUnisat } from '../kit/globals';
import { monogramIcon } from '../kit/icons';
import { capabilities } from './capabilities';

/** Unisat: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
  id: 'unisat',
  name: 'Unisat',
  icon: monogramIcon('Unisat', '#7a4cf0'),
  store: {
    web: 'https://unisat.io/download',
    chrome: chromeStore('unisat-wallet', 'ppbibelpcjmhbdihakflkdcoccbgbkpo'),
  },
  btcProviderIds: ['unisat'],
  isInstalled: (win) => !!findUnisat(win),
  provider: (win) => findUnisat(win),
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://docs.unisat.io/dev/unisat-developer-center/unisat-wallet',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createUnisatConnector(ctx.win),
  ),
});
