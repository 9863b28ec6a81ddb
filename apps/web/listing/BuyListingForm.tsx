import { type ListingPurchasePlan, resolveFeeRate } from '@satchel/core';
import {
  useBuyListing,
  useExplorer,
  useFeeRates,
  usePlanListingPurchase,
  useWalletMutation,
} from '@satchel/react';
import { useState } from 'react';
import { CancelButton } from '../components/CancelButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { type FeeChoice, FeePicker } from '../components/FeePicker';
import { FeeWarningNotice } from '../components/FeeWarningNotice';
import { useReviewPreload } from '../components/useReviewPreload';
import { enListing as t } from '../locales/en-listing';
import { PurchaseResult } from './PurchaseResult';
import { PurchaseReview } from './PurchaseReview';
import './listing.css';

/**
 * "Buy a listing": the seller's PSBT pasted as base64 or hex, every check of core's
 * before the wallet opens (each refusal shown in its own words, the pasted text kept), the review
 * with the fee guard of any send, then the buyer's wallet signs with ALL and the purchase is
 * broadcast. A purchase signed but not broadcast is kept and can be sent again.
 */
export default function BuyListingForm({ onClose }: { onClose: () => void }) {
  useReviewPreload();
  const fees = useFeeRates();
  const planning = usePlanListingPurchase();
  const buying = useBuyListing();
  const { client } = useExplorer();
  // The purchase signed earlier, sent again (the Send page's useRebroadcast would tie the two
  // pages' chunks together).
  const rebroadcasting = useWalletMutation(async (raw: string) => ({ txid: await client.broadcast(raw) }));
  const [text, setText] = useState('');
  const [fee, setFee] = useState<FeeChoice>({ speed: 'normal', custom: '' });
  const [plan, setPlan] = useState<ListingPurchasePlan>();
  const [confirmed, setConfirmed] = useState(false);
  const [signedHex, setSignedHex] = useState<string>();
  const [txid, setTxid] = useState<string>();
  const [error, setError] = useState<unknown>();
  const busy = planning.isPending || buying.isPending || rebroadcasting.isPending;

  async function review() {
    setError(undefined);
    setPlan(undefined);
    setConfirmed(false);
    try {
      const feeRate = resolveFeeRate(fee, fees.data);
      const fastest = fees.data ? { fastestRate: fees.data.fastestFee } : {};
      setPlan(await planning.mutateAsync({ listing: text, feeRate, ...fastest }));
    } catch (cause) {
      setError(cause);
    }
  }

  async function buy(reviewed: ListingPurchasePlan) {
    setError(undefined);
    try {
      const result = await buying.mutateAsync({ plan: reviewed, onSigned: (raw) => setSignedHex(raw) });
      setTxid(result.txid);
      setPlan(undefined);
      setSignedHex(undefined);
    } catch (cause) {
      setError(cause);
    }
  }

  async function rebroadcast(raw: string) {
    setError(undefined);
    try {
      setTxid((await rebroadcasting.mutateAsync(raw)).txid);
      setPlan(undefined);
      setSignedHex(undefined);
    } catch (cause) {
      setError(cause);
    }
  }

  return (
    <form
      className="card listing-form"
      data-testid="buy-listing-form"
      onSubmit={(event) => {
        event.preventDefault();
        void review();
      }}
    >
      <h2>{t.buyTitle}</h2>
      <label className="field">
        <span>{t.paste}</span>
        <textarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPlan(undefined);
          }}
          rows={5}
          spellCheck={false}
          autoComplete="off"
          data-testid="buy-listing-input"
        />
      </label>
      <FeePicker
        value={fee}
        onChange={(next) => {
          setFee(next);
          setPlan(undefined);
        }}
        fees={fees.data}
        walletSends={false}
      />
      <div className="row">
        <button type="submit" className="button" disabled={busy} data-testid="buy-listing-review">
          {t.review}
        </button>
        <button type="button" className="button" disabled={buying.isPending} onClick={onClose}>
          {t.close}
        </button>
      </div>
      <ErrorMessage error={error} />
      {signedHex && !buying.isPending ? (
        <div className="row" data-testid="buy-listing-kept">
          <span className="warning">{t.signedKept}</span>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void rebroadcast(signedHex)}
            data-testid="buy-listing-rebroadcast"
          >
            {t.broadcastAgain}
          </button>
        </div>
      ) : null}
      {plan ? (
        <div className="result" data-testid="buy-listing-plan">
          <h3>{t.buyReviewTitle}</h3>
          <PurchaseReview plan={plan} />
          <FeeWarningNotice
            warnings={plan.feeWarnings}
            ceiling={plan.feeCeiling}
            confirmed={confirmed}
            onConfirm={setConfirmed}
          />
          <button
            type="button"
            className="button primary"
            disabled={busy || (plan.feeWarnings.length > 0 && !confirmed)}
            onClick={() => void buy(plan)}
            data-testid="buy-listing-submit"
          >
            {buying.isPending ? t.waiting : t.buy}
          </button>
          <CancelButton busy={buying.isPending} onCancel={buying.cancel} />
        </div>
      ) : null}
      {txid ? <PurchaseResult txid={txid} /> : null}
    </form>
  );
}
