import { createSatsConnectConnector } from '../kit/sats-connect-connector';
import { coreTransport } from '../kit/sats-connect-transport';
import type { Connector } from '../kit/types';
import { capabilities } from './capabilities';

/** Xverse's dot path; preferred over the contested `window.BitcoinProvider` (docs/sats-connect.md P9). */
export const XVERSE_PROVIDER_ID = 'XverseProviders.BitcoinProvider';

export function createXverseConnector(): Connector {
  return createSatsConnectConnector({
    id: 'xverse',
    name: 'Xverse',
    transport: coreTransport(XVERSE_PROVIDER_ID, 'Xverse'),
    capabilities: capabilities,
  });
}
