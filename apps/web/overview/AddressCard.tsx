import type { Account } from '@satchel/core';
import { CopyButton } from '../components/CopyButton';
import { QrCode } from '../components/QrCode';
import { en } from '../locales/en';

export function AddressCard({ account }: { account: Account }) {
  const label = account.purpose === 'payment' ? en.purposes.payment : en.purposes.ordinals;
  return (
    <div className="card address-card">
      <h3>
        {label} <span className="muted">({account.addressType})</span>
      </h3>
      <QrCode value={account.address} label={`${label} address QR code`} />
      <p className="mono">{account.address}</p>
      <CopyButton text={account.address} />
    </div>
  );
}
