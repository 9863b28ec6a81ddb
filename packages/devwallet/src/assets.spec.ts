import { runeValue } from '@satchel/core/runes';
import { testKey } from '../../../test/devnet/chain';
import { ring, stranger } from '../../../test/emulator/psbt-fixtures';
import { openTestPage, TEST_ORIGIN } from '../../../test/emulator/test-page';
import { etch, inscribeText } from '../../../test/ord/helpers';
import { createDevnet, type Devnet } from '../../devnet/src/index';
import { expect, test } from './fixture';

/**
 * The asset methods through the injected globals, against a devnet and its ord index: Xverse's
 * runes_getBalance, runes_transfer and ord_sendInscriptions, Unisat's sendInscription and sendRunes.
 */
test.use({ devwallet: { autoApprove: true, esploraUrl: `${TEST_ORIGIN}/api` } });
test.describe.configure({ mode: 'serial' });

let devnet: Devnet;
let runeId = '';

const inscribeTo = async (address: string, text: string) =>
  (await inscribeText(devnet.url, address, text)).id;

async function ord<T>(path: string): Promise<T> {
  const response = await fetch(`${devnet.url}/ord${path}`, { headers: { Accept: 'application/json' } });
  return (await response.json()) as T;
}

test.beforeAll(async () => {
  devnet = await createDevnet({ port: 0 });
  await devnet.faucet(ring.payment.address, 1_000_000, { confirm: true });
  await devnet.faucet(ring.ordinals.address, 200_000, { confirm: true });
  runeId = etch(
    devnet.node,
    testKey('assets spec funder'),
    { etching: { rune: runeValue('SATCHELSPECRUNE'), spacers: 0b1000000, divisibility: 1, premine: 5_000n } },
    { outputs: [{ script: ring.ordinals.script, amount: 10_000n }] },
  ).id;
});

test.afterAll(async () => {
  await devnet?.close();
});

type Provider = {
  request(method: string, params?: unknown): Promise<{ result?: unknown; error?: { code: number } }>;
};

test('xverse: runes_getBalance, runes_transfer and ord_sendInscriptions', async ({ page }) => {
  const inscription = await inscribeTo(ring.ordinals.address, 'xverse spec');
  await openTestPage(page, { upstream: devnet.url });
  const call = (method: string, params: unknown) =>
    page.evaluate(
      ([m, p]) =>
        (
          window as unknown as { XverseProviders: { BitcoinProvider: Provider } }
        ).XverseProviders.BitcoinProvider.request(m as string, p),
      [method, params] as const,
    );
  expect((await call('runes_getBalance', null)).error?.code).toBe(-32002);
  await call('wallet_connect', null);
  const info = (await call('getInfo', null)).result as { methods: string[] };
  expect(info.methods).toEqual(
    expect.arrayContaining(['runes_getBalance', 'runes_transfer', 'ord_sendInscriptions']),
  );
  expect((await call('runes_getBalance', null)).result).toEqual({
    balances: [
      {
        runeName: 'SATCHEL•SPECRUNE',
        amount: '5000',
        divisibility: 1,
        symbol: '¤',
        inscriptionId: expect.stringMatching(/i0$/),
        spendableBalance: '5000',
      },
    ],
  });
  const runes = await call('runes_transfer', {
    recipients: [{ runeName: 'SATCHEL•SPECRUNE', amount: '1234', address: stranger.ordinals.address }],
  });
  const sent = await call('ord_sendInscriptions', {
    transfers: [{ address: stranger.ordinals.address, inscriptionId: inscription }],
  });
  await devnet.mine(1);
  const runesTxid = (runes.result as { txid: string }).txid;
  const out = await ord<{ address: string; runes: Record<string, { amount: number }> }>(
    `/output/${runesTxid}:1`,
  );
  expect(out.address).toBe(stranger.ordinals.address);
  expect(out.runes['SATCHEL•SPECRUNE']?.amount).toBe(1234);
  const moved = await ord<{ address: string; satpoint: string }>(`/inscription/${inscription}`);
  expect(moved).toEqual(
    expect.objectContaining({
      address: stranger.ordinals.address,
      satpoint: `${(sent.result as { txid: string }).txid}:0:0`,
    }),
  );
  const after = (await call('runes_getBalance', null)).result as { balances: { amount: string }[] };
  expect(after.balances[0]?.amount).toBe('3766');
});

test.describe('unisat', () => {
  test.use({
    devwallet: {
      autoApprove: true,
      esploraUrl: `${TEST_ORIGIN}/api`,
      impersonate: ['unisat'],
      singleAddressType: 'p2tr',
    },
  });

  test('sendInscription and sendRunes answer txid strings the devnet accepted', async ({ page }) => {
    const inscription = await inscribeTo(ring.ordinals.address, 'unisat spec');
    await openTestPage(page, { upstream: devnet.url });
    await page.waitForFunction(() => 'unisat' in window);
    const out = await page.evaluate(
      async ({ to, id, rune }) => {
        type F = (...a: unknown[]) => Promise<unknown>;
        type U = Record<'requestAccounts' | 'sendInscription' | 'sendRunes', F>;
        const { unisat } = window as unknown as { unisat: U };
        await unisat.requestAccounts();
        const inscriptionTxid = await unisat.sendInscription(to, id, { feeRate: 2 });
        const runesTxid = await unisat.sendRunes(to, rune, '100', { feeRate: 2 });
        const bad = await unisat.sendRunes(to, 'NOT-AN-ID', '1').catch((e: unknown) => e);
        return { inscriptionTxid, runesTxid, bad };
      },
      { to: stranger.payment.address, id: inscription, rune: runeId },
    );
    expect(out.inscriptionTxid).toMatch(/^[0-9a-f]{64}$/);
    expect(out.runesTxid).toMatch(/^[0-9a-f]{64}$/);
    expect(out.bad).toMatchObject({ code: -32602 });
    await devnet.mine(1);
    const moved = await ord<{ address: string }>(`/inscription/${inscription}`);
    expect(moved.address).toBe(stranger.payment.address);
    const runic = await ord<{ runes: Record<string, { amount: number }> }>(`/output/${out.runesTxid}:1`);
    expect(runic.runes['SATCHEL•SPECRUNE']?.amount).toBe(100);
  });
});
