import { ALL_NETWORKS } from './network-names';
import { createSatsConnectConnector } from './sats-connect-connector';
import { coreTransport } from './sats-connect-transport';
import type { Connector } from './types';

interface BtcProviderEntry {
  id: string;
  name: string;
  methods?: string[];
}

/**
 * Any wallet registered in `window.btc_providers` (WBIP-004), the Dev Wallet included. The entry's
 * `methods` list, when given, says what the wallet answers (docs/sats-connect.md §1.1).
 */
export function createBtcProviderConnector(walletId: string, entry: BtcProviderEntry): Connector {
  const has = (method: string) => !entry.methods || entry.methods.includes(method);
  return createSatsConnectConnector({
    id: walletId,
    name: entry.name,
    transport: coreTransport(entry.id, entry.name),
    capabilities: {
      nativeSend: has('sendTransfer'),
      multiRecipientSend: has('sendTransfer'),
      messageProtocols: has('signMessage') ? ['ecdsa', 'bip322'] : [],
      sighashes: 'psbt-field',
      broadcastPsbt: has('signPsbt'),
      // The sats-connect JSON-RPC has no batch PSBT method (docs/sats-connect.md §3).
      batchSignPsbt: false,
      balance: has('getBalance'),
      networkSwitch: has('wallet_changeNetwork'),
      silentReconnect: has('wallet_getAccount'),
      events: true,
      runesOrders: has('runes_mint') && has('runes_etch'),
      assetTransfers: [
        ...(has('ord_sendInscriptions') ? (['inscription'] as const) : []),
        ...(has('runes_transfer') ? (['runes'] as const) : []),
      ],
      networks: ALL_NETWORKS,
    },
  });
}
