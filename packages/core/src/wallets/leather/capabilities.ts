import type { ConnectorCapabilities } from '../kit/types';

/** What Leather offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  nativeSend: true,
  multiRecipientSend: true,
  messageProtocols: ['bip322'],
  sighashes: 'psbt-field',
  broadcastPsbt: true,
  batchSignPsbt: false,
  balance: false,
  networkSwitch: false,
  silentReconnect: false,
  events: false,
  runesOrders: false,
  assetTransfers: [],
  networks: ['mainnet', 'testnet', 'signet', 'regtest'],
};
