import type { ConnectorCapabilities } from '../kit/types';

/** What Orange Wallet offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
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
};
