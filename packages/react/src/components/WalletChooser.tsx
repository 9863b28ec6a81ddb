import type { WalletOption } from '@satchel/core/connectors';
import { useCallback, useEffect, useId, useReducer, useRef, useSyncExternalStore } from 'react';
import { restingPanel } from '../chooser-controller';
import { useDialogBehaviour } from '../hooks/internal/useDialogBehaviour';
import { useSatchelContext } from '../hooks/internal/useSatchelContext';
import { format, monthOf } from '../strings';
import { ChooserSidePanel } from './ChooserSidePanel';
import { Icon } from './Icon';
import { useChooserKeptReady } from './useChooserKeptReady';
import { WalletTile } from './WalletTile';

/** Narrow screens get the bottom sheet without a side panel. */
function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 440px)').matches;
}

function openStore(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

const NO_OPTIONS: readonly WalletOption[] = [];

/**
 * The wallet chooser, driven by the chooser controller of the provider. Once the page has first
 * fallen idle it stays in the document while closed, hidden and inert, showing the wallets as the
 * Connect button would open it now, so opening it only makes it visible.
 */
export function WalletChooser() {
  const { chooser, detector, strings } = useSatchelContext();
  const open = useSyncExternalStore(chooser.subscribe, chooser.getSnapshot, chooser.getSnapshot);
  const overlay = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const cancel = useCallback(() => chooser.cancel(), [chooser]);
  useDialogBehaviour(open.open, overlay, card, cancel);
  const ready = useChooserKeptReady(card);
  // The kept chooser follows the wallets as they announce themselves. The detector is read only
  // once the chooser is kept: detection never starts while rendering on a server or hydrating.
  const [, walletsChanged] = useReducer((changes: number) => changes + 1, 0);
  useEffect(() => {
    if (!ready) return;
    const off = detector.subscribe(walletsChanged);
    walletsChanged(); // a wallet that announced itself between the render and the subscription
    return off;
  }, [ready, detector]);
  const detected = ready ? detector.getOptions() : NO_OPTIONS;
  if (!open.open && !ready) return null;
  const closed = !open.open;
  const state = closed ? { options: detected, panel: restingPanel(detected) } : open;

  const anyInstalled = state.options.some((o) => !o.installPrompt);
  // The default wallet may lead uninstalled; the keyboard starts on one that connects.
  const firstInstalled = state.options.find((o) => o.isInstalled && !o.unavailable)?.id;
  const hasSidePanel = state.panel.type !== 'none';
  const activate = (option: WalletOption) => {
    if (option.unavailable) return; // Listed, with its reason, never picked.
    if (!option.installPrompt) return chooser.pick(option.id);
    // With a side panel the prompt explains first; otherwise go straight to the store.
    if (hasSidePanel && !isNarrow()) return chooser.showInstallPrompt(option);
    openStore(option.installPrompt.url);
  };

  return (
    <div
      ref={overlay}
      className="satchel-chooser"
      {...(closed
        ? { 'aria-hidden': true, inert: true, 'data-closed': true, style: { visibility: 'hidden' } }
        : {})}
    >
      <div className="satchel-chooser__container">
        <div
          ref={card}
          className="satchel-chooser__card"
          data-side-panel={hasSidePanel}
          data-testid="wallet-chooser"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
        >
          <div className="satchel-chooser__main">
            <h1 id={titleId} className="satchel-chooser__title" data-testid="chooser-title">
              {anyInstalled ? strings.chooserTitle : strings.noWalletTitle}
            </h1>
            <p className="satchel-chooser__text">
              {anyInstalled ? strings.chooserBody : strings.noWalletBody}
            </p>
            <ul className="satchel-chooser__grid">
              {state.options.map((option) => (
                <WalletTile
                  key={option.id}
                  option={option}
                  installedLabel={strings.installed}
                  notInstalledLabel={strings.notInstalled}
                  pairingLabel={strings.phoneWallet}
                  openInLabel={format(strings.openIn, { wallet: option.name })}
                  {...(option.leftBitcoinOn
                    ? {
                        leftLabel: format(strings.leftBitcoin, {
                          wallet: option.name,
                          month: monthOf(option.leftBitcoinOn),
                        }),
                      }
                    : {})}
                  autoFocus={option.id === firstInstalled}
                  onActivate={activate}
                />
              ))}
            </ul>
          </div>
          {hasSidePanel ? <div className="satchel-chooser__divider" aria-hidden="true" /> : null}
          <ChooserSidePanel panel={state.panel} strings={strings} onGet={openStore} />
          <button
            type="button"
            className="satchel-chooser__close"
            data-testid="chooser-close"
            aria-label={strings.close}
            onClick={cancel}
          >
            <Icon name="close" size={24} />
          </button>
        </div>
      </div>
    </div>
  );
}
