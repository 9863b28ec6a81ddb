import type { PsbtBatchItemResult, PsbtBatchProgress, SignPsbtResult } from '@satchel/core';
import { useConnector, usePreparePsbtBatch, useSignPsbtBatch, useStoredState } from '@satchel/react';
import { useState } from 'react';
import { CopyButton } from '../components/CopyButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { en } from '../locales/en-pages';
import { PsbtBatchCompat } from './PsbtBatchCompat';

/** Signed PSBTs of the last batch outlive a reload, a refusal or a stop: only Discard removes them. */
const BATCH_KEY = 'satchel_psbtBatch';

type StoredOutcome =
  | { status: 'signed'; result: SignPsbtResult }
  | { status: 'rejected' | 'skipped'; message: string; details?: string };

/** One entry per PSBT of the batch; null until it has an outcome. */
type StoredBatch = (StoredOutcome | null)[];

const isOutcome = (v: unknown): v is StoredOutcome => {
  if (!v || typeof v !== 'object') return false;
  const entry = v as Record<string, unknown>;
  if (entry.status === 'signed')
    return typeof (entry.result as SignPsbtResult | undefined)?.psbtBase64 === 'string';
  return (entry.status === 'rejected' || entry.status === 'skipped') && typeof entry.message === 'string';
};
const isStoredBatch = (v: unknown): v is StoredBatch =>
  Array.isArray(v) && v.length > 0 && v.every((entry) => entry === null || isOutcome(entry));

function toStored(result: PsbtBatchItemResult | undefined): StoredOutcome | null {
  if (!result) return null;
  if (result.status === 'signed') return result;
  const { message, details } = result.error;
  return { status: result.status, message, ...(details ? { details } : {}) };
}

type RowStatus = StoredOutcome['status'] | 'waiting' | 'queued';

/** Several PSBTs, inspected together, signed in one prompt or one by one. */
export function PsbtBatch({ allowedSighash }: { allowedSighash: readonly number[] }) {
  const connector = useConnector();
  const prepareBatch = usePreparePsbtBatch();
  const signing = useSignPsbtBatch();
  const [texts, setTexts] = useState<string[]>(['']);
  const [progress, setProgress] = useState<PsbtBatchProgress>();
  const [batch, setBatch] = useStoredState(BATCH_KEY, isStoredBatch);
  const [error, setError] = useState<unknown>();
  const busy = signing.isPending;
  const keepsSigned = !busy && !!batch?.some((entry) => entry?.status === 'signed');

  async function sign() {
    setError(undefined);
    let prepared: ReturnType<typeof prepareBatch>;
    try {
      prepared = prepareBatch(texts, allowedSighash);
    } catch (cause) {
      setError(cause);
      return;
    }
    setBatch(prepared.map(() => null));
    try {
      const results = await signing.mutateAsync({
        prepared,
        allowedSighash,
        onProgress: (next) => {
          setProgress(next);
          // Stored as each PSBT is signed, so a reload in the middle keeps what is done.
          setBatch(next.results.map(toStored));
        },
      });
      setBatch(results.map(toStored));
    } catch (cause) {
      // Thrown only before any prompt: nothing was signed, so there is nothing to keep.
      setBatch(undefined);
      setError(cause);
    } finally {
      setProgress(undefined);
    }
  }

  const statusOf = (index: number): RowStatus => {
    const entry = batch?.[index];
    if (entry) return entry.status;
    if (busy) return progress?.pending.includes(index) ? 'waiting' : 'queued';
    return 'skipped';
  };

  const total = batch?.length ?? 0;
  const asking = progress?.pending ?? [];
  const progressText =
    progress?.mode === 'batch'
      ? en.psbtBatch.waitingAll.replace('{count}', String(total))
      : asking.length === 1
        ? en.psbtBatch.progress.replace('{n}', String((asking[0] ?? 0) + 1)).replace('{count}', String(total))
        : '';

  return (
    <section className="card" data-testid="psbt-batch">
      <h2>{en.psbtBatch.title}</h2>
      <p className="muted">{en.psbtBatch.intro}</p>
      {texts.map((text, index) => (
        // Rows are positional: the batch is signed in this order and results follow it.
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the row's identity.
        <label className="field" key={index}>
          <span>{en.psbtBatch.label.replace('{n}', String(index + 1))}</span>
          <textarea
            value={text}
            onChange={(e) => setTexts((list) => list.map((t, i) => (i === index ? e.target.value : t)))}
            data-testid={`psbt-batch-input-${index}`}
            rows={3}
            spellCheck={false}
            disabled={busy}
          />
          {texts.length > 1 ? (
            <button
              type="button"
              className="button small"
              disabled={busy}
              onClick={() => setTexts((list) => list.filter((_, i) => i !== index))}
            >
              {en.psbtBatch.remove}
            </button>
          ) : null}
        </label>
      ))}
      {!busy ? <PsbtBatchCompat texts={texts} allowedSighash={allowedSighash} /> : null}
      <div className="row">
        <button
          type="button"
          className="button"
          data-testid="psbt-batch-add"
          disabled={busy}
          onClick={() => setTexts((list) => [...list, ''])}
        >
          {en.psbtBatch.add}
        </button>
        <button
          type="button"
          className="button primary"
          data-testid="psbt-batch-sign"
          disabled={!connector || busy || keepsSigned || texts.every((t) => t.trim() === '')}
          onClick={() => void sign()}
        >
          {en.psbtBatch.sign}
        </button>
        {busy ? (
          <button type="button" className="button" data-testid="psbt-batch-stop" onClick={signing.cancel}>
            {en.psbtBatch.stop}
          </button>
        ) : null}
      </div>
      {progressText ? (
        <p className="muted" data-testid="psbt-batch-progress">
          {progressText}
        </p>
      ) : null}
      {keepsSigned ? <p className="muted">{en.psbtBatch.discardFirst}</p> : null}
      <ErrorMessage error={error} />
      {batch ? (
        <div data-testid="psbt-batch-results">
          <h3>{en.psbtBatch.results}</h3>
          <ol>
            {batch.map((entry, index) => (
              <BatchRow
                // biome-ignore lint/suspicious/noArrayIndexKey: results are positional, as the inputs.
                key={index}
                index={index}
                status={statusOf(index)}
                entry={entry}
              />
            ))}
          </ol>
          {!busy ? (
            <button type="button" className="button small" onClick={() => setBatch(undefined)}>
              {en.psbtBatch.discard}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function BatchRow({
  index,
  status,
  entry,
}: {
  index: number;
  status: RowStatus;
  entry: StoredOutcome | null;
}) {
  return (
    <li data-testid={`psbt-batch-result-${index}`} data-status={status}>
      <strong>{en.psbtBatch.label.replace('{n}', String(index + 1))}</strong> · {en.psbtBatch.status[status]}
      {entry?.status === 'signed' ? (
        <div>
          <p className="muted">{entry.result.finalized ? en.psbt.isFinalized : en.psbt.notFinalized}</p>
          <textarea
            readOnly
            value={entry.result.psbtBase64}
            data-testid={`psbt-batch-result-${index}-base64`}
            rows={3}
          />
          <CopyButton text={entry.result.psbtBase64} label={en.psbt.copyBase64} />
        </div>
      ) : entry ? (
        <ErrorMessage error={entry} />
      ) : null}
    </li>
  );
}
