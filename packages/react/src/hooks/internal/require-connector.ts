import type { Connector } from '@satchel/core/connectors';
import { Errors } from '@satchel/core/errors';

/**
 * The connector a mutation captured when its hook rendered; checked when the mutation runs, so a
 * hook can render before any wallet is connected and refuse only when asked to act.
 */
export function requireConnector(connector: Connector | undefined): Connector {
  if (!connector) throw Errors.noConnectedAddress();
  return connector;
}
