import type { TxFlow } from '@satchel/core';
import { useFiat } from '@satchel/react';
import { enDiagram as t } from '../locales/en-diagram';
import { amountText, assetsText, feeRow, inputRows, outputRows } from './rows';

/**
 * The diagram's facts as a table: every input and output, none summed away, with
 * the amounts exactly as the diagram writes them. Visually hidden: screen readers read it in
 * place of the drawing.
 */
export function TxFlowTable({ flow }: { flow: TxFlow }) {
  const fee = feeRow(flow);
  // Each line's value in the picked currency too, when there is a fresh price.
  const fiat = useFiat();
  const withFiat = fiat.format(0n) !== undefined;
  const inFiat = (value: bigint | undefined) =>
    withFiat ? <td>{value === undefined ? '' : `≈ ${fiat.format(value)}`}</td> : null;
  const tags = inputRows(flow).map((row) => row.tag);
  return (
    // The wrapper hides it: a table box is as wide as its nowrap rows whatever its own width, so
    // hidden by itself it would widen the page and scroll it sideways on a phone.
    <div className="tx-diagram-sr">
      <table data-testid="tx-diagram-table">
        <caption>{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.side}</th>
            <th scope="col">{t.index}</th>
            <th scope="col">{t.address}</th>
            <th scope="col">{t.amount}</th>
            {withFiat ? <th scope="col">{t.inCurrency.replace('{currency}', fiat.currency)}</th> : null}
            <th scope="col">{t.role}</th>
            <th scope="col">{t.assets}</th>
          </tr>
        </thead>
        <tbody>
          {flow.inputs ? (
            flow.inputs.map((input, i) => (
              <tr key={input.index} data-testid={`tx-diagram-table-input-${input.index}`}>
                <th scope="row">{t.input}</th>
                <td>{input.index}</td>
                <td>{input.address ?? input.outpoint}</td>
                <td data-testid="tx-diagram-table-amount">{amountText(input.value)}</td>
                {inFiat(input.value)}
                <td>{tags[i]}</td>
                <td>{assetsText(input.assets)}</td>
              </tr>
            ))
          ) : (
            <tr data-testid="tx-diagram-table-input-wallet">
              <th scope="row">{t.input}</th>
              <td />
              <td>{t.yourWallet}</td>
              <td data-testid="tx-diagram-table-amount">{t.picksCoins}</td>
              {inFiat(undefined)}
              <td>{t.yours}</td>
              <td />
            </tr>
          )}
          {outputRows(flow).map((row, i) => {
            const output = flow.outputs[i];
            return (
              <tr key={row.id} data-testid={`tx-diagram-table-${row.id}`}>
                <th scope="row">{t.output}</th>
                <td>{output?.index}</td>
                <td>{output?.address ?? row.head}</td>
                <td data-testid="tx-diagram-table-amount">{row.amount}</td>
                {inFiat(row.value)}
                <td>{row.tag}</td>
                <td>{assetsText(output?.assets)}</td>
              </tr>
            );
          })}
          <tr data-testid="tx-diagram-table-fee">
            <th scope="row">{t.fee}</th>
            <td />
            <td />
            <td data-testid="tx-diagram-table-amount">{fee.amount}</td>
            {inFiat(fee.value)}
            <td>{fee.tag}</td>
            <td>{assetsText(fee.assets)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
