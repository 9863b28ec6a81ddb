import type { ConnectorCapabilities } from '../kit/types';

/** What Phantom offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  // No send method: the app builds, Phantom signs, the app finalizes and broadcasts.
  nativeSend: false,
  multiRecipientSend: false,
  // BIP-322 only (https://docs.phantom.com/bitcoin/signing-a-message).
  messageProtocols: ['bip322'],
  sighashes: 'psbt-field',
  broadcastPsbt: false,
  batchSignPsbt: false,
  balance: false,
  networkSwitch: false,
  silentReconnect: false,
  events: true,
  runesOrders: false,
  assetTransfers: [],
  // Mainnet only (docs/wallets/phantom.md, "Network").
  networks: ['mainnet'],
  mainnetOnly: true,
};
