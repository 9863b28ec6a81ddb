import type { ConnectorCapabilities } from '../../connectors/types';

/** What Wizz offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  nativeSend: true,
  multiRecipientSend: false,
  messageProtocols: ['ecdsa', 'bip322'],
  sighashes: 'request',
  broadcastPsbt: true,
  // Its signPsbts takes one options object for every PSBT (@wizz-btc/provider IWalletProvider).
  batchSignPsbt: false,
  balance: true,
  networkSwitch: true,
  silentReconnect: true,
  events: true,
  runesOrders: false,
  assetTransfers: [],
  // `NetworkType` of @wizz-btc/provider 0.2.14 names no testnet4 (docs/wallets/wizz.md, "Network").
  networks: ['mainnet', 'testnet', 'signet'],
};
