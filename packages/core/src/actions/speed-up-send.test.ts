import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../../../../test/caught';
import { signingWallet, strangerAddress } from '../../../../test/rbf/signing-wallet';
import { createDevnet, type Devnet } from '../../../devnet/src';
import { createExplorerClient, type ExplorerClient } from '../clients/explorer';
import { ErrorCode, Messages } from '../primitives/errors';
import { minimumReplacementFee, spentOutpoints } from '../protocol/send';
import { type ExecuteSendParameters, executeSend } from './execute-send';
import { ASSETS_UNCONFIRMED } from './internal/asset-safety';
import { planSend } from './plan-send';
import { speedUpSend } from './speed-up-send';
import { trackTransaction } from './track-transaction';

/** An app-built send's txid: such a send is always broadcast. */
async function broadcastSend(params: ExecuteSendParameters): Promise<string> {
  const outcome = await executeSend(params);
  if (outcome.kind !== 'broadcast') throw new Error('expected a broadcast send');
  return outcome.txid;
}

/**
 * Against the devnet: a real chain whose mempool applies Bitcoin Core's replacement rules
 * (BIP-125 rules 3 and 4, the feerate rule), reached through the real explorer client; the
 * wallet is a key that signs whatever PSBT it is handed.
 */
let devnet: Devnet;
let explorer: ExplorerClient;

beforeAll(async () => {
  devnet = await createDevnet();
  explorer = createExplorerClient({ baseUrl: `${devnet.url}/api` });
});
afterAll(() => devnet.close());

type Wallet = ReturnType<typeof signingWallet>;

async function send(wallet: Wallet, recipient: string, amountText: string, feeRate: number) {
  const plan = await planSend({
    connector: wallet.connector,
    explorer,
    network: 'regtest',
    payment: wallet.payment,
    recipient,
    amountText,
    feeRate,
  });
  if (plan.mode !== 'psbt') throw new Error('expected an app-built send');
  const txid = await broadcastSend({ plan, connector: wallet.connector, explorer });
  return { plan, txid };
}

const speedUp = (wallet: Wallet, txid: string, feeRate: number, extra = {}) =>
  speedUpSend({ explorer, network: 'regtest', payment: wallet.payment, txid, feeRate, ...extra });

const vsizeOf = (tx: { weight: number }) => Math.ceil(tx.weight / 4);

describe('speedUpSend (BIP-125)', () => {
  it('pays the same recipient the same amount at the higher rate, from the change, and replaces the original', async () => {
    const wallet = signingWallet('speed-up');
    const recipient = strangerAddress('speed-up');
    await devnet.faucet(wallet.address, 1_000_000, { confirm: true });
    const original = await send(wallet, recipient, '0.003', 2);
    const before = await explorer.getTx(original.txid);

    const plan = await speedUp(wallet, original.txid, 10);
    expect(plan).toMatchObject({
      mode: 'psbt',
      kind: 'speed-up',
      replaces: original.txid,
      recipients: [{ address: recipient, amount: 300_000n }],
      amount: 300_000n,
      from: wallet.address,
      inputCount: 1,
      addedInputs: 0,
      originalFee: BigInt(before?.fee ?? 0),
      feeWarnings: [],
    });
    expect(plan.feeRate).toBeGreaterThanOrEqual(10);
    expect(spentOutpoints(plan.psbtBase64)).toEqual(spentOutpoints(original.plan.psbtBase64));

    const txid = await broadcastSend({ plan, connector: wallet.connector, explorer });
    const replacement = await explorer.getTx(txid);
    expect(await explorer.getTx(original.txid)).toBeUndefined();
    expect(replacement?.fee).toBe(Number(plan.fee));
    expect((replacement?.fee ?? 0) / vsizeOf(replacement ?? { weight: 1 })).toBeGreaterThanOrEqual(10);
    expect(replacement?.vout.map((o) => [o.scriptpubkey_address, o.value])).toEqual([
      [recipient, 300_000],
      [wallet.address, 1_000_000 - 300_000 - Number(plan.fee)],
    ]);

    const spends = spentOutpoints(original.plan.psbtBase64);
    expect(await trackTransaction({ explorer, txid: original.txid, spends })).toMatchObject({
      txid: original.txid,
      status: { state: 'replaced', by: txid, confirmed: false },
    });
    await devnet.mine();
    expect(await trackTransaction({ explorer, txid: original.txid, spends, follow: [txid] })).toMatchObject({
      txid,
      status: { state: 'confirmed' },
      replaced: [{ txid: original.txid, by: txid }],
    });
  });

  it('pays the least BIP-125 accepts when the chosen rate is not above the original', async () => {
    const wallet = signingWallet('minimum');
    await devnet.faucet(wallet.address, 500_000, { confirm: true });
    const original = await send(wallet, strangerAddress('minimum'), '0.001', 6);
    const tx = await explorer.getTx(original.txid);
    const old = { fee: BigInt(tx?.fee ?? 0), vsize: vsizeOf(tx ?? { weight: 1 }) };

    const plan = await speedUp(wallet, original.txid, 3);
    expect(plan.fee).toBe(minimumReplacementFee(old, plan.vsize));
    // Rule 4 at Core 29.1's 0.1 sat/vB incremental relay fee.
    expect(plan.fee).toBe(old.fee + BigInt(Math.ceil(plan.vsize / 10)));
    expect(plan.feeRate).toBeGreaterThan(6);
    const txid = await broadcastSend({ plan, connector: wallet.connector, explorer });
    expect((await explorer.getTx(txid))?.fee).toBe(Number(plan.fee));
  });

  it('sends at 0.2 sat/vB and speeds it up by 0.1 sat/vB, both accepted by the devnet', async () => {
    const wallet = signingWallet('sub-sat');
    await devnet.faucet(wallet.address, 500_000, { confirm: true });
    const original = await send(wallet, strangerAddress('sub-sat'), '0.001', 0.2);
    const tx = await explorer.getTx(original.txid);
    expect(tx?.fee).toBe(Math.ceil(vsizeOf(tx ?? { weight: 1 }) * 0.2));

    const old = { fee: BigInt(tx?.fee ?? 0), vsize: vsizeOf(tx ?? { weight: 1 }) };
    const plan = await speedUp(wallet, original.txid, 0.3);
    expect(plan.fee).toBe(minimumReplacementFee(old, plan.vsize));
    expect(plan.fee).toBe(old.fee + BigInt(Math.ceil(plan.vsize / 10)));
    const txid = await broadcastSend({ plan, connector: wallet.connector, explorer });
    expect((await explorer.getTx(txid))?.fee).toBe(Number(plan.fee));
    expect(await explorer.getTxStatus(original.txid)).toEqual({ state: 'unknown' });
  });

  it('adds a confirmed coin of the payment address when the change cannot pay, never an unconfirmed one', async () => {
    const wallet = signingWallet('extra-coin');
    const small = await devnet.faucet(wallet.address, 100_000, { confirm: true });
    const spare = await devnet.faucet(wallet.address, 50_000, { confirm: true });
    const original = await send(wallet, strangerAddress('extra-coin'), '0.00098', 2);
    expect(spentOutpoints(original.plan.psbtBase64)).toEqual([expect.stringMatching(`^${small.txid}:`)]);
    // Larger, but unconfirmed: BIP-125 rule 2 keeps it out of a replacement.
    const pending = await devnet.faucet(wallet.address, 80_000, { confirm: false });

    const plan = await speedUp(wallet, original.txid, 40);
    expect(plan.addedInputs).toBe(1);
    const inputs = spentOutpoints(plan.psbtBase64);
    expect(inputs[0]?.startsWith(`${small.txid}:`)).toBe(true);
    expect(inputs[1]?.startsWith(`${spare.txid}:`)).toBe(true);
    expect(inputs.some((o) => o.startsWith(pending.txid))).toBe(false);
    expect(wallet.requests).toHaveLength(1);
    const txid = await broadcastSend({ plan, connector: wallet.connector, explorer });
    expect(wallet.requests[1]?.signInputs).toEqual({ [wallet.address]: [0, 1] });
    const replacement = await explorer.getTx(txid);
    expect(replacement?.vout[0]?.value).toBe(98_000);
    expect(replacement?.fee).toBe(Number(plan.fee));
  });

  it('never adds a coin the index reports carrying an inscription or a rune', async () => {
    const wallet = signingWallet('protected');
    await devnet.faucet(wallet.address, 100_000, { confirm: true });
    const inscribed = await devnet.faucet(wallet.address, 50_000, { confirm: true });
    const original = await send(wallet, strangerAddress('protected'), '0.00098', 2);
    const utxos = await explorer.getUtxos(wallet.address);
    const marked = utxos.find((u) => u.txid === inscribed.txid);
    const assets = {
      assetStatus: async () => ({
        free: new Set<string>(),
        protected: new Set([`${marked?.txid}:${marked?.vout}`]),
      }),
    };

    const refused = await rejection(speedUp(wallet, original.txid, 40, { assets }));
    expect(refused.code).toBe(ErrorCode.INSUFFICIENT_FUNDS);

    // Without the index's answer, an address that may hold assets lends nothing at all.
    const down = { assetStatus: async () => Promise.reject(new Error('index down')) };
    const unknown = await rejection(
      speedUp(wallet, original.txid, 40, { assets: down, ordinalsAddress: wallet.address }),
    );
    expect(unknown.message).toBe(ASSETS_UNCONFIRMED);
    // The change alone still pays a smaller bump: nothing else is needed.
    const modest = await speedUp(wallet, original.txid, 5, { assets: down, ordinalsAddress: wallet.address });
    expect(modest.addedInputs).toBe(0);
  });

  it('refuses a confirmed send, an unknown one, one spent by a later send and one from another address', async () => {
    const wallet = signingWallet('refusals');
    const other = signingWallet('refusals-other');
    await devnet.faucet(wallet.address, 400_000, { confirm: true });
    await devnet.faucet(other.address, 400_000, { confirm: true });
    const first = await send(wallet, strangerAddress('refusals'), '0.001', 2);
    // The only coin left is the first send's change: the second send spends it.
    await send(wallet, strangerAddress('refusals-2'), '0.001', 2);
    const child = await rejection(speedUp(wallet, first.txid, 10));
    expect(child.message).toBe(
      'A later transaction spends this one; replacing it would cancel that one as well.',
    );

    const foreign = await send(other, strangerAddress('refusals-3'), '0.001', 2);
    const notOurs = await rejection(speedUp(wallet, foreign.txid, 10));
    expect(notOurs.message).toBe('Only a send from your payment address can be replaced here.');

    await devnet.mine();
    const confirmed = await rejection(speedUp(wallet, first.txid, 10));
    expect(confirmed).toMatchObject({
      code: ErrorCode.INVALID_REQUEST,
      message: 'This transaction is already confirmed.',
    });
    const gone = await rejection(speedUp(wallet, 'ab'.repeat(32), 10));
    expect(gone.code).toBe(ErrorCode.INVALID_REQUEST);
    expect(await rejection(speedUp(wallet, first.txid, 10, { payment: undefined }))).toMatchObject({
      message: Messages.noConnectedAddress,
    });
  });

  it('flags a fee above the amount sent, as the send review does', async () => {
    const wallet = signingWallet('guard');
    await devnet.faucet(wallet.address, 400_000, { confirm: true });
    const original = await send(wallet, strangerAddress('guard'), '0.00001', 2);
    const plan = await speedUp(wallet, original.txid, 30, { fastestRate: 2 });
    expect(plan.feeWarnings).toEqual(['fee-above-amount', 'rate-above-ceiling']);
    expect(plan.feeCeiling).toBe(10);
  });

  it('broadcasts nothing when the wallet returns another transaction than the replacement reviewed', async () => {
    const wallet = signingWallet('tamper');
    await devnet.faucet(wallet.address, 400_000, { confirm: true });
    const original = await send(wallet, strangerAddress('tamper'), '0.001', 2);
    const plan = await speedUp(wallet, original.txid, 10);
    wallet.tamperWith((tx) => tx.updateOutput(1, { amount: (tx.getOutput(1).amount ?? 0n) - 1_000n }));
    const error = await rejection(executeSend({ plan, connector: wallet.connector, explorer }));
    expect(error.message).toBe(Messages.walletChangedTransaction);
    expect((await explorer.getTx(original.txid))?.status.confirmed).toBe(false);
  });
});
