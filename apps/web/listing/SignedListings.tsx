import { formatBtc } from '@satchel/core';
import { CopyButton } from '../components/CopyButton';
import { enListing as t } from '../locales/en-listing';
import { type SavedListing, useSavedListings } from './saved-listings';
import './listing.css';

function SignedListing({ listing, onRemove }: { listing: SavedListing; onRemove: () => void }) {
  return (
    <li className="card" data-testid="listing-result" data-inscription={listing.inscriptionId}>
      <dl className="facts">
        <dt>{t.inscription}</dt>
        <dd className="mono">{listing.inscriptionId}</dd>
        <dt>{t.askingPrice}</dt>
        <dd data-testid="listing-result-price" data-sats={listing.price}>
          <span className="listing-amount">{formatBtc(BigInt(listing.price))} BTC</span>
        </dd>
        <dt>{t.priceTo}</dt>
        <dd className="mono">{listing.paymentAddress}</dd>
      </dl>
      <label className="field">
        <span>{t.listingBase64}</span>
        <textarea
          readOnly
          value={listing.psbtBase64}
          rows={4}
          spellCheck={false}
          data-testid="listing-result-base64"
        />
      </label>
      <div className="row">
        <CopyButton text={listing.psbtBase64} label={t.copyListing} testId="listing-copy" />
        <button type="button" className="button small" onClick={onRemove} data-testid="listing-remove">
          {t.remove}
        </button>
      </div>
    </li>
  );
}

/**
 * Every listing this browser signed, as base64 with a copy button, until the person
 * removes it. Nothing when there is none.
 */
export default function SignedListings() {
  const { listings, remove } = useSavedListings();
  if (listings.length === 0) return null;
  return (
    <section className="listing-results" data-testid="listing-results">
      <h2>{t.listingsTitle}</h2>
      <p className="muted">{t.listingsNote}</p>
      <ul className="listing-list">
        {listings.map((listing) => (
          <SignedListing
            key={listing.psbtBase64}
            listing={listing}
            onRemove={() => remove(listing.psbtBase64)}
          />
        ))}
      </ul>
    </section>
  );
}
