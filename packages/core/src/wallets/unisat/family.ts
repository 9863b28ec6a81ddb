import { findUnisat } from '../../connectors/globals';
import { monogramIcon } from '../../connectors/icons';
import { chromeStore, defineFamily, lazy } from '../define';

/** Unisat: metadata, detection and capability preset; its connector loads when picked. */
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
  capabilities: {
    nativeSend: true,
    // `sendBitcoin(to, sats, {feeRate})` prices the send at ceil(vsize × feeRate), so a decimal
    // rate holds (unisat-wallet/extension v1.7.3, its transaction builder), and UniSat offers a
    // sub-1 sat/vB mode on Bitcoin (https://docs.unisat.io/technical/understanding-sub-1-sat-vb-bitcoin-transactions).
    sendFeeRate: 'decimal',
    multiRecipientSend: false,
    messageProtocols: ['ecdsa', 'bip322'],
    sighashes: 'request',
    broadcastPsbt: true,
    batchSignPsbt: true,
    balance: true,
    networkSwitch: true,
    silentReconnect: true,
    events: true,
    runesOrders: false,
    // sendInscription and sendRunes (unisat-dev-docs, manage-assets).
    assetTransfers: ['inscription', 'runes'],
    networks: ['mainnet', 'testnet', 'testnet4', 'signet'],
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createUnisatConnector(ctx.win),
  ),
});
