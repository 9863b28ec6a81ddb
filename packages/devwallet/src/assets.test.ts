import { runeValue } from '@satchel/core/runes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKey } from '../../../test/devnet/chain';
import { etch, inscribeText } from '../../../test/ord/helpers';
import { SUBJECT } from '../../../test/subjects';
import { createDevnet, type Devnet } from '../../devnet/src/index';
import { runeHoldings, sendInscriptions, sendRunes } from './assets';
import { resolveConfig } from './config';
import { deriveKeyRing } from './keys';
import { checkUtxos } from './ord-assets';
import { DevWallet } from './wallet';

/**
 * The Dev Wallet's asset sends against a real devnet: the transactions it builds and signs must be
 * accepted (signatures, fees, standardness), and the devnet's ord index must then show each asset
 * where the send put it, to the exact amount.
 */
let devnet: Devnet;
let wallet: DevWallet;
const stranger = deriveKeyRing(
  'legal winner thank year wave sausage worth useful legal winner thank yellow',
  'regtest',
);
const funder = testKey('devwallet assets funder');

async function ord<T>(path: string): Promise<T> {
  const response = await fetch(`${devnet.url}/ord${path}`, { headers: { Accept: 'application/json' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const inscribeTo = (address: string, text: string) => inscribeText(devnet.url, address, text);

type Located = { address: string; satpoint: string; value: number };

beforeAll(async () => {
  devnet = await createDevnet({ port: 0 });
  wallet = new DevWallet(resolveConfig({ esploraUrl: `${devnet.url}/api`, autoApprove: true }));
  await devnet.faucet(wallet.keys().payment.address, 1_000_000, { confirm: true });
});

afterAll(async () => {
  await devnet?.close();
});

describe('Dev Wallet inscription sends', () => {
  it('moves two inscriptions with their postage; the fee comes from clean payment coins', async () => {
    const ring = wallet.keys();
    const first = await inscribeTo(ring.ordinals.address, 'first');
    const second = await inscribeTo(ring.ordinals.address, 'second');
    const txid = await sendInscriptions(
      wallet,
      SUBJECT.satsConnect,
      'ord_sendInscriptions',
      [
        { address: stranger.ordinals.address, inscriptionId: first.id },
        { address: stranger.payment.address, inscriptionId: second.id },
      ],
      { holders: [ring.ordinals, ring.payment], feeAccount: ring.payment },
    );
    await devnet.mine(1);
    const a = await ord<Located>(`/inscription/${first.id}`);
    const b = await ord<Located>(`/inscription/${second.id}`);
    expect(a).toMatchObject({ address: stranger.ordinals.address, satpoint: `${txid}:0:0`, value: 10_000 });
    expect(b).toMatchObject({ address: stranger.payment.address, satpoint: `${txid}:1:0`, value: 10_000 });
  });

  it('refuses an inscription the wallet does not hold, before any prompt', async () => {
    const theirs = await inscribeTo(stranger.ordinals.address, 'not yours');
    const ring = wallet.keys();
    await expect(
      sendInscriptions(
        wallet,
        SUBJECT.satsConnect,
        'ord_sendInscriptions',
        [{ address: ring.ordinals.address, inscriptionId: theirs.id }],
        { holders: [ring.ordinals, ring.payment], feeAccount: ring.payment },
      ),
    ).rejects.toMatchObject({ kind: 'invalid-params' });
  });
});

describe('Dev Wallet rune sends', () => {
  it('reads the balance raw and sends to two recipients, the rest back to the owner', async () => {
    const ring = wallet.keys();
    const etched = etch(
      devnet.node,
      funder,
      { etching: { rune: runeValue('DEVWALLETASSETS'), divisibility: 2, symbol: 'D', premine: 100_000n } },
      { outputs: [{ script: ring.ordinals.script, amount: 10_000n }] },
    );
    const before = await runeHoldings(wallet, [ring.ordinals, ring.payment]);
    expect(before).toEqual([
      {
        rune: expect.objectContaining({ id: etched.id, spacedName: 'DEVWALLETASSETS', divisibility: 2 }),
        amount: 100_000n,
        spendable: 100_000n,
      },
    ]);
    const txid = await sendRunes(
      wallet,
      SUBJECT.satsConnect,
      'runes_transfer',
      [
        { rune: 'DEVWALLETASSETS', amount: 12_345n, address: stranger.ordinals.address },
        { rune: etched.id, amount: 655n, address: stranger.payment.address },
      ],
      { holders: [ring.ordinals, ring.payment], feeAccount: ring.payment },
    );
    const pending = await runeHoldings(wallet, [ring.ordinals]);
    expect(pending[0]).toMatchObject({ amount: 100_000n, spendable: 0n });
    await devnet.mine(1);
    type Out = { address: string; value: number; runes: Record<string, { amount: number }> };
    const outs = await ord<Out[]>(`/outputs/${stranger.ordinals.address}?type=runic`);
    expect(outs).toEqual([
      expect.objectContaining({
        value: 546,
        runes: { DEVWALLETASSETS: expect.objectContaining({ amount: 12_345 }) },
      }),
    ]);
    const toPayment = await ord<Out>(`/output/${txid}:2`);
    expect(toPayment).toMatchObject({ address: stranger.payment.address, value: 546 });
    expect(toPayment.runes.DEVWALLETASSETS?.amount).toBe(655);
    const back = await ord<Out>(`/output/${txid}:0`);
    expect(back).toMatchObject({ address: ring.ordinals.address, value: 10_000 });
    expect(back.runes.DEVWALLETASSETS?.amount).toBe(100_000 - 12_345 - 655);
    // The etching's inscription shared the rune output: it stayed with the owner.
    const etching = await ord<Located>(`/inscription/${etched.tx.id}i0`);
    expect(etching).toMatchObject({ address: ring.ordinals.address, satpoint: `${txid}:0:0` });
    const after = await runeHoldings(wallet, [ring.ordinals, ring.payment]);
    expect(after[0]).toMatchObject({ amount: 87_000n, spendable: 87_000n });
  });

  it('refuses to send more than the wallet holds', async () => {
    const ring = wallet.keys();
    await expect(
      sendRunes(
        wallet,
        SUBJECT.satsConnect,
        'runes_transfer',
        [{ rune: 'DEVWALLETASSETS', amount: 10n ** 9n, address: stranger.ordinals.address }],
        { holders: [ring.ordinals], feeAccount: ring.payment },
      ),
    ).rejects.toThrow(/Insufficient DEVWALLETASSETS/);
  });
});

describe('Dev Wallet bitcoin sends protect assets', () => {
  it('never spends an inscribed coin of the sending address', async () => {
    const ring = wallet.keys();
    const kept = await inscribeTo(ring.payment.address, 'kept');
    const where = await ord<Located>(`/inscription/${kept.id}`);
    const utxos = await wallet.utxos(ring.payment.address);
    const total = utxos.reduce((sum, u) => sum + u.value, 0);
    // Ask for all but the inscription's postage and a fee margin: only the clean coins can pay it.
    await wallet.sendTransfer(SUBJECT.satsConnect, 'sendTransfer', [
      { address: stranger.payment.address, amount: BigInt(total - 10_000 - 5_000) },
    ]);
    await devnet.mine(1);
    expect((await ord<Located>(`/inscription/${kept.id}`)).satpoint).toBe(where.satpoint);
    await expect(
      wallet.sendTransfer(SUBJECT.satsConnect, 'sendTransfer', [
        { address: stranger.payment.address, amount: 6_000n },
      ]),
    ).rejects.toThrow(/Insufficient funds/);
  });

  it('still sends when the index is down, every coin then counting as unknown', async () => {
    const fault = devnet.faults.add({ path: '/ord/*', status: 503 });
    try {
      const utxos = await wallet.utxos(wallet.keys().payment.address);
      const checked = await checkUtxos(`${devnet.url}/ord`, utxos);
      expect(checked).toEqual({ free: [], unknown: utxos, unchecked: true });
    } finally {
      devnet.faults.clear();
      void fault;
    }
  });
});
