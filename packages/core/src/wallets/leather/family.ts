import { monogramIcon } from '../../connectors/icons';
import { chromeStore, defineFamily, lazy } from '../define';

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
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://www.npmjs.com/package/@leather.io/rpc',
  },
  capabilities: {
    nativeSend: true,
    multiRecipientSend: true,
    messageProtocols: ['bip322'],
    sighashes: 'psbt-field',
    broadcastPsbt: true,
    batchSignPsbt: false,
    balance: false,
    networkSwitch: false,
    silentReconnect: false,
    events: false,
    runesOrders: false,
    assetTransfers: [],
    networks: ['mainnet', 'testnet', 'signet', 'regtest'],
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createLeatherConnector(ctx.win),
  ),
});
