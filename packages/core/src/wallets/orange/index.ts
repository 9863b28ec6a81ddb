import { chromeStore, defineFamily, lazy } from '../define';
import { monogramIcon } from '../kit/icons';
import { capabilities } from './capabilities';
import { findOrange } from './find';

/** Orange Wallet: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
  id: 'orange',
  name: 'Orange Wallet',
  icon: monogramIcon('Orange Wallet', '#f7931a'),
  store: {
    web: 'https://www.orangewallet.com/',
    chrome: chromeStore('orange-wallet', 'glmhbknppefdmpemdmjnjlinpbclokhn'),
  },
  // The id third-party connectors use for Orange in `btc_providers` (docs/wallets/orange.md).
  btcProviderIds: ['OrangecryptoProviders.BitcoinProvider'],
  isInstalled: (win) => !!findOrange(win),
  provider: (win) => findOrange(win),
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://www.npmjs.com/package/@orangecrypto/orange-connect',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createOrangeConnector(ctx.win),
  ),
});
