import { formatBtc, listingFlow, parseBtcAmount } from '@satchel/core';
import { checkPayment } from '@satchel/core/send';
import { useAccounts, useExplorer, useListForSale } from '@satchel/react';
import { useMemo, useState } from 'react';
import { CancelButton } from '../components/CancelButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { FiatFact } from '../components/FiatFact';
import { useReviewPreload } from '../components/useReviewPreload';
import { LazyTxDiagram } from '../diagram/LazyTxDiagram';
import { enListing as t } from '../locales/en-listing';
import { useSavedListings } from './saved-listings';
import './listing.css';

export interface ListedInscription {
  id: string;
  number: number;
  outpoint: string;
  address: string | undefined;
  value: bigint | undefined;
}

interface Terms {
  price: bigint;
  paymentAddress: string;
}

/**
 * "List for sale": the asking price (typed in BTC, sats from here on), reviewed with the
 * diagram of what the wallet signs, then signed SIGHASH_SINGLE|ANYONECANPAY. The signed listing
 * goes to the saved listings at once, so neither an error nor a reload loses it; a refusal keeps
 * the price as typed.
 */
export default function ListForSaleForm(props: { inscription: ListedInscription; onClose: () => void }) {
  useReviewPreload();
  const { inscription } = props;
  const { network } = useExplorer();
  const { payment } = useAccounts();
  const listing = useListForSale();
  const saved = useSavedListings();
  const [priceText, setPriceText] = useState('');
  const [terms, setTerms] = useState<Terms>();
  const [error, setError] = useState<unknown>();
  const paymentAddress = payment?.address ?? '';

  const flow = useMemo(() => {
    if (!terms || !inscription.address || inscription.value === undefined) return undefined;
    return listingFlow({
      inscriptionId: inscription.id,
      outpoint: inscription.outpoint,
      ownerAddress: inscription.address,
      value: inscription.value,
      price: terms.price,
      paymentAddress: terms.paymentAddress,
    });
  }, [terms, inscription]);

  function review() {
    setError(undefined);
    setTerms(undefined);
    try {
      const price = parseBtcAmount(priceText);
      // The price output's own checks (network, above zero, not dust) before anything is drawn.
      checkPayment({ address: paymentAddress, amount: price, network });
      setTerms({ price, paymentAddress });
    } catch (cause) {
      setError(cause);
    }
  }

  async function sign(reviewed: Terms) {
    setError(undefined);
    try {
      const signed = await listing.mutateAsync({
        inscriptionId: inscription.id,
        price: reviewed.price,
        paymentAddress: reviewed.paymentAddress,
      });
      saved.add(signed);
      props.onClose();
    } catch (cause) {
      setError(cause);
    }
  }

  return (
    <form
      className="card listing-form"
      data-testid="listing-form"
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <h2>{t.sellTitle}</h2>
      <p className="mono small-print">
        #{inscription.number} · {inscription.id}
      </p>
      <label className="field">
        <span>{t.price}</span>
        <input
          value={priceText}
          onChange={(e) => {
            setPriceText(e.target.value);
            setTerms(undefined);
          }}
          data-testid="listing-price"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <p className="muted small-print">
        {t.paidTo}
        <span className="mono listing-address">{paymentAddress}</span>
      </p>
      <div className="row">
        <button type="submit" className="button" disabled={listing.isPending} data-testid="listing-review">
          {t.review}
        </button>
        <button type="button" className="button" disabled={listing.isPending} onClick={props.onClose}>
          {t.close}
        </button>
      </div>
      <ErrorMessage error={error} />
      {terms ? (
        <div className="result" data-testid="listing-plan">
          <h3>{t.reviewTitle}</h3>
          <dl className="facts">
            <dt>{t.inscription}</dt>
            <dd className="mono">{inscription.id}</dd>
            <dt>{t.askingPrice}</dt>
            <dd data-testid="listing-plan-price" data-sats={terms.price.toString()}>
              <span className="listing-amount">{formatBtc(terms.price)} BTC</span>
            </dd>
            <FiatFact sats={terms.price} what={t.askingPrice} />
            <dt>{t.priceTo}</dt>
            <dd className="mono" data-testid="listing-plan-pay-to">
              {terms.paymentAddress}
            </dd>
            <dt>{t.sighash}</dt>
            <dd className="mono">{t.sighashName}</dd>
          </dl>
          <LazyTxDiagram flow={flow} />
          <p className="muted">{t.sellNote}</p>
          <button
            type="button"
            className="button primary"
            disabled={listing.isPending}
            onClick={() => void sign(terms)}
            data-testid="listing-sign"
          >
            {listing.isPending ? t.waiting : t.sign}
          </button>
          <CancelButton busy={listing.isPending} onCancel={listing.cancel} />
        </div>
      ) : null}
    </form>
  );
}
