import { type Account, safeIcon } from '@satchel/core/connectors';
import { useState } from 'react';
import { useSatchelContext } from '../hooks/internal/useSatchelContext';
import { useAccounts } from '../hooks/useAccounts';
import { useConnection } from '../hooks/useConnection';
import { useDisconnect } from '../hooks/useDisconnect';
import { useWalletOptions } from '../hooks/useWalletOptions';
import { format } from '../strings';
import { Icon } from './Icon';
import { NetworkSwitchButton } from './NetworkSwitchButton';

/** `bc1qxy…0wlh`: enough of both ends to recognise an address. */
export function shortenAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}

function AddressLine({ account, label, testId }: { account: Account; label: string; testId: string }) {
  const { strings } = useSatchelContext();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(account.address).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div className="satchel-account__line">
      <span className="satchel-account__label">{label}</span>
      <code
        className="satchel-account__address"
        data-testid={testId}
        data-address={account.address}
        title={account.address}
      >
        {shortenAddress(account.address)}
      </code>
      <button
        type="button"
        className="satchel-account__copy"
        onClick={() => void copy()}
        aria-label={format(strings.copy, { label })}
      >
        {copied ? strings.copied : <Icon name="copy" size={14} />}
      </button>
    </div>
  );
}

/**
 * The connected wallet: icon, name, payment and ordinals addresses, and a disconnect button. A
 * wallet on another network gets the switch button, connected or refused while connecting.
 */
export function AccountHeader() {
  const { strings } = useSatchelContext();
  const { status, walletId, error, switchTo } = useConnection();
  const { payment, ordinals } = useAccounts();
  const option = useWalletOptions().find((o) => o.id === walletId);
  const { disconnect } = useDisconnect();
  if (status !== 'connected') return switchTo ? <NetworkSwitchButton /> : null;
  const name = option?.name ?? walletId ?? '';
  // A plain group, not <header>: it sits inside the page's own banner, and a page has one.
  return (
    <div className="satchel-account">
      <img
        className="satchel-account__icon"
        src={safeIcon(option?.icon, name)}
        alt=""
        width={32}
        height={32}
      />
      <span className="satchel-account__wallet">{name}</span>
      {payment ? (
        <AddressLine account={payment} label={strings.payment} testId="account-address-payment" />
      ) : null}
      {ordinals ? (
        <AddressLine account={ordinals} label={strings.ordinals} testId="account-address-ordinals" />
      ) : null}
      {error ? (
        <p className="satchel-error" role="alert" data-testid="error-message" data-code={error.code}>
          {error.message}
          {error.details ? <span className="satchel-error__details"> {error.details}</span> : null}
        </p>
      ) : null}
      <NetworkSwitchButton />
      <button
        type="button"
        className="satchel-account__disconnect"
        data-testid="disconnect-button"
        onClick={() => void disconnect()}
      >
        {strings.disconnect}
      </button>
    </div>
  );
}
