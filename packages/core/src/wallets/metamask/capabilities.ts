import type { ConnectorCapabilities } from '../kit/types';

/** What MetaMask offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
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
};
