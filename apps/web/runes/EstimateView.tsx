import { formatBtc, formatSats, type OrderEstimate } from '@satchel/core';
import { FiatFact } from '../components/FiatFact';
import { enFiat } from '../locales/en-fiat';
import { en } from '../locales/en-pages';

/** Total first, then what it pays for (docs/sats-connect.md §3 `costBreakdown`). */
export function EstimateView({ estimate }: { estimate: OrderEstimate }) {
  const { postage, networkFee, serviceFee, appServiceFee } = estimate.costBreakdown;
  return (
    <div data-testid="runes-estimate-result">
      <h3>{en.runes.estimateTitle}</h3>
      <dl className="facts">
        <dt>{en.runes.total}</dt>
        <dd data-testid="runes-estimate-total">
          {formatBtc(estimate.totalCost)} BTC ({formatSats(estimate.totalCost)})
        </dd>
        <FiatFact sats={estimate.totalCost} what={enFiat.total} />
        <dt>{en.runes.postage}</dt>
        <dd data-testid="runes-estimate-postage">{formatSats(postage)}</dd>
        <dt>{en.runes.networkFee}</dt>
        <dd data-testid="runes-estimate-network-fee">{formatSats(networkFee)}</dd>
        <dt>{en.runes.serviceFee}</dt>
        <dd data-testid="runes-estimate-service-fee">{formatSats(serviceFee)}</dd>
        {appServiceFee > 0n ? (
          <>
            <dt>{en.runes.appServiceFee}</dt>
            <dd>{formatSats(appServiceFee)}</dd>
          </>
        ) : null}
        <dt>{en.runes.size}</dt>
        <dd>{estimate.totalSize} vB</dd>
      </dl>
    </div>
  );
}
