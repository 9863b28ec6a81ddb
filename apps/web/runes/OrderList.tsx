import { checkFeeRate, FINAL_STATES, formatBtc, formatSats, type RbfEstimate } from '@satchel/core';
import {
  useConnector,
  usePayRuneFeeBump,
  usePayRuneOrder,
  useQuoteRuneFeeBump,
  useRuneOrderStates,
} from '@satchel/react';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../components/ErrorMessage';
import { en } from '../locales/en-pages';
import type { SavedOrder } from './saved-orders';
import type { useSavedOrders } from './useRunes';

type Orders = ReturnType<typeof useSavedOrders>;

export function OrderList({ orders }: { orders: Orders }) {
  const [error, setError] = useState<unknown>();
  const open = orders.orders.filter((o) => !FINAL_STATES.includes(o.state)).map((o) => o.orderId);
  // The service moves orders as blocks are mined; open ones are asked again every two seconds.
  const refresh = useRuneOrderStates(open);
  const { merge } = orders;
  useEffect(() => {
    if (refresh.data) merge(refresh.data);
  }, [refresh.data, merge]);

  return (
    <section className="card" data-testid="runes-orders">
      <h2>{en.runes.orders}</h2>
      {orders.orders.length === 0 ? <p className="muted">{en.runes.noOrders}</p> : null}
      <ul className="plain">
        {orders.orders.map((order) => (
          <OrderItem key={order.orderId} order={order} orders={orders} onError={setError} />
        ))}
      </ul>
      <ErrorMessage error={error ?? refresh.error ?? undefined} />
    </section>
  );
}

function OrderItem(props: { order: SavedOrder; orders: Orders; onError: (error: unknown) => void }) {
  const { order } = props;
  const connector = useConnector();
  const paying = usePayRuneOrder();
  const quoting = useQuoteRuneFeeBump();
  const bumping = usePayRuneFeeBump();
  const [busy, setBusy] = useState(false);
  const [bumpRate, setBumpRate] = useState('');
  const [bumpQuote, setBumpQuote] = useState<RbfEstimate>();
  const [bumped, setBumped] = useState(false);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    props.onError(undefined);
    try {
      await task();
    } catch (cause) {
      props.onError(cause);
    } finally {
      setBusy(false);
    }
  }

  const pay = () =>
    run(async () => {
      if (!connector || order.fundAmount === undefined) return;
      const created = {
        orderId: order.orderId,
        fundAddress: order.fundAddress,
        fundAmount: BigInt(order.fundAmount),
      };
      const { fundTransactionId } = await paying.mutateAsync({ kind: order.kind, order: created });
      props.orders.patch(order.orderId, { state: 'pending', fundTxid: fundTransactionId });
    });

  const quoteBump = () =>
    run(async () => {
      setBumped(false);
      const quote = await quoting.mutateAsync({
        order: { orderId: order.orderId, fundAddress: order.fundAddress },
        feeRate: checkFeeRate(Number(bumpRate)),
      });
      setBumpQuote(quote);
    });

  const payBump = () =>
    run(async () => {
      if (!connector || !bumpQuote) return;
      // The quote the person saw is what is paid, to the order's own address.
      await bumping.mutateAsync({
        order: { orderId: order.orderId, fundAddress: order.fundAddress },
        quote: bumpQuote,
      });
      setBumped(true);
    });

  const canBump = order.state === 'pending' || order.state === 'executing';
  return (
    <li className="order" data-testid={`runes-order-${order.orderId}`}>
      <div className="row">
        <strong>{order.runeName}</strong>
        <span className="muted">{order.kind === 'mint' ? en.runes.mint : en.runes.etch}</span>
        <span data-testid="runes-order-status" data-state={order.state}>
          {en.runes.states[order.state]}
        </span>
      </div>
      <span className="muted">
        {order.fundAmount === undefined ? null : `${formatBtc(BigInt(order.fundAmount))} BTC → `}
        <span className="mono">{order.fundAddress}</span>
      </span>
      {order.paidBy === 'wallet' ? (
        <span className="muted" data-testid="runes-order-paid-by-wallet">
          {en.runes.paidByWallet}
        </span>
      ) : null}
      {order.reason ? <p data-testid="runes-order-reason">{order.reason}</p> : null}
      {order.state === 'new' && order.fundAmount !== undefined ? (
        <div className="row">
          <span className="muted">{en.runes.unpaid}</span>
          <button
            type="button"
            className="button small"
            disabled={!connector || busy}
            onClick={() => void pay()}
            data-testid="runes-order-pay"
          >
            {en.runes.payAgain}
          </button>
        </div>
      ) : null}
      {canBump ? (
        <div className="row">
          <input
            value={bumpRate}
            onChange={(e) => {
              setBumpRate(e.target.value);
              setBumpQuote(undefined);
              setBumped(false);
            }}
            aria-label={en.runes.bumpRate}
            placeholder={en.runes.bumpRate}
            inputMode="decimal"
            data-testid="runes-bump-rate"
          />
          <button
            type="button"
            className="button small"
            disabled={busy}
            onClick={() => void quoteBump()}
            data-testid="runes-bump-quote"
          >
            {en.runes.bumpQuote}
          </button>
          {bumpQuote !== undefined && !bumped ? (
            <>
              <span data-testid="runes-bump-cost">
                {en.runes.bumpCost.replace('{cost}', formatSats(bumpQuote.rbfCost))}
              </span>
              <button
                type="button"
                className="button small primary"
                disabled={!connector || busy}
                onClick={() => void payBump()}
                data-testid="runes-bump-pay"
              >
                {en.runes.bumpPay}
              </button>
            </>
          ) : null}
          {bumped ? <span data-testid="runes-bumped">{en.runes.bumped}</span> : null}
        </div>
      ) : null}
    </li>
  );
}
