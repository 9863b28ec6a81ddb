import type { ConnectorCapabilities } from '../../connectors/types';

/** What Binance Web3 Wallet offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  // sendBitcoin, signPsbts and pushPsbt are not documented and may be missing (docs/wallets/binance.md).
  nativeSend: false,
  multiRecipientSend: false,
  messageProtocols: ['ecdsa', 'bip322'],
  sighashes: 'request',
  broadcastPsbt: false,
  batchSignPsbt: false,
  balance: true,
  networkSwitch: true,
  silentReconnect: true,
  events: true,
  runesOrders: false,
  assetTransfers: [],
  networks: ['mainnet', 'testnet', 'signet'],
};
