import { ALL_NETWORKS } from '../kit/network-names';
import type { ConnectorCapabilities } from '../kit/types';

/** What Xverse offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  nativeSend: true,
  multiRecipientSend: true,
  messageProtocols: ['ecdsa', 'bip322'],
  sighashes: 'psbt-field',
  broadcastPsbt: true,
  // sats-connect's JSON-RPC has signPsbt only; `signMultipleTransactions` is the v1 token API
  // (sats-connect-core src/request/methods.ts, src/transactions/signMultipleTransactions.ts).
  batchSignPsbt: false,
  balance: true,
  networkSwitch: true,
  silentReconnect: true,
  events: true,
  runesOrders: true,
  // ord_sendInscriptions and runes_transfer (docs/sats-connect.md §3).
  assetTransfers: ['inscription', 'runes'],
  networks: ALL_NETWORKS,
};
