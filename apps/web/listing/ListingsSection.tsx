import { lazy, Suspense } from 'react';
import { enListing as t } from '../locales/en-listing';
import SignedListings from './SignedListings';
import './listing.css';

// The buy form brings the fee picker and the purchase review: loaded when it is opened.
const BuyListingForm = lazy(() => import('./BuyListingForm'));

/**
 * On the Assets page: the listings this browser signed, then "Buy a listing". The buy
 * form opens on request, one form at a time on the page (the caller closes the others).
 */
export default function ListingsSection(props: {
  buyOpen: boolean;
  onOpenBuy: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <SignedListings />
      <section data-testid="buy-listing-section">
        {props.buyOpen ? (
          <Suspense fallback={null}>
            <BuyListingForm onClose={props.onClose} />
          </Suspense>
        ) : (
          <>
            <h2>{t.buyTitle}</h2>
            <p className="muted">{t.buyIntro}</p>
            <button
              type="button"
              className="button"
              onClick={props.onOpenBuy}
              data-testid="assets-buy-listing"
            >
              {t.openBuy}
            </button>
          </>
        )}
      </section>
    </>
  );
}
