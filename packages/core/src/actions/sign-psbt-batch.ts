import type { Connector, SignPsbtRequest, SignPsbtResult } from '../connectors/types';
import { describeCause, Errors, isSatchelError, SatchelError } from '../errors';
import { checkWalletPsbt } from './check-wallet-psbt';
import { operationFailure } from './operation-error';
import {
  NOTHING_TO_SIGN,
  type PreparedPsbt,
  type PreparePsbtParameters,
  preparePsbt,
  signPsbt,
} from './sign-psbt';

/** What became of one PSBT of a batch: signed, refused (by the wallet or by the R16.5 check), or never asked. */
export type PsbtBatchItemResult =
  | { status: 'signed'; result: SignPsbtResult }
  | { status: 'rejected' | 'skipped'; error: SatchelError };

export interface PsbtBatchProgress {
  /** One wallet prompt for all (`batch`) or one prompt per PSBT (`sequential`). */
  mode: 'batch' | 'sequential';
  /** Indexes the wallet is being asked to sign right now. */
  pending: readonly number[];
  /** Every PSBT's outcome so far; undefined until it has one. */
  results: readonly (PsbtBatchItemResult | undefined)[];
}

export interface PreparePsbtBatchParameters extends Omit<PreparePsbtParameters, 'text'> {
  /** Base64 or hex, one PSBT each, in the order they will be signed. */
  texts: readonly string[];
}

/** "PSBT 2: …": which PSBT of the batch an error is about, keeping its own message and code. */
function aboutItem(error: unknown, index: number): SatchelError {
  const label = `PSBT ${index + 1}`;
  if (!isSatchelError(error))
    return Errors.signPsbtFailed({ details: `${label}: ${describeCause(error)}`, cause: error });
  const details = error.details ? `${label}: ${error.details}` : label;
  return new SatchelError(error.code, error.message, { details, cause: error });
}

/**
 * Decode → inspect → validate every PSBT of a batch (SPEC R6.2, R6.5, R18.2) before any wallet is
 * asked: one malformed PSBT, or one with nothing of the wallet's to sign, stops the whole batch here.
 * @throws SatchelError the first failing PSBT's own error, its position in the details.
 */
export function preparePsbtBatch(params: PreparePsbtBatchParameters): PreparedPsbt[] {
  const { texts, ...shared } = params;
  if (texts.length === 0) throw Errors.signPsbtFailed({ details: 'No PSBT to sign.' });
  return texts.map((text, index) => {
    try {
      const prepared = preparePsbt({ ...shared, text });
      if (Object.keys(prepared.signInputs).length === 0)
        throw Errors.signPsbtFailed({ details: NOTHING_TO_SIGN });
      return prepared;
    } catch (error) {
      throw aboutItem(error, index);
    }
  });
}

export interface SignPsbtBatchParameters {
  connector: Connector;
  prepared: readonly PreparedPsbt[];
  allowedSighash: readonly number[];
  /** Stops the batch: the PSBT being asked and those after it are `skipped`; signed ones are kept. */
  signal?: AbortSignal;
  onProgress?: (progress: PsbtBatchProgress) => void;
}

const requestFor = (prepared: PreparedPsbt, allowedSighash: readonly number[]): SignPsbtRequest => ({
  psbtBase64: prepared.base64,
  signInputs: prepared.signInputs,
  allowedSighash: [...allowedSighash],
  broadcast: false,
});

const notAsked = () => Errors.signPsbtFailed({ details: 'Stopped before this PSBT was signed.' });

/**
 * Signs several prepared PSBTs (SPEC R18.2): in one wallet prompt where the connector has
 * `signPsbts`, else one prompt after another, reporting progress. A refusal or failure of one PSBT
 * never discards another that was signed; each signed PSBT must be the transaction that was
 * inspected (R16.5), or that one alone is refused. Broadcasting stays a separate step.
 * @throws SatchelError before any prompt only: an empty batch or a PSBT with nothing to sign.
 * Later failures are per-PSBT results, never thrown.
 */
export async function signPsbtBatch(params: SignPsbtBatchParameters): Promise<PsbtBatchItemResult[]> {
  const { connector, prepared, allowedSighash, signal } = params;
  if (prepared.length === 0) throw Errors.signPsbtFailed({ details: 'No PSBT to sign.' });
  prepared.forEach((item, index) => {
    if (Object.keys(item.signInputs).length === 0)
      throw aboutItem(Errors.signPsbtFailed({ details: NOTHING_TO_SIGN }), index);
  });
  const signMany = connector.capabilities.batchSignPsbt ? connector.signPsbts : undefined;
  const useBatch = typeof signMany === 'function';
  const results: (PsbtBatchItemResult | undefined)[] = prepared.map(() => undefined);
  const report = (pending: readonly number[]) =>
    params.onProgress?.({ mode: useBatch ? 'batch' : 'sequential', pending, results: [...results] });
  const finish = (): PsbtBatchItemResult[] => {
    const final = results.map((result) => result ?? { status: 'skipped' as const, error: notAsked() });
    results.splice(0, results.length, ...final);
    report([]);
    return final;
  };

  if (signMany) {
    report(prepared.map((_, index) => index));
    let signed: SignPsbtResult[];
    try {
      signed = await signMany.call(
        connector,
        prepared.map((item) => requestFor(item, allowedSighash)),
        signal ? { signal } : {},
      );
    } catch (cause) {
      const status = signal?.aborted ? 'skipped' : 'rejected';
      const outcome = { status, error: operationFailure(cause, Errors.signPsbtFailed) } as const;
      results.fill(outcome);
      return finish();
    }
    prepared.forEach((item, index) => {
      const result = signed[index];
      try {
        if (!result) throw Errors.emptyWalletResult();
        // SPEC R16.5 / R20.3: each returned PSBT is the one inspected at its position, with every
        // input asked for signed, or that one is refused.
        checkWalletPsbt({
          requestedPsbt: item.base64,
          returnedPsbt: result.psbtBase64,
          signInputs: item.signInputs,
          allowedSighash,
        });
        results[index] = { status: 'signed', result };
      } catch (error) {
        const failure = isSatchelError(error) ? error : operationFailure(error, Errors.signPsbtFailed);
        results[index] = { status: 'rejected', error: failure };
      }
    });
    return finish();
  }

  for (const [index, item] of prepared.entries()) {
    if (signal?.aborted) break;
    report([index]);
    try {
      const result = await signPsbt({
        connector,
        prepared: item,
        allowedSighash,
        ...(signal ? { signal } : {}),
      });
      results[index] = { status: 'signed', result };
    } catch (error) {
      const failure = isSatchelError(error) ? error : operationFailure(error, Errors.signPsbtFailed);
      // A stop while the wallet is asked: that PSBT was never answered, so it is skipped, not refused.
      results[index] = { status: signal?.aborted ? 'skipped' : 'rejected', error: failure };
    }
  }
  return finish();
}
