import type { ConnectorCapabilities } from '../../connectors/types';

/** What OKX Wallet offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  nativeSend: true,
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
  // `okxwallet.bitcoin` speaks mainnet only; the test networks are other objects (SPEC R24.5).
  mainnetOnly: true,
};
