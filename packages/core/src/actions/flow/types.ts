/**
 * "What you sign": a transaction as coins in and coins out, with what is known of
 * the inscriptions and runes each carries. Built from a PSBT summary and the index's answers;
 * the diagram and its table draw only this.
 */

export type AssetMark =
  | { kind: 'inscription'; id: string }
  | {
      kind: 'rune';
      spacedName: string;
      /** Base units; undefined when the amount cannot be told (e.g. a runestone decides it). */
      amount: bigint | undefined;
      divisibility: number;
      symbol: string | undefined;
    };

/** What is known of the inscriptions and runes on one input, output or the fee. */
export interface AssetNote {
  marks: AssetMark[];
  /** False when the index did not answer for all of it: there may be more than `marks`. */
  complete: boolean;
}

/** Nothing on it, and the index vouches for that. */
export const NO_ASSETS: AssetNote = Object.freeze({ marks: [], complete: true }) as AssetNote;
/** Nobody could say: the index did not answer, or the sats' path cannot be told. */
export const UNKNOWN_ASSETS: AssetNote = Object.freeze({ marks: [], complete: false }) as AssetNote;

export interface FlowInput {
  index: number;
  outpoint: string;
  address: string | undefined;
  /** Undefined when the PSBT does not prove it. */
  value: bigint | undefined;
  /** Paid from one of the connected wallet's addresses. */
  owned: boolean;
  assets: AssetNote;
}

/** `runestone`: an OP_RETURN starting `OP_RETURN OP_13` (ord's runes specification). */
export type OutputRole = 'recipient' | 'change' | 'op_return' | 'runestone';

export interface FlowOutput {
  index: number;
  address: string | undefined;
  /** Undefined when the wallet decides it (its own send of an asset). */
  value: bigint | undefined;
  role: OutputRole;
  assets: AssetNote;
}

export interface TxFlow {
  /** Undefined when the wallet picks the coins itself (its own send). */
  inputs: FlowInput[] | undefined;
  outputs: FlowOutput[];
  /** Undefined when unknown or set by the wallet. */
  fee: bigint | undefined;
  feeRate: number | undefined;
  /** Inscriptions whose sats would go to the miner as fee, when any could. */
  feeAssets: AssetNote;
}
