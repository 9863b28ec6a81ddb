import { useSatchelContext } from '../hooks/internal/useSatchelContext';
import { useConnect } from '../hooks/useConnect';
import { useConnection } from '../hooks/useConnection';

export interface ConnectButtonProps {
  className?: string;
}

/** Opens the chooser (or the stored wallet) and shows the last connection error. */
export function ConnectButton({ className }: ConnectButtonProps) {
  const { strings } = useSatchelContext();
  const { status, error: stateError } = useConnection();
  const { connect, error } = useConnect();
  if (status === 'connected') return null;
  const shown = error ?? stateError;
  const label =
    status === 'connecting'
      ? strings.connecting
      : status === 'reconnecting'
        ? strings.reconnecting
        : strings.connect;
  return (
    <div className={className}>
      <button
        type="button"
        className="satchel-connect-button"
        data-testid="connect-button"
        disabled={status === 'connecting'}
        onClick={() => void connect()}
      >
        {label}
      </button>
      {shown ? (
        <p className="satchel-error" role="alert" data-testid="error-message" data-code={shown.code}>
          {shown.message}
          {shown.details ? <span className="satchel-error__details"> {shown.details}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
