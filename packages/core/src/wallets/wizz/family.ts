import { monogramIcon } from '../../connectors/icons';
import { chromeStore, defineFamily, lazy } from '../define';
import { findWizz } from './find';

/** Wizz: metadata, detection and capability preset; its connector loads when picked. */
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
  capabilities: {
    nativeSend: true,
    // `sendBitcoin(toAddress, satoshis, {feeRate})` in sat/vB (@wizz-btc/provider 0.2.14,
    // `lib/index.d.ts`), documented only with whole rates: a chosen 0.2 is handed over as 1.
    sendFeeRate: 'whole',
    multiRecipientSend: false,
    messageProtocols: ['ecdsa', 'bip322'],
    sighashes: 'request',
    broadcastPsbt: true,
    // Its signPsbts takes one options object for every PSBT (@wizz-btc/provider IWalletProvider).
    batchSignPsbt: false,
    balance: true,
    networkSwitch: true,
    silentReconnect: true,
    events: true,
    runesOrders: false,
    assetTransfers: [],
    // `NetworkType` of @wizz-btc/provider 0.2.14 names no testnet4 (docs/wallets/wizz.md, "Network").
    networks: ['mainnet', 'testnet', 'signet'],
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createWizzConnector(ctx.win),
  ),
});
