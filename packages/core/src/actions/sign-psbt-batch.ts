import { Errors, isSatchelError, type SatchelError } from '../primitives/errors';
import type { Connector, SignPsbtRequest, SignPsbtResult } from '../wallets/kit/types';
import { aboutItem } from './internal/about-item';
import { checkWalletPsbt } from './internal/check-wallet-psbt';
import { operationFailure } from './internal/operation-error';
import type { PreparedPsbt } from './prepare-psbt';
import { NOTHING_TO_SIGN, signPsbt } from './sign-psbt';

/**
 * What became of one PSBT of a batch: signed, refused (by the wallet, or because it is not the PSBT
 * inspected), or never asked.
 */
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
 * Signs several prepared PSBTs: in one wallet prompt where the connector has
 * `signPsbts`, else one prompt after another, reporting progress. A refusal or failure of one PSBT
 * never discards another that was signed; each signed PSBT must be the transaction that was
 * inspected, or that one alone is refused. Broadcasting stays a separate step.
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
        // Each returned PSBT is the one inspected at its position, with every
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
