import { type AssetDevnet, startAssetDevnet } from '../../../test/devwallet/asset-devnet';
import { expect, test } from '../../../test/devwallet/fixture';
import { ring, stranger } from '../../../test/devwallet/psbt-fixtures';
import { openTestPage, TEST_ORIGIN } from '../../../test/devwallet/test-page';

/**
 * The asset methods through the injected globals, against a devnet and its ord index: Xverse's
 * runes_getBalance, runes_transfer and ord_sendInscriptions (Unisat's sendInscription and sendRunes
 * are in families/unisat-assets.spec.ts).
 */
test.use({ devwallet: { autoApprove: true, esploraUrl: `${TEST_ORIGIN}/api` } });
test.describe.configure({ mode: 'serial' });

let chain: AssetDevnet;

test.beforeAll(async () => {
  chain = await startAssetDevnet();
});

test.afterAll(async () => {
  await chain?.devnet.close();
});

type Provider = {
  request(method: string, params?: unknown): Promise<{ result?: unknown; error?: { code: number } }>;
};

test('xverse: runes_getBalance, runes_transfer and ord_sendInscriptions', async ({ page }) => {
  const inscription = await chain.inscribeTo(ring.ordinals.address, 'xverse spec');
  await openTestPage(page, { upstream: chain.devnet.url });
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
  await chain.devnet.mine(1);
  const runesTxid = (runes.result as { txid: string }).txid;
  const out = await chain.ord<{ address: string; runes: Record<string, { amount: number }> }>(
    `/output/${runesTxid}:1`,
  );
  expect(out.address).toBe(stranger.ordinals.address);
  expect(out.runes['SATCHEL•SPECRUNE']?.amount).toBe(1234);
  const moved = await chain.ord<{ address: string; satpoint: string }>(`/inscription/${inscription}`);
  expect(moved).toEqual(
    expect.objectContaining({
      address: stranger.ordinals.address,
      satpoint: `${(sent.result as { txid: string }).txid}:0:0`,
    }),
  );
  const after = (await call('runes_getBalance', null)).result as { balances: { amount: string }[] };
  expect(after.balances[0]?.amount).toBe('3766');
});
