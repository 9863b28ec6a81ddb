import { Errors } from '../../primitives/errors';

interface Outpoint {
  txid: string;
  vout: number;
}

/**
 * The first input that spends an outpoint an earlier input already spends, or undefined. Inputs
 * are grouped by their txid string as it is (no outpoint string is built per input), then by
 * vout: linear in the input count however many share a txid.
 */
export function duplicateInput(
  inputs: readonly Outpoint[],
): { earlier: number; index: number; outpoint: string } | undefined {
  const byTxid = new Map<string, Map<number, number>>();
  for (let index = 0; index < inputs.length; index++) {
    const { txid, vout } = inputs[index] as Outpoint;
    let spent = byTxid.get(txid);
    if (!spent) {
      spent = new Map();
      byTxid.set(txid, spent);
    }
    const earlier = spent.get(vout);
    if (earlier !== undefined) return { earlier, index, outpoint: `${txid}:${vout}` };
    spent.set(vout, index);
  }
  return undefined;
}

/**
 * Bitcoin Core's CheckTransaction: no two inputs spend the same outpoint (consensus,
 * `bad-txns-inputs-duplicate`). Such a PSBT can never confirm, and its summary would count the
 * coin twice, so it is refused before any wallet is asked.
 * @throws SatchelError PSBT_VALIDATION naming both inputs and the outpoint.
 */
export function assertDistinctInputs(inputs: readonly Outpoint[]): void {
  const found = duplicateInput(inputs);
  if (found) throw Errors.duplicateInput(found.earlier, found.index, found.outpoint);
}
