import { useState } from 'react';
import type { SignPsbtResult } from '../../core/connectors/types';
import { Errors, isSatchelError } from '../../core/errors';
import { decodePsbtText, type PsbtSummary, summarizePsbt, validatePsbt } from '../../core/psbt';
import { finalizePsbt } from '../../core/send';
import { readValue, removeValue, writeValue } from '../../core/storage';
import { useAccounts, useConnector } from '../../react';
import { useExplorer } from '../../react/explorer';
import { CancelButton } from '../components/CancelButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { useWalletRequest } from '../hooks/useWalletRequest';
import { en } from '../locales/en';
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
export const LAST_SIGNED_KEY = 'satchel_lastSignedPsbt';
const isSigned = (v: unknown): v is SignPsbtResult =>
  !!v && typeof v === 'object' && typeof (v as SignPsbtResult).psbtBase64 === 'string';

interface Prepared {
  base64: string;
  summary: PsbtSummary;
  signInputs: Record<string, number[]>;
}

export default function SignPsbtPage() {
  const { accounts } = useAccounts();
  const connector = useConnector();
  const { network } = useExplorer();
  const [text, setText] = useState('');
  const [allowed, setAllowed] = useState<number[]>([0x00, 0x01]);
  const [prepared, setPrepared] = useState<Prepared>();
  const [detected, setDetected] = useState<string>();
  const [signed, setSigned] = useState<SignPsbtResult | undefined>(() =>
    readValue(LAST_SIGNED_KEY, isSigned),
  );
  const [error, setError] = useState<unknown>();
  const { run, cancel, busy } = useWalletRequest();

  function prepare(): Prepared | undefined {
    setError(undefined);
    setPrepared(undefined);
    try {
      const decoded = decodePsbtText(text);
      setDetected(decoded.encoding);
      const owned = accounts.map((a) => a.address);
      const summary = summarizePsbt(decoded.base64, { network, ownedAddresses: owned });
      // Ask the wallet to sign every input it owns, grouped by address (sats-connect signInputs).
      const signInputs: Record<string, number[]> = {};
      for (const input of summary.inputs) {
        if (!input.owned || !input.address || input.finalized) continue;
        signInputs[input.address] = [...(signInputs[input.address] ?? []), input.index];
      }
      validatePsbt(
        {
          unsignedPsbtBase64: decoded.base64,
          allowedSighash: allowed,
          signature: Object.entries(signInputs).map(([address, signingIndexes]) => ({
            address,
            signingIndexes,
          })),
        },
        { network },
      );
      const result = { base64: decoded.base64, summary, signInputs };
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
    if (Object.keys(ready.signInputs).length === 0) {
      setError(Errors.signPsbtFailed({ details: en.psbt.nothingToSign }));
      return;
    }
    setError(undefined);
    try {
      const result = await run((signal) =>
        connector.signPsbt(
          {
            psbtBase64: ready.base64,
            signInputs: ready.signInputs,
            allowedSighash: allowed,
            broadcast: false,
          },
          { signal },
        ),
      );
      writeValue(LAST_SIGNED_KEY, result);
      setSigned(result);
    } catch (cause) {
      const details = isSatchelError(cause) ? (cause.details ?? cause.message) : String(cause);
      setError(Errors.signPsbtFailed({ details, cause }));
    }
  }

  return (
    <section className="page">
      <h1>{en.nav.signPsbt}</h1>
      <div className="card">
        <label className="field">
          <span>
            {en.psbt.paste}
            {detected ? ` · ${en.psbt.detected.replace('{encoding}', detected)}` : ''}
          </span>
          <textarea
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPrepared(undefined);
              setDetected(undefined);
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
              const bytes = new Uint8Array(await file.arrayBuffer());
              // A binary .psbt starts with the magic "psbt\xff"; anything else is text.
              const binary = bytes[0] === 0x70 && bytes[4] === 0xff;
              setText(binary ? btoa(String.fromCharCode(...bytes)) : new TextDecoder().decode(bytes).trim());
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
            disabled={!connector || busy || text.trim() === ''}
            onClick={() => void sign()}
          >
            {busy ? en.signMessage.waiting : en.psbt.sign}
          </button>
          <CancelButton busy={busy} onCancel={cancel} />
        </div>
        {!connector ? <p className="muted">{en.notConnected}</p> : null}
        <ErrorMessage error={error} />
      </div>
      {prepared ? <PsbtSummaryView summary={prepared.summary} /> : null}
      {signed ? (
        <SignedPsbtView
          result={signed}
          finalize={finalizePsbt}
          onDiscard={() => {
            removeValue(LAST_SIGNED_KEY);
            setSigned(undefined);
          }}
        />
      ) : null}
    </section>
  );
}
