import { openInUrl, readMonogram, safeIcon, type WalletOption } from '@satchel/core/connectors';
import type { KeyboardEvent } from 'react';

interface WalletTileProps {
  option: WalletOption;
  /** `Installed`, shown on every installed wallet. */
  installedLabel: string;
  notInstalledLabel: string;
  /** The badge of an option that pairs a wallet on another device (WalletConnect). */
  pairingLabel?: string;
  /** `Open in {wallet}` with the name filled in, shown when the option has an `openIn` link. */
  openInLabel: string;
  /**
   * `{wallet} left Bitcoin web apps in {month}: …` with both filled in, for a wallet that left
   * Bitcoin web apps (`option.leftBitcoinOn`) yet still answers from an older install.
   */
  leftLabel?: string;
  /** Takes the focus when the chooser opens: the first installed wallet, not a store link. */
  autoFocus?: boolean;
  onActivate: (option: WalletOption) => void;
}

/**
 * One wallet; a real button, so Enter and Space work and it is in the tab order. A
 * wallet that cannot be picked here (on a private test chain, any but the Dev Wallet) stays in the
 * tab order with `aria-disabled`, so its reason is read out, but does nothing when activated.
 */
export function WalletTile({
  option,
  installedLabel,
  notInstalledLabel,
  pairingLabel = 'Phone',
  openInLabel,
  leftLabel,
  autoFocus = false,
  onActivate,
}: WalletTileProps) {
  const unavailable = option.unavailable;
  // A wallet that left Bitcoin web apps says so beside its name, and stays a wallet to pick.
  const note = unavailable ?? (option.leftBitcoinOn ? leftLabel : undefined);
  const activate = () => {
    if (!unavailable) onActivate(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  };
  const src = safeIcon(option.icon, option.name);
  const monogram = readMonogram(src);
  // Our own monograms are drawn as text: an SVG image each would be a document of its own to lay
  // out before the chooser can show.
  const icon = monogram ? (
    <span
      className="satchel-chooser__icon satchel-chooser__monogram"
      data-letter={monogram.letter}
      style={{ backgroundColor: monogram.background }}
      aria-hidden="true"
    />
  ) : (
    <img className="satchel-chooser__icon" src={src} alt="" width={56} height={56} />
  );
  return (
    <li
      className="satchel-chooser__tile-cell"
      data-unavailable={unavailable ? true : undefined}
      data-noted={note ? true : undefined}
    >
      <button
        type="button"
        className="satchel-chooser__tile"
        data-testid={`wallet-option-${option.id}`}
        data-installed={option.isInstalled}
        data-autofocus={(autoFocus && !unavailable) || undefined}
        aria-disabled={unavailable ? true : undefined}
        onClick={activate}
        onKeyDown={onKeyDown}
      >
        {icon}
        {note ? (
          <span className="satchel-chooser__tile-text">
            <span className="satchel-chooser__name">{option.name}</span>
            <span
              className="satchel-chooser__reason"
              data-testid={`wallet-${unavailable ? 'unavailable' : 'left'}-${option.id}`}
            >
              {note}
            </span>
          </span>
        ) : (
          <span className="satchel-chooser__name">{option.name}</span>
        )}
        {unavailable ? null : option.pairing ? (
          <span className="satchel-chooser__badge" data-testid={`wallet-pairing-${option.id}`}>
            {pairingLabel}
          </span>
        ) : option.isInstalled ? (
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
