import { CopyButton } from '../components/CopyButton';
import { enListing as t } from '../locales/en-listing';

/** The broadcast purchase: its txid, and when the inscription will show on the page. */
export function PurchaseResult({ txid }: { txid: string }) {
  return (
    <div className="listing-bought" data-testid="buy-listing-result">
      <p className="success">{t.bought}</p>
      <div className="row">
        <span className="mono" data-testid="buy-listing-txid">
          {txid}
        </span>
        <CopyButton text={txid} />
      </div>
      <p className="muted">{t.showsWhenMined}</p>
    </div>
  );
}
