import { sha256 } from '@noble/hashes/sha2.js';
import { hash160 } from '@scure/btc-signer/utils.js';
import { Errors } from '../../../primitives/errors';
import { taprootOutputKey } from '../../tx/taproot';
import { type PrevOut, type PsbtInputData, readNonWitnessUtxo } from '../reader';
import { bytesEqual } from '../scripts';
import { isP2sh, isP2tr, isP2wsh } from './context';

const samePrevout = (a: PrevOut | undefined, b: PrevOut | undefined) =>
  a !== undefined && b !== undefined && a.amount === b.amount && bytesEqual(a.script, b.script);

function spentByNonWitness(input: PsbtInputData, raw: Uint8Array): PrevOut | undefined {
  try {
    const previous = readNonWitnessUtxo(raw, input.vout);
    return previous.txid === input.txid ? previous.spent : undefined;
  } catch {
    return undefined;
  }
}

/** The output an input spends as the request names it: its witnessUtxo, else its nonWitnessUtxo's. */
export function requestedPrevout(input: PsbtInputData): PrevOut | undefined {
  if (input.witnessUtxo) return input.witnessUtxo;
  return input.nonWitnessUtxo ? spentByNonWitness(input, input.nonWitnessUtxo) : undefined;
}

type Field =
  | 'witnessUtxo'
  | 'nonWitnessUtxo'
  | 'redeemScript'
  | 'witnessScript'
  | 'tapInternalKey'
  | 'tapMerkleRoot';

/**
 * Whether a field the request did not carry, added by the wallet, says only what the request's
 * prevout already fixes (a wallet acting as BIP-174 updater may fill these in): a previous
 * transaction that hashes to the input's txid and pays the requested output, a redeem or witness
 * script that hashes to the program, a taproot internal key and merkle root that tweak to the
 * output key (BIP-341). A prevout added where the request had none can never be checked.
 */
function addedFits(field: Field, requested: PsbtInputData, returned: PsbtInputData): boolean {
  const prevout = requestedPrevout(requested);
  if (!prevout) return false;
  const script = prevout.script;
  switch (field) {
    case 'witnessUtxo':
      return samePrevout(returned.witnessUtxo, prevout);
    case 'nonWitnessUtxo': {
      const raw = returned.nonWitnessUtxo;
      return raw !== undefined && samePrevout(spentByNonWitness(requested, raw), prevout);
    }
    case 'redeemScript': {
      const redeem = returned.redeemScript as Uint8Array;
      return isP2sh(script) && bytesEqual(hash160(redeem), script.subarray(2, 22));
    }
    case 'witnessScript': {
      const program = isP2sh(script) ? (returned.redeemScript ?? requested.redeemScript) : script;
      const ws = returned.witnessScript as Uint8Array;
      return program !== undefined && isP2wsh(program) && bytesEqual(sha256(ws), program.subarray(2));
    }
    default: {
      const internal = returned.tapInternalKey ?? requested.tapInternalKey;
      const root = returned.tapMerkleRoot ?? requested.tapMerkleRoot;
      const key = internal && taprootOutputKey(internal, root);
      return isP2tr(script) && key !== undefined && bytesEqual(key, script.subarray(2));
    }
  }
}

function differs(field: Field, a: PsbtInputData, b: PsbtInputData): boolean {
  if (field === 'witnessUtxo') return !samePrevout(a.witnessUtxo, b.witnessUtxo);
  return !bytesEqual(a[field] as Uint8Array, b[field] as Uint8Array);
}

const FIELDS: readonly Field[] = [
  'witnessUtxo',
  'nonWitnessUtxo',
  'redeemScript',
  'witnessScript',
  'tapInternalKey',
  'tapMerkleRoot',
];

/**
 * What a signature is judged against comes from the request, never from the wallet.
 * A spent output, script or taproot commitment the wallet changed is refused; one it dropped is
 * fine (a BIP-174 finalizer clears them); one it added must agree with what the request fixed.
 * @throws SatchelError `The wallet returned a transaction that differs from the one you reviewed.`
 */
export function assertRequestFieldsKept(
  requested: readonly PsbtInputData[],
  returned: readonly PsbtInputData[],
): void {
  requested.forEach((asked, index) => {
    const answer = returned[index];
    if (!answer) return;
    for (const field of FIELDS) {
      if (answer[field] === undefined) continue;
      const changed =
        asked[field] !== undefined ? differs(field, asked, answer) : !addedFits(field, asked, answer);
      if (changed) {
        throw Errors.walletChangedTransaction({
          details: `Input ${index}: the wallet ${asked[field] !== undefined ? 'changed' : 'added'} its ${field}.`,
        });
      }
    }
  });
}
