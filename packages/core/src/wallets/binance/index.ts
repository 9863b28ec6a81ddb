import { defineFamily, lazy } from '../define';
import { findBinance } from '../kit/globals';
import { monogramIcon } from '../kit/icons';
import { capabilities } from './capabilities';

/** Binance Web3 Wallet: metadata, detection and capability preset; its connector and PSBT rules load when first used. */
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
  capabilities,
  rules: () => import('./signing-rules').then((m) => m.rules),
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createBinanceConnector(ctx.win),
  ),
});
