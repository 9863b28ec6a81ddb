import type { ConnectorCapabilities } from '../kit/types';

/** What Magic Eden offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  nativeSend: true,
  multiRecipientSend: true,
  messageProtocols: ['ecdsa', 'bip322'],
  sighashes: 'request',
  broadcastPsbt: true,
  batchSignPsbt: true,
  balance: false,
  networkSwitch: false,
  silentReconnect: false,
  events: true,
  runesOrders: false,
  assetTransfers: [],
  networks: ['mainnet'],
  mainnetOnly: true,
};
