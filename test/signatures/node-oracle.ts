import { tapLeafHash } from '@satchel/core/internal';
import { decodePsbt } from '@satchel/core/protocol/psbt/decode';
import type { PsbtInputData } from '@satchel/core/protocol/psbt/reader';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { RejectError } from '../../packages/devnet/src/admission/reject';
import { verifyInputsAt } from '../../packages/devnet/src/admission/verify';
import { decodeTx, encodeTx } from '../../packages/devnet/src/tx/transaction';

export type Verdict = 'accepts' | 'rejects';

interface Spend {
  scriptSig: Uint8Array;
  witness: Uint8Array[];
}

const EMPTY = new Uint8Array(0);
const startsWith = (s: Uint8Array, ...p: number[]) => p.every((b, i) => s[i] === b);

/**
 * How a BIP-174 finalizer would turn each signature of a not-yet-final input into the spend a node
 * sees: one spend per signature, so every one of them is judged (a finalizer may take any).
 */
function spendsOf(input: PsbtInputData, asked: PsbtInputData, spent: Uint8Array): Spend[] | undefined {
  if (input.finalScriptSig || input.finalScriptWitness) {
    return [{ scriptSig: input.finalScriptSig ?? EMPTY, witness: input.finalScriptWitness ?? [] }];
  }
  const spends: Spend[] = [];
  const redeem = input.redeemScript ?? asked.redeemScript;
  for (const { pubkey, signature } of input.partialSigs) {
    if (startsWith(spent, 0x76, 0xa9))
      spends.push({ scriptSig: btc.Script.encode([signature, pubkey]), witness: [] });
    else if (startsWith(spent, 0xa9) && redeem) {
      spends.push({ scriptSig: btc.Script.encode([redeem]), witness: [signature, pubkey] });
    } else spends.push({ scriptSig: EMPTY, witness: [signature, pubkey] });
  }
  if (input.tapKeySig) spends.push({ scriptSig: EMPTY, witness: [input.tapKeySig] });
  const leaves = [...input.tapLeafScripts, ...asked.tapLeafScripts];
  for (const { signature, leafHash } of input.tapScriptSigs) {
    const leaf = leaves.find(
      (l) => hex.encode(tapLeafHash(l.script, (l.controlBlock[0] as number) & 0xfe)) === hex.encode(leafHash),
    );
    if (!leaf) return undefined;
    spends.push({ scriptSig: EMPTY, witness: [signature, leaf.script, leaf.controlBlock] });
  }
  return spends.length > 0 ? spends : undefined;
}

/**
 * The node's word on a wallet's answer: each input asked for, finalized as a finalizer would,
 * verified by the devnet's script verifier (Core's standard script flags and witness policy)
 * against the outputs the chain really holds, not those either PSBT claims.
 */
export function nodeVerdict(
  requestedPsbt: string,
  returnedPsbt: string,
  indexes: readonly number[],
  chainPrevouts: readonly { script: Uint8Array; value: bigint }[],
): Verdict {
  const requested = decodePsbt(requestedPsbt);
  const returned = decodePsbt(returnedPsbt);
  for (const index of indexes) {
    const input = returned.inputs[index];
    const spent = chainPrevouts[index];
    const spends =
      input && spent ? spendsOf(input, requested.inputs[index] as PsbtInputData, spent.script) : undefined;
    if (!spends) return 'rejects';
    for (const spend of spends) {
      const raw = encodeTx({
        version: returned.txVersion,
        locktime: returned.lockTime,
        inputs: returned.inputs.map((inp, i) => ({
          txid: inp.txid,
          prevHash: hex.decode(inp.txid).reverse(),
          vout: inp.vout,
          sequence: inp.sequence,
          scriptSig: i === index ? spend.scriptSig : EMPTY,
          witness: i === index ? spend.witness : [],
        })),
        outputs: returned.outputs.map((o) => ({ value: o.amount, script: o.script })),
      });
      try {
        verifyInputsAt(decodeTx(raw), chainPrevouts, [index]);
      } catch (error) {
        if (error instanceof RejectError) return 'rejects';
        throw error;
      }
    }
  }
  return 'accepts';
}
