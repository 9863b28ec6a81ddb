import { findBinance } from '../../connectors/globals';
import { monogramIcon } from '../../connectors/icons';
import { defineFamily, lazy } from '../define';

/** Binance Web3 Wallet: metadata, detection and capability preset; its connector loads when picked. */
export const family = defineFamily({
  id: 'binance',
  name: 'Binance Web3 Wallet',
  icon: monogramIcon('Binance Web3 Wallet', '#181a20'),
  store: {
    web: 'https://www.binance.com/en/web3wallet',
    android: 'https://www.binance.com/en/download',
    ios: 'https://www.binance.com/en/download',
  },
  btcProviderIds: [],
  // `binancew3w.bitcoin`, or the `window.unisat` it proxies with `isBinance` (docs/wallets/binance.md).
  isInstalled: (win) => !!findBinance(win),
  provider: (win) => findBinance(win),
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://developers.binance.com/docs/binance-w3w/bitcoin-provider',
  },
  capabilities: {
    // sendBitcoin, signPsbts and pushPsbt are not documented and may be missing (docs/wallets/binance.md).
    nativeSend: false,
    multiRecipientSend: false,
    messageProtocols: ['ecdsa', 'bip322'],
    sighashes: 'request',
    broadcastPsbt: false,
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
    (m, ctx) => m.createBinanceConnector(ctx.win),
  ),
});
