import { type BitcoinNetwork, networkParams } from '@satchel/core/networks';
import { defaultSighash } from '@satchel/core/psbt';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { WalletFailure } from './errors';
import { accountForScript, type KeyAccount, type KeyRing } from './keys';
import { withSharedSighash } from './shared-sighash';
import type { Signer } from './signer';

/** One input the caller asked the wallet to sign. */
export interface InputToSign {
  index: number;
  /** When the request names an address or key, the input must belong to that account. */
  account?: KeyAccount;
  /** Sighash to apply when the PSBT input does not carry one (v1 `sigHash`, Unisat `sighashTypes[0]`). */
  sighash?: number;
  /** Unisat-style allow-list: the input's sighash must be one of these. */
  allowedSighashes?: number[];
}

export type FinalizeMode = 'none' | 'signed' | 'all';

export interface SignPsbtOptions {
  /** Inputs to sign; omitted → every input this wallet owns that is not yet finalized. */
  inputs?: InputToSign[];
  finalize: FinalizeMode;
}

export interface SignedPsbt {
  tx: btc.Transaction;
  signedIndexes: number[];
}

/** scure options that accept everything real wallets accept (OP_RETURN outputs, unknown fields). */
const PARSE_OPTIONS = {
  allowUnknownOutputs: true,
  allowUnknownInputs: true,
  allowLegacyWitnessUtxo: true,
} as const;

/** Accepts base64 or hex; Unisat auto-detects the encoding (docs/wallet-interfaces.md §0). */
export function decodePsbt(text: string): btc.Transaction {
  const trimmed = text.trim();
  let bytes: Uint8Array;
  try {
    bytes =
      /^[0-9a-fA-F]+$/.test(trimmed) && trimmed.length % 2 === 0
        ? hex.decode(trimmed)
        : base64.decode(trimmed);
  } catch {
    throw new WalletFailure('invalid-params', 'Invalid PSBT encoding.');
  }
  try {
    return btc.Transaction.fromPSBT(bytes, PARSE_OPTIONS);
  } catch (error) {
    throw new WalletFailure(
      'invalid-params',
      `Invalid PSBT: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** The script an input spends, from witnessUtxo or the full previous transaction. */
export function prevoutOf(
  tx: btc.Transaction,
  index: number,
): { script: Uint8Array; amount: bigint } | undefined {
  const input = tx.getInput(index);
  if (input.witnessUtxo) return { script: input.witnessUtxo.script, amount: input.witnessUtxo.amount };
  const vout = input.index;
  const out = vout === undefined ? undefined : input.nonWitnessUtxo?.outputs[vout];
  return out ? { script: out.script, amount: out.amount } : undefined;
}

function isFinalized(tx: btc.Transaction, index: number): boolean {
  const input = tx.getInput(index);
  return input.finalScriptWitness !== undefined || input.finalScriptSig !== undefined;
}

/**
 * BIP-174 signer role with the wallet rules of docs/sats-connect.md §3 and docs/wallet-interfaces.md §3:
 * the sighash comes from each input's `sighashType`, else core's defaultSighash (0x00 for taproot,
 * 0x01 otherwise); an input the wallet does not own is refused, never silently skipped.
 */
export function signPsbt(tx: btc.Transaction, signer: Signer, options: SignPsbtOptions): SignedPsbt {
  const { ring } = signer;
  const requested: InputToSign[] =
    options.inputs ??
    Array.from({ length: tx.inputsLength }, (_, index) => ({ index })).filter(({ index }) => {
      const prev = prevoutOf(tx, index);
      return (
        !isFinalized(tx, index) && prev !== undefined && accountForScript(ring, prev.script) !== undefined
      );
    });
  if (options.inputs === undefined && requested.length === 0) {
    throw new WalletFailure('invalid-params', 'No inputs to sign: none belongs to this wallet.');
  }

  const signedIndexes = withSharedSighash(tx, () => signEach(tx, signer, requested));
  try {
    if (options.finalize === 'all') tx.finalize();
    if (options.finalize === 'signed') for (const index of signedIndexes) tx.finalizeIdx(index);
  } catch (error) {
    // Unisat's wording for the common multi-party failure (sats-connect#166).
    throw new WalletFailure('internal', `Not finalized: ${(error as Error).message}`);
  }
  return { tx, signedIndexes };
}

/** Signs each requested input in turn; the indexes it signed. */
function signEach(tx: btc.Transaction, signer: Signer, requested: readonly InputToSign[]): number[] {
  const { ring } = signer;
  const signedIndexes: number[] = [];
  for (const request of requested) {
    const { index } = request;
    if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
      throw new WalletFailure('invalid-params', `Input ${index} does not exist.`);
    }
    const prev = prevoutOf(tx, index);
    if (!prev)
      throw new WalletFailure('invalid-params', `Input ${index} has no witnessUtxo or nonWitnessUtxo.`);
    const owner = accountForScript(ring, prev.script);
    if (!owner) throw new WalletFailure('invalid-params', `Input ${index} is not owned by this wallet.`);
    if (request.account && request.account.address !== owner.address) {
      throw new WalletFailure(
        'address-mismatch',
        `Input ${index} does not belong to ${request.account.address}.`,
      );
    }
    const input = tx.getInput(index);
    if (input.sighashType === undefined && request.sighash !== undefined) {
      tx.updateInput(index, { sighashType: request.sighash }, true);
    }
    const sighash = tx.getInput(index).sighashType ?? defaultSighash({ witnessUtxo: prev });
    if (request.allowedSighashes && !request.allowedSighashes.includes(sighash)) {
      throw new WalletFailure('invalid-params', `Input ${index} sighash ${sighash} is not allowed.`);
    }
    if (owner.addressType === 'p2tr' && !input.tapInternalKey) {
      // Key-path spend of a BIP-86 output: the signer needs the internal key to compute the tweak.
      tx.updateInput(index, { tapInternalKey: owner.xOnlyPublicKey }, true);
    }
    try {
      tx.signIdx(signer.keyOf(owner), index, [sighash]);
    } catch (error) {
      throw new WalletFailure('internal', `Could not sign input ${index}: ${(error as Error).message}`);
    }
    signedIndexes.push(index);
  }
  return signedIndexes;
}

/** Raw hex of a fully finalized transaction, for broadcasting. */
export function extractRawTx(tx: btc.Transaction): string {
  try {
    if (!tx.isFinal) tx.finalize();
    return hex.encode(tx.extract());
  } catch (error) {
    throw new WalletFailure('internal', `Transaction is not finalized: ${(error as Error).message}`);
  }
}

interface PsbtSummaryRow {
  address: string;
  value: bigint | undefined;
  mine: boolean;
  sighash?: number;
}

/** What the approval overlay shows before signing (the app's PSBT inspector in miniature). */
export function summarizeForApproval(
  tx: btc.Transaction,
  ring: KeyRing,
  network: BitcoinNetwork,
): { inputs: PsbtSummaryRow[]; outputs: PsbtSummaryRow[]; fee: bigint | undefined } {
  const encoder = btc.Address(networkParams(network));
  const describe = (script: Uint8Array): string => {
    try {
      return encoder.encode(btc.OutScript.decode(script));
    } catch {
      return `script ${hex.encode(script)}`;
    }
  };
  let inTotal: bigint | undefined = 0n;
  const inputs: PsbtSummaryRow[] = [];
  for (let index = 0; index < tx.inputsLength; index++) {
    const prev = prevoutOf(tx, index);
    if (!prev) inTotal = undefined;
    else if (inTotal !== undefined) inTotal += prev.amount;
    const sighash = tx.getInput(index).sighashType;
    inputs.push({
      address: prev ? describe(prev.script) : 'unknown',
      value: prev?.amount,
      mine: prev !== undefined && accountForScript(ring, prev.script) !== undefined,
      ...(sighash === undefined ? {} : { sighash }),
    });
  }
  const outputs: PsbtSummaryRow[] = [];
  let outTotal = 0n;
  for (let index = 0; index < tx.outputsLength; index++) {
    const out = tx.getOutput(index);
    const value = out.amount;
    if (value !== undefined) outTotal += value;
    const script = out.script;
    outputs.push({
      address: script ? describe(script) : 'unknown',
      value,
      mine: script !== undefined && accountForScript(ring, script) !== undefined,
    });
  }
  return { inputs, outputs, fee: inTotal === undefined ? undefined : inTotal - outTotal };
}

/** The `swaps-witness` quirk (config.ts): each signed input's two-item witness as `[key, signature]`. */
export function swapWitnesses(signed: SignedPsbt): SignedPsbt {
  for (const index of signed.signedIndexes) {
    const witness = signed.tx.getInput(index).finalScriptWitness;
    if (witness?.length === 2) {
      signed.tx.updateInput(index, { finalScriptWitness: [witness[1], witness[0]] as Uint8Array[] }, true);
    }
  }
  return signed;
}
