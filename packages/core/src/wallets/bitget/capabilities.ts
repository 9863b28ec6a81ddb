import type { ConnectorCapabilities } from '../../connectors/types';

/** What Bitget Wallet offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  nativeSend: true,
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
};
