import { ALL_NETWORKS } from '../kit/network-names';
import type { ConnectorCapabilities } from '../kit/types';
import { BIP122_NAMESPACE } from './options';
import type { WalletConnectSession } from './sign-client-types';

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

/** What this session lets the app do: an action whose method the wallet did not approve is greyed. */
export function sessionCapabilities(session: WalletConnectSession | undefined): ConnectorCapabilities {
  if (!session) return WALLETCONNECT_CAPABILITIES;
  const methods = new Set(session.namespaces[BIP122_NAMESPACE]?.methods ?? []);
  return {
    ...WALLETCONNECT_CAPABILITIES,
    nativeSend: methods.has('sendTransfer'),
    messageProtocols: methods.has('signMessage') ? WALLETCONNECT_CAPABILITIES.messageProtocols : [],
    broadcastPsbt: methods.has('signPsbt'),
    psbtSigning: methods.has('signPsbt'),
  };
}
