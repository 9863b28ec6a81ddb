import { providerAtPath } from '../../connectors/globals';
import { monogramIcon } from '../../connectors/icons';
import { withPageUrl } from '../../connectors/store-link';
import { chromeStore, defineFamily, lazy } from '../define';
import { findKeplr } from './find';

/** Keplr: metadata, detection and capability preset; its connector loads when picked. */
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
  capabilities: {
    nativeSend: true,
    multiRecipientSend: false,
    messageProtocols: ['ecdsa', 'bip322'],
    sighashes: 'request',
    broadcastPsbt: true,
    // Keplr's signPsbts takes one options object for all PSBTs (docs/wallets/keplr.md).
    batchSignPsbt: false,
    balance: true,
    networkSwitch: true,
    silentReconnect: true,
    events: true,
    runesOrders: false,
    assetTransfers: [],
    networks: ['mainnet', 'testnet', 'signet'],
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createKeplrConnector(ctx.win),
  ),
});
