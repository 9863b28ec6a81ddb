import { useSatchelContext } from '../hooks/internal/useSatchelContext';
import { useSwitchNetwork } from '../hooks/useSwitchNetwork';
import { format } from '../strings';

/**
 * Where the wallet is on another network and can be moved from the app, one button
 * asks it to switch; nothing is shown otherwise (the guidance of the network error stays).
 */
export function NetworkSwitchButton() {
  const { strings } = useSatchelContext();
  const { switchTo, switchNetwork, isPending, error } = useSwitchNetwork();
  if (!switchTo) return null;
  return (
    <div className="satchel-network-switch">
      <button
        type="button"
        className="satchel-network-switch__button"
        data-testid="network-switch"
        data-network={switchTo}
        disabled={isPending}
        onClick={() => void switchNetwork()}
      >
        {isPending ? strings.switchingNetwork : format(strings.switchNetwork, { network: switchTo })}
      </button>
      {error ? (
        <p className="satchel-error" role="alert" data-testid="network-switch-error" data-code={error.code}>
          {error.message}
          {error.details ? <span className="satchel-error__details"> {error.details}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
