import { monogramIcon } from '../../connectors/icons';
import { withPageUrl } from '../../connectors/store-link';
import { chromeStore, defineFamily, lazy } from '../define';

/** OKX Wallet: metadata, detection and capability preset; its connector loads when picked. */
export const family = defineFamily({
  id: 'okx',
  name: 'OKX Wallet',
  icon: monogramIcon('OKX', '#000000'),
  store: {
    web: 'https://www.okx.com/web3',
    chrome: chromeStore('okx-wallet', 'mcohilncbfahbmgdjkbpemcciiolgcge'),
    firefox: 'https://addons.mozilla.org/firefox/addon/okexwallet/',
  },
  btcProviderIds: [],
  isInstalled: (win) => !!win.okxwallet?.bitcoin,
  provider: (win) => win.okxwallet?.bitcoin,
  // The app's deep link, wrapped whole in OKX's universal link.
  openIn: (url) =>
    withPageUrl('https://web3.okx.com/download?deeplink=')(
      withPageUrl('okx://wallet/dapp/url?dappUrl=')(url),
    ),
  isInAppBrowser: (userAgent, win) => /\bOKApp\b/.test(userAgent) && !!win.okxwallet,
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider',
  },
  capabilities: {
    nativeSend: true,
    // `sendBitcoin(toAddress, satoshis, {feeRate})` and `send({…, satBytes})` take sat/vB, documented
    // only as whole rates (https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider):
    // a chosen 0.2 is handed over as 1, never truncated below what was chosen.
    sendFeeRate: 'whole',
    multiRecipientSend: false,
    messageProtocols: ['ecdsa', 'bip322'],
    sighashes: 'request',
    broadcastPsbt: true,
    batchSignPsbt: true,
    balance: true,
    networkSwitch: false,
    silentReconnect: true,
    events: true,
    runesOrders: false,
    assetTransfers: [],
    networks: ['mainnet', 'testnet', 'signet'],
    // `okxwallet.bitcoin` speaks mainnet only; the test networks are other objects.
    mainnetOnly: true,
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createOkxConnector(ctx.win),
  ),
});
