import { type PreparedPsbt, psbtFileText, type SignPsbtResult } from '@satchel/core';
import { useConnector, usePreparePsbt, useSignPsbt, useStoredState } from '@satchel/react';
import { useState } from 'react';
import { CancelButton } from '../components/CancelButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { useReviewPreload } from '../components/useReviewPreload';
import { en } from '../locales/en-pages';
import { PsbtBatch } from './PsbtBatch';
import { PsbtCompatNotice } from './PsbtCompatNotice';
import { PsbtSummaryView } from './PsbtSummaryView';
import { SignedPsbtView } from './SignedPsbtView';

const SIGHASHES = [
  [0x00, 'DEFAULT'],
  [0x01, 'ALL'],
  [0x02, 'NONE'],
  [0x03, 'SINGLE'],
  [0x81, 'ALL|ANYONECANPAY'],
  [0x82, 'NONE|ANYONECANPAY'],
  [0x83, 'SINGLE|ANYONECANPAY'],
] as const;

/** Signed PSBTs outlive a reload or a failed broadcast: they are never thrown away. */
const LAST_SIGNED_KEY = 'satchel_lastSignedPsbt';
const isSigned = (v: unknown): v is SignPsbtResult =>
  !!v && typeof v === 'object' && typeof (v as SignPsbtResult).psbtBase64 === 'string';

export default function SignPsbtPage() {
  useReviewPreload();
  const connector = useConnector();
  // A phone wallet may approve a WalletConnect session without signPsbt: greyed.
  const noPsbt = connector?.capabilities.psbtSigning === false;
  const preparePsbt = usePreparePsbt();
  const signing = useSignPsbt();
  const [text, setText] = useState('');
  const [allowed, setAllowed] = useState<number[]>([0x00, 0x01]);
  const [prepared, setPrepared] = useState<PreparedPsbt>();
  const [signed, setSigned] = useStoredState(LAST_SIGNED_KEY, isSigned);
  const [error, setError] = useState<unknown>();
  const busy = signing.isPending;

  function prepare(): PreparedPsbt | undefined {
    setError(undefined);
    setPrepared(undefined);
    try {
      const result = preparePsbt(text, allowed);
      setPrepared(result);
      return result;
    } catch (cause) {
      setError(cause);
      return undefined;
    }
  }

  async function sign() {
    const ready = prepared ?? prepare();
    if (!ready || !connector) return;
    setError(undefined);
    // An earlier result stays only until another PSBT is signed: a refusal must not leave it
    // looking like this one's.
    setSigned(undefined);
    try {
      setSigned(await signing.mutateAsync({ prepared: ready, allowedSighash: allowed }));
    } catch (cause) {
      setError(cause);
    }
  }

  return (
    <section className="page">
      <h1>{en.nav.signPsbt}</h1>
      <div className="card">
        <label className="field">
          <span>
            {en.psbt.paste}
            {prepared ? ` · ${en.psbt.detected.replace('{encoding}', prepared.encoding)}` : ''}
          </span>
          <textarea
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPrepared(undefined);
            }}
            data-testid="psbt-input"
            rows={6}
            spellCheck={false}
          />
        </label>
        <label className="field">
          <span>{en.psbt.load}</span>
          <input
            type="file"
            accept=".psbt,.txt,application/octet-stream"
            data-testid="psbt-file"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setText(psbtFileText(new Uint8Array(await file.arrayBuffer())));
              setPrepared(undefined);
            }}
          />
        </label>
        <fieldset className="field">
          <legend>{en.psbt.allowedSighash}</legend>
          <div className="row">
            {SIGHASHES.map(([value, name]) => (
              <label key={value} className="check">
                <input
                  type="checkbox"
                  checked={allowed.includes(value)}
                  onChange={(e) => {
                    setAllowed((list) =>
                      e.target.checked ? [...list, value] : list.filter((v) => v !== value),
                    );
                    setPrepared(undefined);
                  }}
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="row">
          <button type="button" className="button" data-testid="psbt-validate" onClick={() => prepare()}>
            {en.psbt.validate}
          </button>
          <button
            type="button"
            className="button primary"
            data-testid="psbt-sign"
            disabled={!connector || noPsbt || busy || text.trim() === ''}
            onClick={() => void sign()}
          >
            {busy ? en.signMessage.waiting : en.psbt.sign}
          </button>
          <CancelButton busy={busy} onCancel={signing.cancel} />
        </div>
        {!connector ? <p className="muted">{en.notConnected}</p> : null}
        {noPsbt ? (
          <p className="muted" data-testid="psbt-unsupported">
            {en.psbt.unsupported}
          </p>
        ) : null}
        <ErrorMessage error={error} />
      </div>
      {prepared ? <PsbtCompatNotice prepared={prepared} allowedSighash={allowed} /> : null}
      {prepared ? <PsbtSummaryView summary={prepared.summary} /> : null}
      {signed ? <SignedPsbtView result={signed} onDiscard={() => setSigned(undefined)} /> : null}
      <PsbtBatch allowedSighash={allowed} />
    </section>
  );
}
