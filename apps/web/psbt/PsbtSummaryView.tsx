import { flowFromSummary, formatBtc, type PsbtSummary } from '@satchel/core';
import { useInputAssets } from '@satchel/react';
import { useMemo } from 'react';
import { FiatFact } from '../components/FiatFact';
import { LazyTxDiagram } from '../diagram/LazyTxDiagram';
import { enFiat } from '../locales/en-fiat';
import { en } from '../locales/en-pages';

const btc = (sats: bigint | undefined) => (sats === undefined ? en.psbt.unknown : `${formatBtc(sats)} BTC`);

/** What the wallet will be asked to sign, before it is asked. */
export function PsbtSummaryView({ summary }: { summary: PsbtSummary }) {
  // What the index says each input carries; until it answers (or if it fails), unknown.
  const outpoints = useMemo(() => summary.inputs.map((input) => input.outpoint), [summary]);
  const assets = useInputAssets(outpoints);
  const flow = useMemo(
    () => flowFromSummary(summary, assets.data ? { inputs: assets.data } : {}),
    [summary, assets.data],
  );
  return (
    <div className="card" data-testid="psbt-summary">
      <LazyTxDiagram flow={flow} />
      <h2>{en.psbt.inputs}</h2>
      <table className="table">
        <thead>
          <tr>
            <th>#</th>
            <th>{en.psbt.address}</th>
            <th>{en.psbt.value}</th>
            <th>{en.psbt.sighash}</th>
            <th>{en.psbt.owner}</th>
          </tr>
        </thead>
        <tbody>
          {summary.inputs.map((input) => (
            <tr key={input.index} data-testid={`psbt-input-${input.index}`} data-owned={input.owned}>
              <td>{input.index}</td>
              <td className="mono">{input.address ?? input.outpoint}</td>
              <td>{btc(input.value)}</td>
              <td>
                {input.sighashName}
                {input.sighashLets ? (
                  <span className="muted" data-testid="psbt-sighash-lets">
                    {' '}
                    {input.sighashLets}
                  </span>
                ) : null}
              </td>
              <td>
                {input.owned ? en.psbt.yours : en.psbt.notYours}
                {input.finalized ? ` · ${en.psbt.finalized}` : input.signed ? ` · ${en.psbt.signed}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{en.psbt.outputs}</h2>
      <table className="table">
        <tbody>
          {summary.outputs.map((output) => (
            <tr key={output.index}>
              <td>{output.index}</td>
              <td className="mono">{output.address ?? `OP_RETURN ${output.opReturnData ?? ''}`}</td>
              <td>{btc(output.value)}</td>
              <td>{output.change ? en.psbt.change : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="facts">
        <dt>{en.psbt.totalIn}</dt>
        <dd>{btc(summary.totalIn)}</dd>
        <dt>{en.psbt.totalOut}</dt>
        <dd>{btc(summary.totalOut)}</dd>
        <FiatFact sats={summary.totalOut} what={enFiat.totalOut} />
        <dt>{en.psbt.fee}</dt>
        <dd data-testid="psbt-fee">{btc(summary.fee)}</dd>
        <FiatFact sats={summary.fee} what={enFiat.fee} />
        <dt>{en.psbt.feeRate}</dt>
        <dd>
          {summary.feeRate === undefined
            ? en.psbt.unknown
            : `${summary.feeRate.toFixed(1)} sat/vB (~${summary.vsize} vB)`}
        </dd>
      </dl>
      {summary.warnings.map((warning) => (
        <p key={warning} className="warning" data-testid="psbt-warning">
          {warning}
        </p>
      ))}
    </div>
  );
}
