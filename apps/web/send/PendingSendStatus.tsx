import { en } from '../locales/en-pages';
import type { PendingSend } from './pending-send';
import { SentTransaction } from './SentTransaction';

/**
 * Where the stored send stands, shown under the form (and again after a reload): a signing cut
 * short, the transaction being followed, a payment handed to a co-signed account's co-signers
 * (never shown as broadcast), a signed transaction kept after a failed broadcast.
 */
export function PendingSendStatus(props: {
  pending: PendingSend | undefined;
  /** Anything of the page's is running: reviewing, sending, broadcasting again. */
  busy: boolean;
  onReplaced: (txid: string) => void;
  onRebroadcast: (rawHex: string) => void;
  onClear: () => void;
}) {
  const { pending, busy } = props;
  const interrupted = pending?.stage === 'signing' && !busy;
  return (
    <>
      {interrupted ? <p className="warning">{en.send.interrupted}</p> : null}
      {/* The txid shows once the explorer took the transaction, or after a reload cut a broadcast
          short (the tracker then tells whether it arrived); never while it is still being sent. */}
      {pending?.txid && (pending.stage === 'sent' || (pending.stage === 'broadcasting' && !busy)) ? (
        <SentTransaction
          txid={pending.txid}
          psbtBase64={pending.psbtBase64}
          replacements={pending.replacements}
          onReplaced={props.onReplaced}
        />
      ) : null}
      {pending?.stage === 'proposed' ? (
        <div className="card" data-testid="send-proposed" role="status">
          <h2>{en.send.proposed}</h2>
          {typeof pending.proposalId === 'string' ? (
            <p className="muted">
              {en.send.proposalId} <span className="mono">{pending.proposalId}</span>
            </p>
          ) : null}
          <p className="muted">{en.send.proposedNote}</p>
        </div>
      ) : null}
      {pending?.stage === 'failed' && pending.rawHex ? (
        <div className="card">
          <p>{en.send.signedKept}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => props.onRebroadcast(pending.rawHex ?? '')}
          >
            {en.send.broadcastAgain}
          </button>
        </div>
      ) : null}
      {pending && pending.stage !== 'signing' ? (
        <button type="button" className="button small" onClick={props.onClear}>
          {en.send.clear}
        </button>
      ) : null}
    </>
  );
}
