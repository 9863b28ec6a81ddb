import { formatRuneAmount } from '@satchel/core';
import { useAccounts, useAssets } from '@satchel/react';
import { lazy, Suspense, useState } from 'react';
import { ErrorMessage } from '../components/ErrorMessage';
import { NoOrdinalsNotice } from '../components/NoOrdinalsNotice';
import type { ListedInscription } from '../listing/ListForSaleForm';
import { en } from '../locales/en-pages';
import { InscriptionCard } from './InscriptionCard';
import { TransferForm, type TransferTarget } from './TransferForm';

// Marketplace listings load with the Assets page's first render, never before.
const ListForSaleForm = lazy(() => import('../listing/ListForSaleForm'));
const ListingsSection = lazy(() => import('../listing/ListingsSection'));
const SignedListings = lazy(() => import('../listing/SignedListings'));

/** The one form open below the assets: a transfer, a listing of an inscription, or a purchase. */
type OpenForm =
  | { kind: 'transfer'; target: TransferTarget }
  | { kind: 'sell'; inscription: ListedInscription }
  | { kind: 'buy' };

/**
 * What the wallet's addresses hold, as the indexer reports it, and sending it on;
 * listing an inscription for sale and buying a listing.
 */
export default function AssetsPage() {
  const { accounts } = useAccounts();
  const assets = useAssets();
  const [open, setOpen] = useState<OpenForm>();
  const setTarget = (target: TransferTarget) => setOpen({ kind: 'transfer', target });
  const close = () => setOpen(undefined);
  const target = open?.kind === 'transfer' ? open.target : undefined;

  if (accounts.length === 0) {
    return (
      <section className="page">
        <h1>{en.nav.assets}</h1>
        <p className="muted">{en.notConnected}</p>
        {/* Signed listings are the seller's only copy of a sale: shown whatever the connection. */}
        <Suspense fallback={null}>
          <SignedListings />
        </Suspense>
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
                onList={() => setOpen({ kind: 'sell', inscription })}
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
      <Suspense fallback={<p className="muted">{en.loading}</p>}>
        {open?.kind === 'sell' ? (
          <ListForSaleForm key={open.inscription.id} inscription={open.inscription} onClose={close} />
        ) : null}
        <ListingsSection
          buyOpen={open?.kind === 'buy'}
          onOpenBuy={() => setOpen({ kind: 'buy' })}
          onClose={close}
        />
      </Suspense>
    </section>
  );
}
