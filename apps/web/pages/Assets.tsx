import { formatRuneAmount } from '@satchel/core';
import { useAccounts, useAssets } from '@satchel/react';
import { useState } from 'react';
import { InscriptionCard } from '../assets/InscriptionCard';
import { TransferForm, type TransferTarget } from '../assets/TransferForm';
import { ErrorMessage } from '../components/ErrorMessage';
import { NoOrdinalsNotice } from '../components/NoOrdinalsNotice';
import { en } from '../locales/en-pages';

/** SPEC R15.5: what the wallet's addresses hold, as the indexer reports it, and sending it on. */
export default function AssetsPage() {
  const { accounts } = useAccounts();
  const assets = useAssets();
  const [target, setTarget] = useState<TransferTarget>();

  if (accounts.length === 0) {
    return (
      <section className="page">
        <h1>{en.nav.assets}</h1>
        <p className="muted">{en.notConnected}</p>
      </section>
    );
  }
  return (
    <section className="page">
      <h1>{en.nav.assets}</h1>
      <NoOrdinalsNotice />
      {assets.isPending ? <p className="muted">{en.loading}</p> : null}
      <ErrorMessage error={assets.error} onRetry={() => void assets.refetch()} retryLabel={en.retry} />
      {assets.data ? (
        <>
          <h2>{en.assets.inscriptions}</h2>
          {assets.data.inscriptions.length === 0 ? <p className="muted">{en.assets.noInscriptions}</p> : null}
          <ul className="plain inscriptions">
            {assets.data.inscriptions.map((inscription) => (
              <InscriptionCard
                key={inscription.id}
                inscription={inscription}
                onSend={() => setTarget({ kind: 'inscription', id: inscription.id })}
              />
            ))}
          </ul>
          <h2>{en.assets.runes}</h2>
          {assets.data.runes.length === 0 ? <p className="muted">{en.assets.noRunes}</p> : null}
          <ul className="plain">
            {assets.data.runes.map((rune) => (
              <li
                key={`${rune.spacedName}-${rune.address}`}
                className="row"
                data-testid={`assets-rune-${rune.spacedName.replace(/[•.]/g, '')}`}
              >
                <strong>{rune.spacedName}</strong>
                <span data-testid="assets-rune-amount">
                  {formatRuneAmount(rune.amount, rune.divisibility)} {rune.symbol ?? ''}
                </span>
                <button
                  type="button"
                  className="button small"
                  data-testid="assets-send-rune"
                  onClick={() =>
                    setTarget({
                      kind: 'runes',
                      spacedName: rune.spacedName,
                      divisibility: rune.divisibility,
                      held: rune.amount,
                      symbol: rune.symbol,
                    })
                  }
                >
                  {en.assets.send}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {target ? (
        <TransferForm key={target.kind === 'inscription' ? target.id : target.spacedName} target={target} />
      ) : null}
    </section>
  );
}
