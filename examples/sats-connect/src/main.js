import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { AddressPurpose, request } from 'sats-connect';
import { paymentPsbt, signedInputs, signInMessage, verifySignIn } from './devnet.js';

/** sats-connect answers `{status: 'success', result}` or `{status: 'error', error}`. */
async function call(method, params) {
  const response = await request(method, params);
  if (response.status === 'error') throw new Error(`${response.error.code}: ${response.error.message}`);
  return response.result;
}

let payment;
let ordinals;

/** Runs one step on click and shows its result (or its error) next to the button. */
function step(id, run) {
  const output = document.querySelector(`[data-testid="${id}"]`);
  document.getElementById(id).addEventListener('click', async () => {
    output.textContent = '…';
    try {
      output.textContent = await run();
    } catch (error) {
      output.textContent = `Error: ${error instanceof Error ? error.message : String(error)}`;
    }
  });
}

step('connect', async () => {
  const { addresses } = await call('wallet_connect', {
    addresses: [AddressPurpose.Payment, AddressPurpose.Ordinals],
    message: 'Connect to the sats-connect example',
  });
  payment = addresses.find((a) => a.purpose === AddressPurpose.Payment)?.address;
  ordinals = addresses.find((a) => a.purpose === AddressPurpose.Ordinals)?.address;
  return payment;
});

// Balances arrive as decimal strings of sats.
step('balance', async () => (await call('getBalance', null)).confirmed);

step('message', async () => {
  const message = await signInMessage(payment);
  const { signature } = await call('signMessage', { address: payment, message });
  const verdict = await verifySignIn(message, signature);
  return verdict.valid ? `signed in as ${verdict.address}` : `refused: ${verdict.reason}`;
});

step('psbt', async () => {
  const tx = await paymentPsbt(payment, ordinals, 5_000);
  const { psbt } = await call('signPsbt', {
    psbt: base64.encode(tx.toPSBT()),
    signInputs: { [payment]: [0] },
  });
  return `${signedInputs(btc.Transaction.fromPSBT(base64.decode(psbt)))} input signed`;
});

step(
  'send',
  async () => (await call('sendTransfer', { recipients: [{ address: ordinals, amount: 10_000 }] })).txid,
);
