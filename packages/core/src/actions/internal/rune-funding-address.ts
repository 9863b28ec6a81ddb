import type { OrderingClient } from '../../clients/ordering/client';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import { assertAddressForNetwork } from '../../primitives/networks';

/**
 * The service names where the money goes; it must be an address of the app's network,
 * whatever the service says (a mainnet address while the app is on regtest is refused).
 */
export function checkFundingAddress(address: string, client: OrderingClient): void {
  try {
    assertAddressForNetwork(address, client.network);
  } catch (cause) {
    throw new SatchelError(
      ErrorCode.INVALID_ADDRESS,
      'The ordering service asked to be paid at an address that is not on this network.',
      { details: address, cause },
    );
  }
}
