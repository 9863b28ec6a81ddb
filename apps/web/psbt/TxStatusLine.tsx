import type { TxStatus } from '@satchel/core';
import { CopyButton } from '../components/CopyButton';
import { en } from '../locales/en-pages';

export function TxStatusLine({ txid, status }: { txid: string; status: TxStatus | undefined }) {
  const state = status?.state ?? 'pending';
  return (
    <div className="row tx-line">
      <span className="mono" data-testid="send-txid">
        {txid}
      </span>
      <CopyButton text={txid} />
      <span data-testid="tx-status" data-state={state}>
        {status?.state === 'confirmed'
          ? en.tx.confirmed.replace('{height}', String(status.blockHeight ?? '?'))
          : status?.state === 'mempool'
            ? en.tx.mempool
            : status?.state === 'unknown'
              ? en.tx.unknown
              : en.tx.checking}
      </span>
    </div>
  );
}
