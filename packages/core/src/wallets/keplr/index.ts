import { chromeStore, defineFamily, lazy } from '../define';
import { providerAtPath } from '../kit/globals';
import { monogramIcon } from '../kit/icons';
import { withPageUrl } from '../kit/store-link';
import { capabilities } from './capabilities';
import { findKeplr } from './find';

/** Keplr: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
export const family = defineFamily({
  id: 'keplr',
  name: 'Keplr',
  icon: monogramIcon('Keplr', '#314fdf'),
  store: {
    web: 'https://www.keplr.app/get',
    chrome: chromeStore('keplr', 'dmkamcknogkgcdfhhbddcghachkejeap'),
    android: 'https://play.google.com/store/apps/details?id=com.chainapsis.keplr',
    ios: 'https://apps.apple.com/app/keplr-wallet/id1567851089',
  },
  btcProviderIds: [],
  isInstalled: (win) => !!findKeplr(win),
  provider: (win) => findKeplr(win),
  openIn: withPageUrl('https://deeplink.keplr.app/web-browser?url='),
  isInAppBrowser: (_, win) => providerAtPath(win, 'keplr.mode') === 'mobile-web',
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source:
      'https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md',
  },
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createKeplrConnector(ctx.win),
  ),
});
