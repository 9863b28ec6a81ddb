import { FeePicker } from './FeePicker';
import type { FeeChoiceState } from './useFeeChoice';

/**
 * The fee fields of the Send page and the asset transfer form, over `useFeeChoice`.
 * `onChange` hears every change, so a form can drop a review the new fee makes stale.
 */
export function FeeSection({ state, onChange }: { state: FeeChoiceState; onChange: () => void }) {
  return (
    <FeePicker
      value={state.choice}
      onChange={(next) => {
        state.setChoice(next);
        onChange();
      }}
      fees={state.fees}
      walletSends={state.walletSends}
    />
  );
}
