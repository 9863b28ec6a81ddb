import { ErrorCode, SatchelError } from '../../primitives/errors';
import { assertAddressForNetwork, type BitcoinNetwork } from '../../primitives/networks';
import { addressToScript, type OutputType, scriptKind } from '../psbt/scripts';
import { dustThreshold } from './dust';

export interface PayableOutput {
  script: Uint8Array;
  type: OutputType;
}

/**
 * The output script of an address of `network`, for paying it.
 * @throws SatchelError for invalid or other-network addresses and scripts nobody can be paid to.
 */
export function payableOutput(address: string, network: BitcoinNetwork, role = 'recipient'): PayableOutput {
  assertAddressForNetwork(address, network);
  const script = addressToScript(address);
  const kind = script ? scriptKind(script) : 'unknown';
  if (
    !script ||
    (kind !== 'p2pkh' && kind !== 'p2sh' && kind !== 'p2wpkh' && kind !== 'p2wsh' && kind !== 'p2tr')
  ) {
    throw new SatchelError(ErrorCode.INVALID_ADDRESS, `The ${role} address cannot be paid to.`, {
      details: address,
    });
  }
  return { script, type: kind };
}

/**
 * The one check of a payment shared by planning and building: a valid address of the
 * app's network, an amount above zero and not dust for that address type (Bitcoin Core's
 * GetDustThreshold).
 */
export function checkPayment(params: {
  address: string;
  amount: bigint;
  network: BitcoinNetwork;
}): PayableOutput {
  const output = payableOutput(params.address, params.network);
  if (typeof params.amount !== 'bigint' || params.amount <= 0n) {
    throw new SatchelError(ErrorCode.INVALID_AMOUNT, 'The amount must be more than zero.');
  }
  const dust = dustThreshold(output.type);
  if (params.amount < dust) {
    throw new SatchelError(
      ErrorCode.INVALID_AMOUNT,
      `The amount is below the dust limit of ${dust} sats for this address.`,
    );
  }
  return output;
}
