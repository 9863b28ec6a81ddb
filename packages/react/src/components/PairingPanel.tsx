import { useState } from 'react';
import { useQrCode } from '../hooks/internal/useQrCode';
import type { SatchelStrings } from '../strings';
import { PHONE_WALLETS } from './phone-wallets';

interface PairingPanelProps {
  uri: string;
  strings: SatchelStrings;
  /** A phone: open the wallet apps on it rather than show a code to scan. */
  phone: boolean;
}

/**
 * WalletConnect's pairing link. On a desktop, a QR code for the phone's wallet app to
 * scan, with the link to copy; on a phone, the apps known to speak Bitcoin over WalletConnect and
 * the raw `wc:` link for any other. The code and the copy field always hold the same link.
 */
export function PairingPanel({ uri, strings, phone }: PairingPanelProps) {
  const qr = useQrCode(uri);
  // The link last copied: a new link (a new pairing) shows the copy button afresh.
  const [copiedUri, setCopiedUri] = useState<string>();
  const copied = copiedUri === uri;
  const copy = () => {
    void navigator.clipboard?.writeText(uri).then(
      () => setCopiedUri(uri),
      () => undefined,
    );
  };
  return (
    <div className="satchel-chooser__pairing" data-testid="walletconnect-panel">
      <h2 className="satchel-chooser__side-title">
        {phone ? strings.pairingPhoneTitle : strings.pairingTitle}
      </h2>
      <p className="satchel-chooser__text">{phone ? strings.pairingPhoneBody : strings.pairingBody}</p>
      {phone ? (
        <ul className="satchel-chooser__phone-apps">
          {PHONE_WALLETS.map((app) => (
            <li key={app.id}>
              <a
                className="satchel-chooser__get"
                href={app.link(uri)}
                rel="noopener noreferrer"
                data-testid={`walletconnect-open-${app.id}`}
              >
                {app.name}
              </a>
            </li>
          ))}
          <li>
            <a className="satchel-chooser__open-in" href={uri} data-testid="walletconnect-open-any">
              {strings.openWalletApp}
            </a>
          </li>
        </ul>
      ) : (
        <div className="satchel-chooser__qr" data-testid="walletconnect-qr" data-link={uri}>
          {qr ? <img src={qr} alt={strings.pairingTitle} width={232} height={232} /> : null}
        </div>
      )}
      <div className="satchel-chooser__pairing-link">
        <input
          readOnly
          aria-label={strings.pairingLink}
          value={uri}
          data-testid="walletconnect-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="satchel-chooser__copy"
          onClick={copy}
          data-testid="walletconnect-copy"
        >
          {copied ? strings.copied : strings.copyLink}
        </button>
      </div>
    </div>
  );
}
