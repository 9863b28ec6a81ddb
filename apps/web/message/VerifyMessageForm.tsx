import { verifyMessage } from '@satchel/core';
import { useState } from 'react';
import { en } from '../locales/en-pages';

/** Checks any (address, message, signature), BIP-322 simple or BIP-137. */
export function VerifyMessageForm() {
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [signature, setSignature] = useState('');
  const [result, setResult] = useState<{ valid: boolean; protocol: string | undefined }>();

  return (
    <form
      className="card"
      onSubmit={(event) => {
        event.preventDefault();
        setResult(verifyMessage({ address: address.trim(), message, signature: signature.trim() }));
      }}
    >
      <h2>{en.verify.title}</h2>
      <label className="field">
        <span>{en.signMessage.address}</span>
        <input value={address} onChange={(e) => setAddress(e.target.value)} data-testid="verify-address" />
      </label>
      <label className="field">
        <span>{en.signMessage.message}</span>
        <textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          data-testid="verify-message"
          rows={3}
        />
      </label>
      <label className="field">
        <span>{en.signMessage.signature}</span>
        <input
          value={signature}
          onChange={(e) => setSignature(e.target.value)}
          data-testid="verify-signature"
        />
      </label>
      <button type="submit" className="button" data-testid="verify-submit">
        {en.verify.submit}
      </button>
      {result ? (
        <p
          data-testid="verify-result"
          data-valid={result.valid}
          className={result.valid ? 'success' : 'error-text'}
        >
          {result.valid
            ? en.verify.valid.replace('{protocol}', result.protocol === 'bip322' ? 'BIP-322' : 'BIP-137')
            : en.verify.invalid}
        </p>
      ) : null}
    </form>
  );
}
