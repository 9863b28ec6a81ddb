import { monogramIcon } from '../../connectors/icons';
import { findMetaMaskStandard } from '../../connectors/standard-wallets';
import { chromeStore, defineFamily, lazy } from '../define';

/** MetaMask: metadata, detection and capability preset; its connector loads when picked. */
export const family = defineFamily({
  id: 'metamask',
  name: 'MetaMask',
  icon: monogramIcon('MetaMask', '#f6851b'),
  store: {
    web: 'https://metamask.io/download',
    chrome: chromeStore('metamask', 'nkbihfbeogaeaoehlefnkodbefgpgknn'),
    firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask/',
  },
  btcProviderIds: [],
  // The wallet `@metamask/bitcoin-wallet-standard` registers (docs/wallets/metamask.md).
  isInstalled: (_, standard) => !!findMetaMaskStandard(standard),
  provider: (_, standard) => findMetaMaskStandard(standard),
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://www.npmjs.com/package/@metamask/bitcoin-wallet-standard',
  },
  capabilities: {
    // The Bitcoin Standard has no transfer or balance call: the app builds, MetaMask signs.
    nativeSend: false,
    multiRecipientSend: false,
    messageProtocols: ['bip322'],
    sighashes: 'request',
    broadcastPsbt: true,
    batchSignPsbt: false,
    balance: false,
    networkSwitch: false,
    silentReconnect: true,
    events: true,
    runesOrders: false,
    assetTransfers: [],
    // The package's CAIP-2 scopes: mainnet, testnet, testnet4, regtest; no signet.
    networks: ['mainnet', 'testnet', 'testnet4', 'regtest'],
    // MetaMask offers no Bitcoin test network and opens a mainnet session.
    mainnetOnly: true,
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createMetaMaskConnector(ctx.standard),
  ),
});
