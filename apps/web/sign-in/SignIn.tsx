import { useAccounts, useSignIn } from '@satchel/react';
import { useState } from 'react';
import { CancelButton } from '../components/CancelButton';
import { ErrorMessage } from '../components/ErrorMessage';
import { en } from '../locales/en-pages';

/**
 * Sign in with Bitcoin. On the devnet the nonce comes from, and the signature goes
 * back to, the devnet's sign-in server, so the whole round trip runs; elsewhere the page makes the
 * nonce and checks the signature itself.
 */
export default function SignInPage({ signInServiceUrl }: { signInServiceUrl: string | undefined }) {
  const { payment } = useAccounts();
  const signing = useSignIn();
  const [statement, setStatement] = useState('');
  const outcome = signing.data;
  const verdict = outcome?.server ?? (outcome ? localVerdict(outcome.check) : undefined);

  return (
    <section className="page">
      <h1>{en.nav.signIn}</h1>
      {!payment ? <p className="muted">{en.notConnected}</p> : null}
      <form
        className="card"
        onSubmit={(event) => {
          event.preventDefault();
          signing.mutate({
            ...(statement.trim() ? { statement: statement.trim() } : {}),
            ...(signInServiceUrl ? { serviceUrl: signInServiceUrl } : {}),
          });
        }}
      >
        <p className="muted">{en.signIn.intro}</p>
        <label className="field">
          <span>{en.signIn.statement}</span>
          <input
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
            data-testid="signin-statement"
            autoComplete="off"
          />
        </label>
        <button
          type="submit"
          className="button primary"
          disabled={!payment || signing.isPending}
          data-testid="signin-submit"
        >
          {signing.isPending ? en.signMessage.waiting : en.signIn.submit}
        </button>
        <CancelButton busy={signing.isPending} onCancel={signing.cancel} />
        <ErrorMessage error={signing.error} />
      </form>
      {outcome && verdict ? (
        <div className="card" data-testid="signin-result" data-valid={verdict.valid}>
          <p className={verdict.valid ? 'success' : 'error-text'}>
            {verdict.valid
              ? en.signIn.valid.replace('{address}', verdict.address ?? '')
              : en.signIn.invalid.replace('{reason}', verdict.reason ?? '')}
          </p>
          <p className="muted">{outcome.server ? en.signIn.server : en.signIn.local}</p>
          <label className="field">
            <span>{en.signIn.message}</span>
            <textarea readOnly value={outcome.message} rows={9} data-testid="signin-message" />
          </label>
          <label className="field">
            <span>{en.signIn.signature}</span>
            <textarea readOnly value={outcome.signature} rows={2} data-testid="signin-signature" />
          </label>
        </div>
      ) : null}
    </section>
  );
}

/** The local check in the same shape as a server answer. */
function localVerdict(check: { valid: boolean; address?: string; reason?: string }) {
  return check;
}
