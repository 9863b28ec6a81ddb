import { type MessageProtocol, messageProtocolFor, messageProtocolsFor } from '@satchel/core';
import { useAccounts, useConnector, useSignMessage } from '@satchel/react';
import { useState } from 'react';
import { CancelButton } from '../components/CancelButton';
import { CopyButton } from '../components/CopyButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { en } from '../locales/en-pages';
import { VerifyMessageForm } from './VerifyMessageForm';

export default function SignMessagePage() {
  const { accounts } = useAccounts();
  const connector = useConnector();
  const [address, setAddress] = useState<string>();
  const [message, setMessage] = useState('');
  const [protocolChoice, setProtocolChoice] = useState<MessageProtocol>();
  const signing = useSignMessage();
  const busy = signing.isPending;
  const signed = signing.data;

  const account = accounts.find((a) => a.address === address) ?? accounts[0];
  // Only what the wallet signs for this address is offered; the default is one of them.
  const supported = messageProtocolsFor(account, connector);
  const defaultProtocol = messageProtocolFor(account, connector);
  const protocol = protocolChoice && supported.includes(protocolChoice) ? protocolChoice : defaultProtocol;
  // A signature stays on screen after an edit (nothing signed is thrown away), but never reads as
  // the signature of what the form now holds.
  const signedFor = signing.variables;
  const stale =
    signed !== undefined &&
    signedFor !== undefined &&
    (signedFor.message !== message ||
      signedFor.account.address !== account?.address ||
      signedFor.protocol !== protocol);

  function sign() {
    if (!account) return;
    signing.reset();
    // The typed message stays whatever the outcome; a failure reads "Failed to sign message".
    signing.mutate({ account, message, protocol });
  }

  return (
    <section className="page">
      <h1>{en.nav.signMessage}</h1>
      {!connector || accounts.length === 0 ? (
        <p className="muted">{en.notConnected}</p>
      ) : (
        <form
          className="card"
          onSubmit={(event) => {
            event.preventDefault();
            sign();
          }}
        >
          <label className="field">
            <span>{en.signMessage.address}</span>
            <select
              value={account?.address}
              onChange={(e) => setAddress(e.target.value)}
              data-testid="sign-message-address"
            >
              {accounts.map((a) => (
                <option key={a.address} value={a.address}>
                  {a.purpose === 'payment' ? en.purposes.payment : en.purposes.ordinals} · {a.address}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{en.signMessage.protocol}</span>
            <select
              value={protocol}
              onChange={(e) => setProtocolChoice(e.target.value as MessageProtocol)}
              data-testid="sign-message-protocol"
            >
              {(['bip322', 'ecdsa'] as const).map((p) => (
                <option key={p} value={p} disabled={!supported.includes(p)}>
                  {en.signMessage.protocols[p]}
                  {p === defaultProtocol ? ` (${en.signMessage.default})` : ''}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{en.signMessage.message}</span>
            <textarea
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              data-testid="sign-message-input"
              rows={4}
            />
          </label>
          <button type="submit" className="button primary" disabled={busy} data-testid="sign-message-submit">
            {busy ? en.signMessage.waiting : en.signMessage.submit}
          </button>
          <CancelButton busy={busy} onCancel={signing.cancel} />
          <ErrorMessage error={signing.error} />
          {signed ? (
            <div className="result">
              <label className="field">
                <span>
                  {en.signMessage.signature} ({en.signMessage.protocols[signed.protocol]})
                </span>
                <textarea readOnly value={signed.signature} data-testid="signature-output" rows={3} />
              </label>
              <div className="row">
                <CopyButton text={signed.signature} />
                <span
                  data-testid="signature-verified"
                  data-verified={signed.verified}
                  className={signed.verified ? 'success' : 'error-text'}
                >
                  {!signed.verified
                    ? en.signMessage.notVerified
                    : stale
                      ? en.signMessage.verifiedAsSigned
                      : en.signMessage.verified}
                </span>
              </div>
              {stale ? (
                <p className="warning" data-testid="signature-stale">
                  {en.signMessage.stale}
                </p>
              ) : null}
            </div>
          ) : null}
        </form>
      )}
      <VerifyMessageForm />
    </section>
  );
}
