import { base64, base64urlnopad, hex, utf8 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { ring, stranger } from '../../../../test/devwallet/psbt-fixtures';
import { SUBJECT } from '../../../../test/subjects';
import { DEFAULT_MNEMONIC, type Family, resolveConfig } from '../config';
import { deriveKeyRing } from '../keys';
import { DevWallet } from '../wallet';
import { createUnisat } from './unisat';
import { createV1TokenMethods } from './v1-token';

/** Magic Eden answers mainnet addresses whatever the wallet is set to. */
const mainnet = deriveKeyRing(DEFAULT_MNEMONIC, 'mainnet');

/** Our payment coin of `value` sats paid to a stranger: one input the wallet owns. */
function payment(value: bigint, from = ring): btc.Transaction {
  const tx = new btc.Transaction();
  tx.addInput({
    txid: new Uint8Array(32).fill(Number(value % 200n)),
    index: 0,
    witnessUtxo: { script: from.payment.script, amount: value },
  });
  tx.addOutput({ script: stranger.payment.script, amount: value - 300n });
  return tx;
}

function connectedWallet(family: Family) {
  // The regtest default explorer is the devnet on 127.0.0.1: mainnet keys may sign against it.
  const wallet = new DevWallet(
    resolveConfig({ mnemonic: DEFAULT_MNEMONIC, network: 'regtest', impersonate: [family] }),
  );
  wallet.permissions.grant(family);
  return wallet;
}

/** Resolves once the wallet shows a prompt (or at once if one is waiting). */
const prompted = (wallet: DevWallet) =>
  new Promise<void>((resolve) => {
    if (wallet.approvals.current()) return resolve();
    const off = wallet.approvals.onChange(() => {
      if (!wallet.approvals.current()) return;
      off();
      resolve();
    });
  });

const token = (payload: unknown) =>
  `${base64urlnopad.encode(utf8.decode('{"typ":"JWT","alg":"none"}'))}.${base64urlnopad.encode(utf8.decode(JSON.stringify(payload)))}.`;

const signedInput0 = (psbt: string) => {
  const input = btc.Transaction.fromPSBT(
    /^[0-9a-f]+$/i.test(psbt) ? hex.decode(psbt) : base64.decode(psbt),
  ).getInput(0);
  return Boolean(input.partialSig?.length || input.finalScriptWitness?.length);
};

const TO_SIGN = { toSignInputs: [{ index: 0, address: ring.payment.address }] };

describe('Unisat signPsbts: one approval for the whole batch', () => {
  it('shows one prompt listing every PSBT, then signs them all', async () => {
    const wallet = connectedWallet(SUBJECT.injected);
    const unisat = createUnisat(wallet) as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const psbts = [payment(10_000n), payment(20_000n), payment(30_000n)].map((tx) => hex.encode(tx.toPSBT()));
    const signing = unisat.signPsbts?.(psbts, [
      { ...TO_SIGN, autoFinalized: false },
      TO_SIGN,
      { ...TO_SIGN, autoFinalized: false },
    ]);
    await prompted(wallet);
    const shown = wallet.approvals.pending();
    expect(shown.map((p) => [p.method, p.title])).toEqual([['signPsbts', 'Sign 3 transactions?']]);
    expect(shown[0]?.details.filter(([label]) => label.endsWith(' fee')).map(([, v]) => v)).toEqual([
      '300 sats',
      '300 sats',
      '300 sats',
    ]);
    wallet.approvals.decide(true);
    const signed = (await signing) as string[];
    expect(signed).toHaveLength(3);
    expect(signed.map(signedInput0)).toEqual([true, true, true]);
    // autoFinalized defaults to true, per PSBT.
    const finals = signed.map((psbt) => btc.Transaction.fromPSBT(hex.decode(psbt)).isFinal);
    expect(finals).toEqual([false, true, false]);
    expect(wallet.approvals.pending()).toEqual([]);
  });

  it('a refusal refuses the whole batch with the plain 4001 object', async () => {
    const wallet = connectedWallet(SUBJECT.injected);
    const unisat = createUnisat(wallet) as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const psbts = [payment(10_000n), payment(20_000n)].map((tx) => hex.encode(tx.toPSBT()));
    const signing = unisat.signPsbts?.(psbts, [TO_SIGN, TO_SIGN]).catch((e: unknown) => e);
    await prompted(wallet);
    wallet.approvals.decide(false);
    expect(await signing).toEqual({ code: 4001, message: 'User rejected the request.' });
  });

  it('refuses a batch with a bad entry before any prompt', async () => {
    const wallet = connectedWallet(SUBJECT.injected);
    const unisat = createUnisat(wallet) as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const psbts = [payment(10_000n), payment(20_000n)].map((tx) => hex.encode(tx.toPSBT()));
    const wrong = { toSignInputs: [{ index: 0, address: stranger.payment.address }] };
    const error = await unisat.signPsbts?.(psbts, [TO_SIGN, wrong]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: -32602, message: 'invalid address in toSignInput' });
    expect(wallet.approvals.pending()).toEqual([]);
  });
});

describe('v1 signMultipleTransactions: one approval for the whole batch', () => {
  it('answers {psbtBase64} per entry after one prompt', async () => {
    const wallet = connectedWallet(SUBJECT.standardSatsConnect);
    const methods = createV1TokenMethods(wallet, SUBJECT.standardSatsConnect);
    const psbts = [payment(10_000n, mainnet), payment(20_000n, mainnet)].map((tx) => ({
      psbtBase64: base64.encode(tx.toPSBT()),
      inputsToSign: [{ address: mainnet.payment.address, signingIndexes: [0] }],
    }));
    const signing = methods.signMultipleTransactions?.(
      token({ network: { type: 'Mainnet' }, message: 'm', psbts }),
    );
    await prompted(wallet);
    expect(wallet.approvals.pending().map((p) => p.title)).toEqual(['Sign 2 transactions?']);
    wallet.approvals.decide(true);
    const answers = (await signing) as { psbtBase64: string }[];
    expect(answers.map((a) => signedInput0(a.psbtBase64))).toEqual([true, true]);
  });
});
