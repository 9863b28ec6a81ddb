import type { CompatRequest, WalletRules, WalletVerdict } from '@satchel/core/compat';
import { base64, hex } from '@scure/base';
import { resolveConfig } from '../config';
import { accountForAddress } from '../keys';
import { psbtBytes } from '../psbt-bytes';
import { decodePsbt, type InputToSign, type SignedPsbt, signPsbt } from '../psbt-signing';
import type { Signer } from '../signer';
import { DevWallet } from '../wallet';
import type { Simulation } from './simulation';

export type { Simulation } from './simulation';

/** Where the throwaway keys come from, and the chain they sign for. */
interface SimulationKeys {
  mnemonic: string;
  network: CompatRequest['network'];
}

/** What one signing run made, before the wallet's encoding: shared by families that sign alike. */
interface SigningRun {
  signedInputs: number[];
  finalized: boolean;
  bytes: Uint8Array;
}

/**
 * Signing runs by what they sign (keys, inputs, sighashes), then by finalization. One check runs
 * the same request past every family with the same Dev Wallet signer, so the families whose rules
 * sign it alike share one signing of every input, and those that also finalize alike one answer.
 */
interface SimulationMemo {
  signed: Map<string, SignedPsbt | { error: string }>;
  answers: Map<string, SigningRun | { error: string }>;
}

export function simulationMemo(): SimulationMemo {
  return { signed: new Map(), answers: new Map() };
}

/**
 * Signs with the Dev Wallet's own signer (psbt-signing.ts, with the key the wallet's gate opens,
 * signer.ts) what the rules say `verdict`'s wallet signs, finalizing as that wallet does, when every
 * address it signs for belongs to the key ring of `keys.mnemonic`. Never with mainnet keys: a
 * mainnet check is answered from the rules alone. Undefined when nothing is simulated.
 */
export function simulateSigning(
  verdict: WalletVerdict,
  rules: WalletRules,
  request: CompatRequest,
  keys: SimulationKeys,
  memo: SimulationMemo = simulationMemo(),
): Simulation | undefined {
  const { network } = keys;
  if (!network || network === 'mainnet' || verdict.signedInputs.length === 0) return undefined;
  // A wallet of its own, never shown a page: only its keys and its gate are used.
  const wallet = new DevWallet(resolveConfig({ mnemonic: keys.mnemonic, network }));
  const ring = wallet.keys(network);
  const inputs: InputToSign[] = [];
  // Looked up by index: a request may name thousands of inputs.
  const asks = new Map(request.inputs.map((input) => [input.index, input]));
  const sighashes = new Map(verdict.inputs.map((input) => [input.index, input.sighash]));
  for (const index of verdict.signedInputs) {
    const asked = asks.get(index);
    const account = asked ? accountForAddress(ring, asked.address) : undefined;
    if (!account) return undefined;
    const sighash = sighashes.get(index);
    inputs.push({ index, account, ...(sighash === undefined ? {} : { sighash }) });
  }
  const finalize = rules.finalize.byDefault === 'signed-inputs' ? 'signed' : 'none';
  const signKey = JSON.stringify([
    keys.mnemonic,
    network,
    inputs.map((input) => [input.index, input.account?.address, input.sighash]),
  ]);
  let signed = memo.signed.get(signKey);
  if (!signed) {
    // Test networks only (above), where the gate opens whatever the explorer.
    signed = signOnce(wallet.signer(network), request.psbtBase64, inputs);
    memo.signed.set(signKey, signed);
  }
  const answerKey = `${finalize} ${signKey}`;
  let run = memo.answers.get(answerKey);
  if (!run) {
    run = 'error' in signed ? signed : answer(signed, finalize);
    memo.answers.set(answerKey, run);
  }
  if ('error' in run) return { signedInputs: [], finalized: false, psbt: '', error: run.error };
  return {
    signedInputs: run.signedInputs,
    finalized: run.finalized,
    psbt: rules.format.output === 'hex' ? hex.encode(run.bytes) : base64.encode(run.bytes),
  };
}

function signOnce(signer: Signer, psbtBase64: string, inputs: InputToSign[]): SignedPsbt | { error: string } {
  try {
    return signPsbt(decodePsbt(psbtBase64), signer, { inputs, finalize: 'none' });
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The signed PSBT as the wallet answers it: its signed inputs finalized, on a copy, or as signed. */
function answer(signed: SignedPsbt, finalize: 'signed' | 'none'): SigningRun | { error: string } {
  // A copy read back from its bytes: scure's `clone` writes the PSBT its quadratic way.
  const tx = finalize === 'signed' ? decodePsbt(base64.encode(psbtBytes(signed.tx))) : signed.tx;
  try {
    if (finalize === 'signed') for (const index of signed.signedIndexes) tx.finalizeIdx(index);
  } catch (error) {
    // The signer's own wording (psbt-signing.ts) for a PSBT it signs but cannot finalize.
    return { error: `Not finalized: ${(error as Error).message}` };
  }
  return {
    signedInputs: signed.signedIndexes,
    finalized: signed.signedIndexes.every((index) => {
      const input = tx.getInput(index);
      return input.finalScriptWitness !== undefined || input.finalScriptSig !== undefined;
    }),
    bytes: psbtBytes(tx),
  };
}
