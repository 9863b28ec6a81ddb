import { openInUrl, safeIcon, type WalletOption } from '@satchel/core/connectors';
import type { KeyboardEvent } from 'react';

export interface WalletTileProps {
  option: WalletOption;
  /** SPEC R21.1: `Installed` on every installed wallet. */
  installedLabel: string;
  notInstalledLabel: string;
  /** `Open in {wallet}` with the name filled in, shown when the option has an `openIn` link. */
  openInLabel: string;
  /** Takes the focus when the chooser opens: the first installed wallet, not a store link. */
  autoFocus?: boolean;
  onActivate: (option: WalletOption) => void;
}

/** One wallet; a real button, so Enter and Space work and it is in the tab order (SPEC R2.6). */
export function WalletTile({
  option,
  installedLabel,
  notInstalledLabel,
  openInLabel,
  autoFocus = false,
  onActivate,
}: WalletTileProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate(option);
    }
  };
  return (
    <li className="satchel-chooser__tile-cell">
      <button
        type="button"
        className="satchel-chooser__tile"
        data-testid={`wallet-option-${option.id}`}
        data-installed={option.isInstalled}
        data-autofocus={autoFocus || undefined}
        onClick={() => onActivate(option)}
        onKeyDown={onKeyDown}
      >
        <img
          className="satchel-chooser__icon"
          src={safeIcon(option.icon, option.name)}
          alt=""
          width={56}
          height={56}
        />
        <span className="satchel-chooser__name">{option.name}</span>
        {option.isInstalled ? (
          <span
            className="satchel-chooser__badge"
            data-installed="true"
            data-testid={`wallet-installed-${option.id}`}
          >
            {installedLabel}
          </span>
        ) : option.installPrompt ? (
          <span className="satchel-chooser__badge">{notInstalledLabel}</span>
        ) : null}
      </button>
      {option.openIn ? (
        // A real link the person taps: iOS follows universal links only from a user gesture, never
        // from a scripted navigation; and it reopens the page shown now, which may have changed
        // since detection ran (docs/wallets/mobile.md).
        <a
          className="satchel-chooser__open-in"
          href={openInUrl(option.id, location.href) ?? option.openIn.url}
          rel="noopener noreferrer"
          data-testid={`wallet-open-in-${option.id}`}
        >
          {openInLabel}
        </a>
      ) : null}
    </li>
  );
}
