import { formatBtc } from '@satchel/core';
import { useAddressTransactions } from '@satchel/react';
import { en } from '../locales/en-pages';

/** Net effect of each recent transaction on the address, newest first (Esplora `/address/:a/txs`). */
export function RecentTransactions({ address }: { address: string }) {
  const txs = useAddressTransactions(address);
  if (!txs.data || txs.data.length === 0) return null;
  return (
    <div className="card">
      <h2>{en.balance.recent}</h2>
      <ul className="tx-list" data-testid="recent-transactions">
        {txs.data.slice(0, 10).map((tx) => {
          const received = tx.vout
            .filter((o) => o.scriptpubkey_address === address)
            .reduce((s, o) => s + BigInt(o.value), 0n);
          const spent = tx.vin
            .filter((i) => i.prevout?.scriptpubkey_address === address)
            .reduce((s, i) => s + BigInt(i.prevout?.value ?? 0), 0n);
          const net = received - spent;
          return (
            <li key={tx.txid} className="row">
              <span className="mono">{tx.txid.slice(0, 16)}…</span>
              <span>{`${net >= 0n ? '+' : '−'}${formatSigned(net)} BTC`}</span>
              <span className="muted">
                {tx.status.confirmed
                  ? en.tx.confirmed.replace('{height}', String(tx.status.block_height ?? '?'))
                  : en.tx.mempool}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function formatSigned(sats: bigint): string {
  return formatBtc(sats < 0n ? -sats : sats);
}
