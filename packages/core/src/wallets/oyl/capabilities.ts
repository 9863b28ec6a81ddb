import { ALL_NETWORKS } from '../kit/network-names';
import type { ConnectorCapabilities } from '../kit/types';

/** What OYL offers, before its connector loads; the connector reports exactly this. */
export const capabilities: ConnectorCapabilities = {
  // No sendBitcoin: sends are built by the app and signed with signPsbt (docs/wallets/oyl.md).
  nativeSend: false,
  multiRecipientSend: false,
  messageProtocols: ['ecdsa', 'bip322'],
  // No sighash option: each input's own PSBT field applies.
  sighashes: 'psbt-field',
  broadcastPsbt: true,
  batchSignPsbt: true,
  balance: true,
  networkSwitch: true,
  silentReconnect: true,
  events: false,
  runesOrders: false,
  assetTransfers: [],
  // LaserEyes hands OYL its lower-case network names, regtest included; unverified on a real install.
  networks: ALL_NETWORKS,
};
