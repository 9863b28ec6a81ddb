import { ALL_NETWORKS } from '../../connectors/network-names';
import type { ConnectorCapabilities } from '../../connectors/types';

/**
 * What the Bitcoin namespace offers before a session narrows it to the methods the wallet approved
 * (https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin): a send of its own to one
 * recipient (`sendTransfer` takes one `recipientAddress`), ECDSA and BIP-322 messages (`protocol`),
 * sighashes named per input (`signInputs[].sighashTypes`), broadcast on request, no balance, no
 * network switch, `bip122_addressesChanged`, and a session that survives a reload.
 */
export const WALLETCONNECT_CAPABILITIES: ConnectorCapabilities = {
  nativeSend: true,
  multiRecipientSend: false,
  messageProtocols: ['ecdsa', 'bip322'],
  sighashes: 'request',
  broadcastPsbt: true,
  batchSignPsbt: false,
  balance: false,
  networkSwitch: false,
  silentReconnect: true,
  events: true,
  runesOrders: false,
  assetTransfers: [],
  networks: ALL_NETWORKS,
};
