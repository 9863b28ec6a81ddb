import { useAccounts, useConnector, useFeeRates } from '@satchel/react';
import { useState } from 'react';
import { NoOrdinalsNotice } from '../components/NoOrdinalsNotice';
import { en } from '../locales/en-pages';
import { OrderForm } from './OrderForm';
import { OrderList } from './OrderList';
import { useSavedOrders } from './useRunes';

/** Rune mint and etch orders through the ordering service, paid from the wallet. */
export default function RunesPage() {
  const connector = useConnector();
  const { payment } = useAccounts();
  const orders = useSavedOrders();
  const fees = useFeeRates();
  const [kind, setKind] = useState<'mint' | 'etch'>('mint');
  const defaultFeeRate = fees.data?.halfHourFee ?? 1;

  return (
    <section className="page">
      <h1>{en.nav.runes}</h1>
      {!connector || !payment ? <p className="muted">{en.notConnected}</p> : null}
      <NoOrdinalsNotice />
      <div className="row" role="tablist">
        {(['mint', 'etch'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={kind === k ? 'button primary' : 'button'}
            onClick={() => setKind(k)}
            data-testid={`runes-tab-${k}`}
          >
            {k === 'mint' ? en.runes.mint : en.runes.etch}
          </button>
        ))}
      </div>
      <OrderForm
        key={kind}
        kind={kind}
        defaultFeeRate={defaultFeeRate}
        onCreated={orders.add}
        onFunded={(orderId, fundTxid) => orders.patch(orderId, { state: 'pending', fundTxid })}
      />
      <OrderList orders={orders} />
    </section>
  );
}
