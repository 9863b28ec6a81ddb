import { monogramIcon } from '../../connectors/icons';
import { chromeStore, defineFamily, lazy } from '../define';
import { findOneKey } from './find';

/** OneKey: metadata, detection and capability preset; its connector loads when picked. */
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
  capabilities: {
    // sendBitcoin and pushPsbt (OneKey's BTC API reference).
    nativeSend: true,
    multiRecipientSend: false,
    // signMessage(message, 'ecdsa' | 'bip322-simple').
    messageProtocols: ['ecdsa', 'bip322'],
    sighashes: 'request',
    broadcastPsbt: true,
    // OneKey's signPsbts opens one screen per PSBT and takes one options object for all of them,
    // so a batch is signed PSBT by PSBT (docs/wallets/onekey.md, "Batches").
    batchSignPsbt: false,
    balance: true,
    networkSwitch: true,
    silentReconnect: true,
    events: true,
    runesOrders: false,
    // sendInscription answers "method not supported" (docs/wallets/onekey.md).
    assetTransfers: [],
    // `livenet` and `testnet` only: switchNetwork refuses any other name.
    networks: ['mainnet', 'testnet'],
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createOneKeyConnector(ctx.win),
  ),
});
