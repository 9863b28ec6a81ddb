import type { ConnectorCapabilities } from '../../connectors/types';

/** What Keplr offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  nativeSend: true,
  multiRecipientSend: false,
  messageProtocols: ['ecdsa', 'bip322'],
  sighashes: 'request',
  broadcastPsbt: true,
  // Keplr's signPsbts takes one options object for all PSBTs (docs/wallets/keplr.md).
  batchSignPsbt: false,
  balance: true,
  networkSwitch: true,
  silentReconnect: true,
  events: true,
  runesOrders: false,
  assetTransfers: [],
  networks: ['mainnet', 'testnet', 'signet'],
};
