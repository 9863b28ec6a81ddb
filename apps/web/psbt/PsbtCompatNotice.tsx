import type { PreparedPsbt } from '@satchel/core';
import { useConnector, useExplorer } from '@satchel/react';
import { useMemo } from 'react';
import { enCompat } from '../locales/en-compat';
import { type CompatWords, compatWords } from './compat-words';
import './PsbtCompatNotice.css';
import { useCompatRules } from './useCompatRules';

/** A source is a link when it is a URL (the Dev Wallet's own rows cite a file of this repository). */
function Source({ source }: { source: string }) {
  if (!source.startsWith('https://')) return <span className="muted"> ({source})</span>;
  return (
    <>
      {' '}
      (
      <a href={source} target="_blank" rel="noreferrer" data-testid="psbt-compat-source">
        {enCompat.source}
      </a>
      )
    </>
  );
}

/** What the check says, drawn; `others`: say which listed wallets would sign it (default). */
export function CompatCard({
  words,
  testId,
  others = true,
}: {
  words: CompatWords;
  testId?: string;
  others?: boolean;
}) {
  const warning = words.tone === 'warning';
  return (
    <div
      className={`card psbt-compat${warning ? ' is-warning' : ''}`}
      role={warning ? 'alert' : 'status'}
      data-testid={testId ?? (warning ? 'psbt-compat-warning' : 'psbt-compat-ok')}
      data-signs={words.signs}
    >
      <p className="headline">{words.headline}</p>
      {words.earlier ? <p data-testid="psbt-compat-earlier">{words.earlier}</p> : null}
      {words.details.length > 0 ? (
        <ul>
          {words.details.map((detail) => (
            <li key={detail} data-testid="psbt-compat-reason">
              {detail}
            </li>
          ))}
        </ul>
      ) : null}
      {words.words ? (
        <p data-testid="psbt-compat-words">
          {words.words.label}{' '}
          <span className="words">{words.words.quoted ? `“${words.words.text}”` : words.words.text}</span>
          <Source source={words.words.source} />
        </p>
      ) : null}
      {words.scriptPath ? <p className="muted">{words.scriptPath}</p> : null}
      {warning && others ? (
        words.able ? (
          <p data-testid="psbt-compat-able">{words.able}</p>
        ) : (
          <p data-testid="psbt-compat-none">{enCompat.none}</p>
        )
      ) : null}
    </div>
  );
}

/**
 * Before signing, whether the connected wallet can sign what this PSBT asks (the
 * sighash of each input, script-path inputs, inputs of several addresses), from the wallets'
 * rules (`@satchel/core/compat`, loaded with this check), and which listed wallets could.
 */
export function PsbtCompatNotice({
  prepared,
  allowedSighash,
}: {
  prepared: PreparedPsbt;
  allowedSighash: readonly number[];
}) {
  const connector = useConnector();
  const { network } = useExplorer();
  const rules = useCompatRules();
  const words = useMemo(() => {
    if (!rules || !connector) return undefined;
    try {
      const compat = rules.checkSatchelRequest(
        { psbtBase64: prepared.base64, signInputs: prepared.signInputs, allowedSighash, network },
        rules.compatWalletOf(connector.id),
      );
      if (compat.verdicts[0]?.inputs.length === 0) return undefined;
      return compatWords(compat, connector.name, rules.WALLET_RULES);
    } catch {
      // The inspection above has already said what is wrong with an unreadable PSBT.
      return undefined;
    }
  }, [rules, connector, prepared, allowedSighash, network]);
  if (!connector) return null;
  if (!rules) return <p className="muted">{enCompat.checking}</p>;
  return words ? <CompatCard words={words} /> : null;
}
