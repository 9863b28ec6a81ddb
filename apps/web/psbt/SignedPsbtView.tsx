import type { SignPsbtResult } from '@satchel/core';
import { useBroadcastPsbt, useTxStatus } from '@satchel/react';
import { CopyButton } from '../components/CopyButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { en } from '../locales/en-pages';
import { TxStatusLine } from './TxStatusLine';

/** The signed PSBT in both encodings, finalize-and-broadcast, and a download that always works. */
export function SignedPsbtView(props: { result: SignPsbtResult; onDiscard: () => void }) {
  const broadcasting = useBroadcastPsbt();
  const txid = broadcasting.data?.txid ?? props.result.txid;
  const status = useTxStatus(txid);

  const download = () => {
    const blob = new Blob([props.result.psbtBase64], { type: 'text/plain' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'signed.psbt.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className="card" data-testid="psbt-result" data-finalized={props.result.finalized}>
      <h2>{en.psbt.signedTitle}</h2>
      <p>{props.result.finalized ? en.psbt.isFinalized : en.psbt.notFinalized}</p>
      <label className="field">
        <span>Base64</span>
        <textarea readOnly value={props.result.psbtBase64} data-testid="psbt-result-base64" rows={4} />
      </label>
      <label className="field">
        <span>Hex</span>
        <textarea readOnly value={props.result.psbtHex} data-testid="psbt-result-hex" rows={4} />
      </label>
      <div className="row">
        <CopyButton text={props.result.psbtBase64} label={en.psbt.copyBase64} />
        <button type="button" className="button small" onClick={download}>
          {en.psbt.download}
        </button>
        {!txid ? (
          <button
            type="button"
            className="button primary"
            data-testid="psbt-broadcast"
            disabled={broadcasting.isPending}
            onClick={() => broadcasting.mutate(props.result.psbtBase64)}
          >
            {en.psbt.broadcast}
          </button>
        ) : null}
        <button type="button" className="button small" onClick={props.onDiscard}>
          {en.psbt.discard}
        </button>
      </div>
      <ErrorMessage error={broadcasting.error} />
      {txid ? <TxStatusLine txid={txid} status={status.data} /> : null}
    </div>
  );
}
