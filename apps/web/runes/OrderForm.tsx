import {
  type EtchOrderRequest,
  type MintOrderRequest,
  type NewOrder,
  normalizeRuneName,
  type OrderEstimate,
  type OrderKind,
} from '@satchel/core';
import {
  useAccounts,
  useConnector,
  useEstimateRuneOrder,
  usePlaceRuneOrder,
  usePrices,
} from '@satchel/react';
import { useState } from 'react';
import { ErrorMessage } from '../components/ErrorMessage';
import { en } from '../locales/en-pages';
import { EstimateView } from './EstimateView';
import type { SavedOrder } from './saved-orders';

interface Fields {
  name: string;
  repeats: string;
  feeRate: string;
  divisibility: string;
  symbol: string;
  premine: string;
  mintable: boolean;
  amount: string;
  cap: string;
}

const EMPTY: Fields = {
  name: '',
  repeats: '1',
  feeRate: '',
  divisibility: '0',
  symbol: '',
  premine: '',
  mintable: true,
  amount: '',
  cap: '',
};

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** Form text → request; every rule is checked by core's client before anything is sent. */
function toRequest(kind: OrderKind, f: Fields, destination: string, refund: string, defaultRate: number) {
  const common = {
    runeName: normalizeRuneName(f.name),
    destinationAddress: destination,
    refundAddress: refund,
    feeRate: f.feeRate.trim() === '' ? defaultRate : Number(f.feeRate),
  };
  if (kind === 'mint') return { ...common, repeats: Number(f.repeats) } satisfies MintOrderRequest;
  const divisibility = optional(f.divisibility);
  const symbol = optional(f.symbol);
  const premine = optional(f.premine);
  return {
    ...common,
    isMintable: f.mintable,
    ...(divisibility === undefined ? {} : { divisibility: Number(divisibility) }),
    ...(symbol === undefined ? {} : { symbol }),
    ...(premine === undefined ? {} : { premine }),
    ...(f.mintable ? { terms: { amount: f.amount.trim(), cap: f.cap.trim() } } : {}),
  } satisfies EtchOrderRequest;
}

/**
 * Mint or etch: fill in, estimate, then pay through the wallet: its own runes_mint/runes_etch
 * when it offers them, otherwise create → sendTransfer → execute.
 */
export function OrderForm(props: {
  kind: OrderKind;
  defaultFeeRate: number;
  onCreated: (order: SavedOrder) => void;
  onFunded: (orderId: string, fundTxid: string) => void;
}) {
  const { kind } = props;
  const estimating = useEstimateRuneOrder();
  const placing = usePlaceRuneOrder();
  const connector = useConnector();
  const { payment, ordinals } = useAccounts();
  // The estimate's fiat row is ready when the estimate is: nothing moves under the pay button.
  usePrices();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [estimate, setEstimate] = useState<OrderEstimate>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const destination = ordinals?.address ?? payment?.address ?? '';
  const refund = payment?.address ?? ordinals?.address ?? '';
  const ready = connector !== undefined && destination !== '';

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setEstimate(undefined);
  };
  const request = () => toRequest(kind, fields, destination, refund, props.defaultFeeRate);
  const newOrder = (): NewOrder => {
    const r = request();
    return kind === 'mint'
      ? { kind, request: r as MintOrderRequest }
      : { kind, request: r as EtchOrderRequest };
  };

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await task();
    } catch (cause) {
      setError(cause);
    } finally {
      setBusy(false);
    }
  }

  const onEstimate = () =>
    run(async () => {
      setEstimate(await estimating.mutateAsync(newOrder()));
    });

  const onPay = () =>
    run(async () => {
      if (!connector) return;
      const order = newOrder();
      const saved = { kind, runeName: order.request.runeName, createdAt: new Date().toISOString() };
      const placed = await placing.mutateAsync({
        order,
        ...(estimate ? { reviewedCost: estimate.totalCost } : {}),
        onCreated: (created) =>
          props.onCreated({
            ...saved,
            orderId: created.orderId,
            fundAddress: created.fundAddress,
            fundAmount: created.fundAmount.toString(),
            paidBy: 'app',
            state: 'new',
          }),
      });
      if (placed.paidBy === 'wallet') {
        props.onCreated({
          ...saved,
          orderId: placed.orderId,
          fundAddress: placed.fundAddress,
          paidBy: 'wallet',
          state: 'pending',
          fundTxid: placed.fundTransactionId,
        });
      } else {
        props.onFunded(placed.orderId, placed.fundTransactionId);
      }
      setEstimate(undefined);
    });

  const text = (
    key: Exclude<keyof Fields, 'mintable'>,
    label: string,
    extra: { inputMode?: 'numeric' | 'decimal' } = {},
  ) => (
    <label className="field">
      <span>{label}</span>
      <input
        value={fields[key]}
        onChange={(e) => set(key, e.target.value)}
        data-testid={`runes-${kind}-${key}`}
        autoComplete="off"
        spellCheck={false}
        {...extra}
      />
    </label>
  );

  return (
    <form
      className="card"
      data-testid={`runes-${kind}-form`}
      onSubmit={(event) => {
        event.preventDefault();
        void onEstimate();
      }}
    >
      <h2>{kind === 'mint' ? en.runes.mint : en.runes.etch}</h2>
      {text('name', en.runes.name)}
      <span className="muted">{en.runes.nameHint}</span>
      {kind === 'mint' ? text('repeats', en.runes.repeats, { inputMode: 'numeric' }) : null}
      {kind === 'etch' ? (
        <>
          {text('divisibility', en.runes.divisibility, { inputMode: 'numeric' })}
          {text('symbol', en.runes.symbol)}
          {text('premine', en.runes.premine, { inputMode: 'numeric' })}
          <label className="check">
            <input
              type="checkbox"
              checked={fields.mintable}
              onChange={(e) => set('mintable', e.target.checked)}
              data-testid="runes-etch-mintable"
            />
            {en.runes.mintable}
          </label>
          {fields.mintable ? (
            <>
              {text('amount', en.runes.amount, { inputMode: 'numeric' })}
              {text('cap', en.runes.cap, { inputMode: 'numeric' })}
            </>
          ) : null}
        </>
      ) : null}
      <label className="field">
        <span>{en.runes.feeRate}</span>
        <input
          value={fields.feeRate}
          placeholder={String(props.defaultFeeRate)}
          onChange={(e) => set('feeRate', e.target.value)}
          data-testid={`runes-${kind}-fee-rate`}
          inputMode="decimal"
          autoComplete="off"
        />
      </label>
      {destination ? (
        <p className="muted">
          {en.runes.destination} <span className="mono">{destination}</span>
        </p>
      ) : null}
      <button type="submit" className="button" disabled={!ready || busy} data-testid="runes-estimate">
        {en.runes.estimate}
      </button>
      {estimate ? (
        <>
          <EstimateView estimate={estimate} />
          <button
            type="button"
            className="button primary"
            disabled={!ready || busy}
            data-testid="runes-pay"
            onClick={() => void onPay()}
          >
            {busy ? en.runes.paying : en.runes.pay}
          </button>
        </>
      ) : null}
      <ErrorMessage error={error} />
    </form>
  );
}
