import { monogramIcon } from '../../connectors/icons';
import { chromeStore, defineFamily, lazy } from '../define';
import { findOrange } from './find';

/** Orange Wallet: metadata, detection and capability preset; its connector loads when picked. */
export const family = defineFamily({
  id: 'orange',
  name: 'Orange Wallet',
  icon: monogramIcon('Orange Wallet', '#f7931a'),
  store: {
    web: 'https://www.orangewallet.com/',
    chrome: chromeStore('orange-wallet', 'glmhbknppefdmpemdmjnjlinpbclokhn'),
  },
  // The id third-party connectors use for Orange in `btc_providers` (docs/wallets/orange.md).
  btcProviderIds: ['OrangecryptoProviders.BitcoinProvider'],
  isInstalled: (win) => !!findOrange(win),
  provider: (win) => findOrange(win),
  status: {
    state: 'supported',
    checked: '2026-11-27',
    source: 'https://www.npmjs.com/package/@orangecrypto/orange-connect',
  },
  capabilities: {
    nativeSend: true,
    multiRecipientSend: true,
    // Not chosen by the app: ECDSA with payment addresses, BIP-322 with taproot ones.
    messageProtocols: ['ecdsa', 'bip322'],
    // Its `signMessage` takes no protocol: ECDSA for payment addresses, BIP-322 for taproot
    // (`@orangecrypto/orange-connect` README, "Utilizing signMessage").
    messageProtocolsByAddressType: {
      p2pkh: ['ecdsa'],
      p2sh: ['ecdsa'],
      p2wpkh: ['ecdsa'],
      p2tr: ['bip322'],
    },
    sighashes: 'psbt-field',
    broadcastPsbt: true,
    // orange-connect documents no batch request.
    batchSignPsbt: false,
    balance: false,
    networkSwitch: false,
    silentReconnect: false,
    events: true,
    runesOrders: false,
    assetTransfers: [],
    // orange-connect's BitcoinNetworkType: Mainnet, Testnet, Testnet4.
    networks: ['mainnet', 'testnet', 'testnet4'],
  },
  ...lazy(
    () => import('./connector'),
    (m, ctx) => m.createOrangeConnector(ctx.win),
  ),
});
