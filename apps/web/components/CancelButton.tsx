import { en } from '../locales/en';

/** Shown while a wallet is asked: stops waiting for a wallet that never answers. */
export function CancelButton({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  if (!busy) return null;
  return (
    <button type="button" className="button" onClick={onCancel} data-testid="wallet-cancel">
      {en.cancelWait}
    </button>
  );
}
