import { useMemo, useState } from 'react';
import type { Account, MessageProtocol } from '../../core/connectors/types';
import { Errors, isSatchelError } from '../../core/errors';
import { defaultMessageProtocol, verifyMessage } from '../../core/message';
import { useAccounts, useConnector } from '../../react';
import { CancelButton } from '../components/CancelButton';
import { CopyButton } from '../components/CopyButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { useWalletRequest } from '../hooks/useWalletRequest';
import { en } from '../locales/en';
import { VerifyMessageForm } from './VerifyMessageForm';

interface Signed {
  signature: string;
  address: string;
  protocol: MessageProtocol;
  verified: boolean;
}

function protocolFor(account: Account | undefined, supported: readonly MessageProtocol[]): MessageProtocol {
  const preferred = defaultMessageProtocol(account?.addressType ?? '');
  return supported.includes(preferred) ? preferred : (supported[0] ?? 'ecdsa');
}

export default function SignMessagePage() {
  const { accounts } = useAccounts();
  const connector = useConnector();
  const [address, setAddress] = useState<string>();
  const [message, setMessage] = useState('');
  const [protocolChoice, setProtocolChoice] = useState<MessageProtocol>();
  const [signed, setSigned] = useState<Signed>();
  const [error, setError] = useState<unknown>();
  const { run, cancel, busy } = useWalletRequest();

  const account = accounts.find((a) => a.address === address) ?? accounts[0];
  const supported = connector?.capabilities.messageProtocols ?? [];
  const defaultProtocol = useMemo(() => protocolFor(account, supported), [account, supported]);
  const protocol = protocolChoice && supported.includes(protocolChoice) ? protocolChoice : defaultProtocol;

  async function sign() {
    if (!connector || !account) return;
    setError(undefined);
    setSigned(undefined);
    try {
      const result = await run((signal) =>
        connector.signMessage({ address: account.address, message, protocol }, { signal }),
      );
      const check = verifyMessage({
        address: result.address || account.address,
        message,
        signature: result.signature,
      });
      setSigned({ ...result, verified: check.valid });
    } catch (cause) {
      // SPEC R5.3: one message, the wallet's reason as detail; the typed message stays.
      const details = isSatchelError(cause) ? (cause.details ?? cause.message) : String(cause);
      setError(Errors.signMessageFailed({ details, cause }));
    }
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
            void sign();
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
          <CancelButton busy={busy} onCancel={cancel} />
          <ErrorMessage error={error} />
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
                  {signed.verified ? en.signMessage.verified : en.signMessage.notVerified}
                </span>
              </div>
            </div>
          ) : null}
        </form>
      )}
      <VerifyMessageForm />
    </section>
  );
}
