import { ALL_NETWORKS } from './network-names';
import { createSatsConnectConnector } from './sats-connect-connector';
import { coreTransport } from './sats-connect-transport';
import type { Connector } from './types';

/** Xverse's dot path; preferred over the contested `window.BitcoinProvider` (sats-connect.md P9). */
export const XVERSE_PROVIDER_ID = 'XverseProviders.BitcoinProvider';

export function createXverseConnector(): Connector {
  return createSatsConnectConnector({
    id: 'xverse',
    name: 'Xverse',
    transport: coreTransport(XVERSE_PROVIDER_ID, 'Xverse'),
    capabilities: {
      nativeSend: true,
      multiRecipientSend: true,
      messageProtocols: ['ecdsa', 'bip322'],
      sighashes: 'psbt-field',
      broadcastPsbt: true,
      balance: true,
      networkSwitch: true,
      silentReconnect: true,
      events: true,
      runesOrders: true,
      networks: ALL_NETWORKS,
    },
  });
}
