import type { KeyboardEvent } from 'react';
import { safeIcon } from '../../core/connectors/icons';
import type { WalletOption } from '../../core/connectors/types';

export interface WalletTileProps {
  option: WalletOption;
  notInstalledLabel: string;
  onActivate: (option: WalletOption) => void;
}

/** One wallet; a real button, so Enter and Space work and it is in the tab order (SPEC R2.6). */
export function WalletTile({ option, notInstalledLabel, onActivate }: WalletTileProps) {
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
        {option.installPrompt ? <span className="satchel-chooser__badge">{notInstalledLabel}</span> : null}
      </button>
    </li>
  );
}
