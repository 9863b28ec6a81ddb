import { sha256 } from '@noble/hashes/sha2.js';
import { hash160 } from '@scure/btc-signer/utils.js';
import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { InputFacts } from './inputs';
import type { PsbtInputData } from './reader';
import { bytesEqual } from './scripts';

/**
 * What a BIP-174 signer checks before signing an input ("Data Signers Check For", and the
 * "Fails Signer checks" test vectors), applied to the inputs a request asks to sign.
 */

function refuse(message: string, details: string): SatchelError {
  return new SatchelError(ErrorCode.PSBT_VALIDATION, message, { details });
}

/** Nothing in a legacy signature commits to the amount a bare witnessUtxo claims. */
function checkLegacyAmount(index: number, facts: InputFacts): void {
  if (facts.legacy && facts.amountProof !== 'verified') {
    throw refuse(
      `PSBT input ${index}: a legacy input needs nonWitnessUtxo`,
      'Without its previous transaction, the amount it spends and the fee cannot be verified.',
    );
  }
}

const isP2sh = (script: Uint8Array) =>
  script.length === 23 && script[0] === 0xa9 && script[1] === 0x14 && script[22] === 0x87;
const isP2wsh = (script: Uint8Array) => script.length === 34 && script[0] === 0x00 && script[1] === 0x20;

/** BIP-16 / BIP-141: the redeem script hashes to the p2sh output, the witness script to the p2wsh program. */
function checkScripts(index: number, input: PsbtInputData, facts: InputFacts): void {
  const spent = facts.prevOut?.script;
  if (!spent) return;
  const redeem = input.redeemScript;
  if (redeem && (!isP2sh(spent) || !bytesEqual(hash160(redeem), spent.subarray(2, 22)))) {
    throw refuse(
      `PSBT input ${index}: redeemScript does not match the output it spends`,
      'A signer must not sign a script other than the one the output commits to.',
    );
  }
  const program = isP2wsh(spent) ? spent : redeem && isP2wsh(redeem) ? redeem : undefined;
  const witnessScript = input.witnessScript;
  if (witnessScript && (!program || !bytesEqual(sha256(witnessScript), program.subarray(2)))) {
    throw refuse(
      `PSBT input ${index}: witnessScript does not match the output it spends`,
      'A signer must not sign a script other than the one the output commits to.',
    );
  }
}

/** Refuses to let a wallet sign `index` when BIP-174's signer checks fail for it. */
export function checkSignerInput(index: number, input: PsbtInputData, facts: InputFacts): void {
  checkLegacyAmount(index, facts);
  checkScripts(index, input, facts);
}
