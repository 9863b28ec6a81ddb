import { formatBtc } from '@satchel/core';
import {
  ConnectButton,
  useAccounts,
  useBalance,
  useDisconnect,
  useExecuteSend,
  usePlanSend,
  useSignMessage,
} from '@satchel/react';
import { type FormEvent, useState } from 'react';

/** One page: connect, the payment address's balance, a signed message, and a send. */
export function App() {
  const { payment, ordinals } = useAccounts();
  return (
    <main>
      <h1>Satchel in a React app</h1>
      {/* Opens the wallet chooser; renders nothing once connected. */}
      <ConnectButton />
      {payment ? (
        <>
          <Account address={payment.address} />
          <SignMessage />
          <Send suggestedRecipient={ordinals?.address ?? payment.address} />
        </>
      ) : null}
    </main>
  );
}

function Account({ address }: { address: string }) {
  const balance = useBalance(address);
  const { disconnect } = useDisconnect();
  return (
    <section>
      <h2>Account</h2>
      <p>
        Payment address: <code data-testid="payment-address">{address}</code>
      </p>
      <p>
        Balance:{' '}
        <output data-testid="balance">
          {balance.data ? `${formatBtc(balance.data.total)} BTC` : balance.error ? 'unavailable' : '…'}
        </output>{' '}
        <button type="button" onClick={() => void balance.refetch()}>
          Refresh balance
        </button>
      </p>
      <button type="button" onClick={() => void disconnect()}>
        Disconnect
      </button>
    </section>
  );
}

function SignMessage() {
  const { payment } = useAccounts();
  const sign = useSignMessage();
  const [message, setMessage] = useState('Hello from a Satchel app');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payment) sign.mutate({ account: payment, message });
  };
  return (
    <form onSubmit={submit}>
      <h2>Sign a message</h2>
      <label>
        Message <input value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>{' '}
      <button type="submit" disabled={sign.isPending}>
        Sign
      </button>
      {sign.data ? (
        <p>
          <code data-testid="signature">{sign.data.signature}</code>{' '}
          <span data-testid="verified">{sign.data.verified ? 'verified' : 'not verified'}</span>
        </p>
      ) : null}
      {/* Every failure is a SatchelError: a code and a message meant for people. */}
      {sign.error ? <p role="alert">{sign.error.message}</p> : null}
    </form>
  );
}

function Send({ suggestedRecipient }: { suggestedRecipient: string }) {
  const plan = usePlanSend();
  const send = useExecuteSend();
  const [recipient, setRecipient] = useState(suggestedRecipient);
  const [amount, setAmount] = useState('0.0001');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    send.reset();
    // Every check (address, network, amount, balance, fee) happens before the wallet is asked.
    const checked = await plan
      .mutateAsync({ recipient, amountText: amount, feeRate: 2 })
      .catch(() => undefined);
    if (checked) send.mutate({ plan: checked });
  };
  const error = plan.error ?? send.error;
  return (
    <form onSubmit={(event) => void submit(event)}>
      <h2>Send</h2>
      <label>
        To <input value={recipient} onChange={(e) => setRecipient(e.target.value)} size={64} />
      </label>{' '}
      <label>
        Amount (BTC) <input value={amount} onChange={(e) => setAmount(e.target.value)} size={12} />
      </label>{' '}
      <button type="submit" disabled={plan.isPending || send.isPending}>
        Send
      </button>
      {send.data?.kind === 'proposed' ? (
        // A co-signed account's wallet proposes the send to its co-signers: nothing is broadcast yet.
        <p>Sent to your wallet's co-signers, not broadcast yet.</p>
      ) : send.data ? (
        <p>
          Sent: <code data-testid="txid">{send.data.txid}</code>
        </p>
      ) : null}
      {error ? <p role="alert">{error.message}</p> : null}
    </form>
  );
}
