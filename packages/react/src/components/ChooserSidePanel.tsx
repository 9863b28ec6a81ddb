import { isMobile, safeIcon } from '@satchel/core/connectors';
import { lazy, Suspense } from 'react';
import type { SidePanel } from '../chooser-controller';
import { format, type SatchelStrings } from '../strings';

// The pairing link's panel (and its QR code) loads when WalletConnect is picked, never in the first load.
const PairingPanel = lazy(() => import('./PairingPanel').then((m) => ({ default: m.PairingPanel })));

interface ChooserSidePanelProps {
  panel: SidePanel;
  strings: SatchelStrings;
  onGet: (url: string) => void;
}

/**
 * Explainer, install prompt, or "opening" while the wallet's popup is up; for
 * WalletConnect, the pairing link of a wallet on another device.
 */
export function ChooserSidePanel({ panel, strings, onGet }: ChooserSidePanelProps) {
  if (panel.type === 'none') return null;
  if (panel.type === 'pairing') {
    const phone = typeof navigator !== 'undefined' && isMobile(navigator.userAgent);
    return (
      <section className="satchel-chooser__side" data-panel={panel.type} aria-live="polite">
        <Suspense fallback={<span className="satchel-chooser__spinner" aria-hidden="true" />}>
          <PairingPanel uri={panel.uri} strings={strings} phone={phone} />
        </Suspense>
      </section>
    );
  }
  return (
    <section className="satchel-chooser__side" data-panel={panel.type} aria-live="polite">
      {panel.type === 'explainer' ? (
        <>
          <h2 className="satchel-chooser__side-title">{strings.explainerTitle}</h2>
          <p className="satchel-chooser__text">{strings.explainerBody}</p>
          <p className="satchel-chooser__text">{strings.explainerHint}</p>
        </>
      ) : (
        <>
          <img
            className="satchel-chooser__side-icon"
            src={safeIcon(panel.option.icon, panel.option.name)}
            alt=""
            width={64}
            height={64}
          />
          {panel.type === 'install-wallet-prompt' ? (
            <>
              <h2 className="satchel-chooser__side-title">
                {format(strings.installTitle, { wallet: panel.option.name })}
              </h2>
              <p className="satchel-chooser__text">{strings.installBody}</p>
              <button
                type="button"
                className="satchel-chooser__get"
                data-autofocus
                onClick={() => panel.option.installPrompt && onGet(panel.option.installPrompt.url)}
              >
                {strings.getButton}
              </button>
            </>
          ) : (
            <>
              <h2 className="satchel-chooser__side-title">
                {format(strings.openingTitle, { wallet: panel.option.name })}
              </h2>
              <p className="satchel-chooser__text">
                {format(strings.openingBody, { wallet: panel.option.name })}
              </p>
              <span className="satchel-chooser__spinner" aria-hidden="true" />
            </>
          )}
        </>
      )}
    </section>
  );
}
