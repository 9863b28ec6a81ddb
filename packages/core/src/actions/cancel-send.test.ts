import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../../../../test/caught';
import { signingWallet, strangerAddress } from '../../../../test/rbf/signing-wallet';
import { createDevnet, type Devnet } from '../../../devnet/src';
import { createExplorerClient, type ExplorerClient } from '../clients/explorer';
import { ErrorCode } from '../primitives/errors';
import { spentOutpoints } from '../protocol/send';
import { cancelSend } from './cancel-send';
import { type ExecuteSendParameters, executeSend } from './execute-send';
import { planSend } from './plan-send';
import { trackTransaction } from './track-transaction';

/** An app-built send's txid: such a send is always broadcast. */
async function broadcastSend(params: ExecuteSendParameters): Promise<string> {
  const outcome = await executeSend(params);
  if (outcome.kind !== 'broadcast') throw new Error('expected a broadcast send');
  return outcome.txid;
}

/** Against the devnet, whose mempool applies Bitcoin Core's replacement rules (full RBF). */
let devnet: Devnet;
let explorer: ExplorerClient;

beforeAll(async () => {
  devnet = await createDevnet();
  explorer = createExplorerClient({ baseUrl: `${devnet.url}/api` });
});
afterAll(() => devnet.close());

async function sendFrom(wallet: ReturnType<typeof signingWallet>, recipient: string, amountText: string) {
  const plan = await planSend({
    connector: wallet.connector,
    explorer,
    network: 'regtest',
    payment: wallet.payment,
    recipient,
    amountText,
    feeRate: 2,
  });
  if (plan.mode !== 'psbt') throw new Error('expected an app-built send');
  return { plan, txid: await broadcastSend({ plan, connector: wallet.connector, explorer }) };
}

describe('cancelSend (BIP-125)', () => {
  it('replaces the send with one paying everything back to the payment address; the payment never happens', async () => {
    const wallet = signingWallet('cancel');
    const recipient = strangerAddress('cancel');
    await devnet.faucet(wallet.address, 600_000, { confirm: true });
    const original = await sendFrom(wallet, recipient, '0.002');

    const plan = await cancelSend({
      explorer,
      network: 'regtest',
      payment: wallet.payment,
      txid: original.txid,
      feeRate: 4,
    });
    expect(plan).toMatchObject({
      kind: 'cancel',
      replaces: original.txid,
      recipients: [{ address: wallet.address, amount: 600_000n - plan.fee }],
      inputCount: 1,
      addedInputs: 0,
      // Nothing leaves the wallet: only the rate is judged.
      feeWarnings: [],
    });
    expect(spentOutpoints(plan.psbtBase64)).toEqual(spentOutpoints(original.plan.psbtBase64));
    expect(plan.fee).toBeGreaterThan(original.plan.fee);

    const txid = await broadcastSend({ plan, connector: wallet.connector, explorer });
    await devnet.mine();
    const spends = spentOutpoints(original.plan.psbtBase64);
    expect(await trackTransaction({ explorer, txid: original.txid, spends })).toMatchObject({
      status: { state: 'replaced', by: txid, confirmed: true },
    });
    expect(await explorer.getBalance(recipient)).toMatchObject({ confirmed: 0n });
    const utxos = await explorer.getUtxos(wallet.address);
    expect(utxos.map((u) => [u.txid, u.value, u.confirmed])).toEqual([[txid, 600_000n - plan.fee, true]]);
  });

  it('flags only a rate above the ceiling, since nothing is sent', async () => {
    const wallet = signingWallet('cancel-guard');
    await devnet.faucet(wallet.address, 600_000, { confirm: true });
    const original = await sendFrom(wallet, strangerAddress('cancel-guard'), '0.00001');
    const plan = await cancelSend({
      explorer,
      network: 'regtest',
      payment: wallet.payment,
      txid: original.txid,
      feeRate: 60,
      fastestRate: 5,
    });
    expect(plan.feeWarnings).toEqual(['rate-above-ceiling']);
  });

  it('refuses a send that is already confirmed', async () => {
    const wallet = signingWallet('cancel-confirmed');
    await devnet.faucet(wallet.address, 600_000, { confirm: true });
    const original = await sendFrom(wallet, strangerAddress('cancel-confirmed'), '0.001');
    await devnet.mine();
    const error = await rejection(
      cancelSend({ explorer, network: 'regtest', payment: wallet.payment, txid: original.txid, feeRate: 4 }),
    );
    expect(error).toMatchObject({
      code: ErrorCode.INVALID_REQUEST,
      message: 'This transaction is already confirmed.',
    });
  });
});
