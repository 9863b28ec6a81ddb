import { findBitget, providerAtPath } from '../../connectors/globals';
import { monogramIcon } from '../../connectors/icons';
import { withPageUrl } from '../../connectors/store-link';
import { chromeStore, defineFamily, lazy } from '../define';

/** Bitget Wallet: metadata, detection and capability preset; its connector loads when picked. */
export const family = defineFamily({
  id: 'bitget',
  name: 'Bitget Wallet',
  icon: monogramIcon('Bitget Wallet', '#001f29'),
  store: {
    web: 'https://web3.bitget.com/en/wallet-download',
    chrome: chromeStore('bitget-wallet-crypto-web3', 'jiidiaalihmmhddjgbnbgdfflelocpak'),
  },
  btcProviderIds: [],
  // Its own `bitkeep.unisat`, or a `window.unisat` flagged `isBitKeep` (docs/wallets/bitget.md).
  isInstalled: (win) => !!findBitget(win),
  provider: (win) => findBitget(win),
  openIn: withPageUrl('https://bkcode.vip?action=dapp&url='),
  // The extension sets `isBitKeepChrome`; the app's browser does not.
  isInAppBrowser: (_, win) => !!win.bitkeep && !providerAtPath(win, 'isBitKeepChrome'),
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source:
      'https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md',
  },
  capabilities: {
    nativeSend: true,
    // `sendBitcoin(to, sats, {feeRate})` in sat/vB, documented only with whole rates (`{ feeRate: 15 }`,
    // https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md,
    // "Send Transaction"): a chosen 0.2 is handed over as 1, never truncated below what was chosen.
    sendFeeRate: 'whole',
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
    assetTransfers: [],
    networks: ['mainnet', 'testnet', 'signet'],
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createBitgetConnector(ctx.win),
  ),
});
