import { en } from '../locales/en-pages';

export interface RecipientRow {
  address: string;
  amount: string;
}

/**
 * The recipients after the first, each with its address, amount and remove button,
 * and the button that adds one. Rows are numbered from 1 in test ids (`send-address-1`…) and from
 * 2 on screen ("Recipient 2"), the first recipient being the form's own fields.
 */
export function ExtraRecipients(props: {
  rows: readonly RecipientRow[];
  /** Every change goes through here as an update of the current rows. */
  onChange: (update: (rows: RecipientRow[]) => RecipientRow[]) => void;
}) {
  return (
    <>
      {props.rows.map((row, i) => {
        const n = i + 1;
        const update = (fields: Partial<RecipientRow>) =>
          props.onChange((rows) => rows.map((r, j) => (j === i ? { ...r, ...fields } : r)));
        return (
          <fieldset key={n} className="field recipient-row" data-testid={`send-row-${n}`}>
            <legend>{en.send.recipientN.replace('{n}', String(n + 1))}</legend>
            <input
              value={row.address}
              onChange={(e) => update({ address: e.target.value })}
              aria-label={en.send.recipient}
              data-testid={`send-address-${n}`}
              spellCheck={false}
              autoComplete="off"
            />
            <input
              value={row.amount}
              onChange={(e) => update({ amount: e.target.value })}
              aria-label={en.send.amount}
              data-testid={`send-amount-${n}`}
              inputMode="decimal"
              autoComplete="off"
            />
            <button
              type="button"
              className="button small"
              data-testid={`send-remove-recipient-${n}`}
              onClick={() => props.onChange((rows) => rows.filter((_, j) => j !== i))}
            >
              {en.send.removeRecipient}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button small"
        data-testid="send-add-recipient"
        onClick={() => props.onChange((rows) => [...rows, { address: '', amount: '' }])}
      >
        {en.send.addRecipient}
      </button>
    </>
  );
}
