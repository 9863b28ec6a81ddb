import { formatBtc, formatRuneAmount, type ListingPurchasePlan, purchasePlanFlow } from '@satchel/core';
import { useAccounts, useExplorer } from '@satchel/react';
import { useMemo } from 'react';
import { FiatFact } from '../components/FiatFact';
import { LazyTxDiagram } from '../diagram/LazyTxDiagram';
import { enFiat } from '../locales/en-fiat';
import { enListing as t } from '../locales/en-listing';

/** What the purchase signs; nothing when its own PSBT cannot be read back. */
function usePurchaseFlow(plan: ListingPurchasePlan) {
  const { network } = useExplorer();
  const { accounts } = useAccounts();
  return useMemo(() => {
    try {
      return purchasePlanFlow(plan, { network, ownedAddresses: accounts.map((a) => a.address) });
    } catch {
      return undefined;
    }
  }, [plan, network, accounts]);
}

/**
 * What leaves the buyer's coins: the price, the fee, and whatever tops the inscription's postage
 * up to the dust limit when the seller's output keeps less than that after the inscription.
 */
function paid(plan: ListingPurchasePlan): bigint {
  const rest = plan.listing.seller.prevout.amount - plan.listing.inscriptionOffset;
  return plan.price + plan.fee + (plan.postage > rest ? plan.postage - rest : 0n);
}

const btc = (sats: bigint) => <span className="listing-amount">{formatBtc(sats)} BTC</span>;

/**
 * What the buyer of a listing confirms: the inscription, the price and the seller it goes to, where
 * the inscription lands, the fee and the total, and the diagram of the whole purchase.
 */
export function PurchaseReview({ plan }: { plan: ListingPurchasePlan }) {
  const flow = usePurchaseFlow(plan);
  const total = paid(plan);
  return (
    <>
      <dl className="facts">
        <dt>{t.inscription}</dt>
        <dd className="mono" data-testid="buy-listing-inscription">
          {plan.inscriptions.join(', ')}
        </dd>
        <dt>{t.askingPrice}</dt>
        <dd data-testid="buy-listing-price" data-sats={plan.price.toString()}>
          {btc(plan.price)}
        </dd>
        <dt>{t.seller}</dt>
        <dd className="mono" data-testid="buy-listing-seller">
          {plan.payTo}
        </dd>
        <dt>{t.destination}</dt>
        <dd className="mono" data-testid="buy-listing-destination">
          {plan.ordinalsAddress}
        </dd>
        {plan.runes.length > 0 ? (
          <>
            <dt>{t.alsoRunes}</dt>
            <dd>
              {plan.runes
                .map((r) => `${formatRuneAmount(r.amount, r.divisibility)} ${r.spacedName}`)
                .join(', ')}
            </dd>
          </>
        ) : null}
        <dt>{t.postage}</dt>
        <dd>{btc(plan.postage)}</dd>
        <dt>{t.fee}</dt>
        <dd data-testid="buy-listing-fee" data-sats={plan.fee.toString()}>
          {btc(plan.fee)} · <span className="listing-amount">{plan.feeRate} sat/vB</span> ·{' '}
          <span className="listing-amount">~{plan.vsize} vB</span>
        </dd>
        <dt>{t.total}</dt>
        <dd data-testid="buy-listing-total" data-sats={total.toString()}>
          {btc(total)}
        </dd>
        <FiatFact sats={total} what={enFiat.total} />
      </dl>
      <LazyTxDiagram flow={flow} />
    </>
  );
}
