import { en } from '../locales/en-pages';

/**
 * The recipient's address, asked the same way by the Send page and the asset transfer form: the
 * text as typed, no spell check and no autofill (an address is not a word, and not remembered).
 */
export function RecipientField(props: { value: string; onChange: (value: string) => void; testId: string }) {
  return (
    <label className="field">
      <span>{en.send.recipient}</span>
      <input
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid={props.testId}
        spellCheck={false}
        autoComplete="off"
      />
    </label>
  );
}
