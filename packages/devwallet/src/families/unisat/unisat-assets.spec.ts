import { type AssetDevnet, startAssetDevnet } from '../../../../../test/devwallet/asset-devnet';
import { expect, test } from '../../../../../test/devwallet/fixture';
import { ring, stranger } from '../../../../../test/devwallet/psbt-fixtures';
import { openTestPage, TEST_ORIGIN } from '../../../../../test/devwallet/test-page';

/**
 * Unisat's asset methods through its injected global, against a devnet and its ord index:
 * sendInscription and sendRunes.
 */
test.use({
  devwallet: {
    autoApprove: true,
    esploraUrl: `${TEST_ORIGIN}/api`,
    impersonate: ['unisat'],
    singleAddressType: 'p2tr',
  },
});
test.describe.configure({ mode: 'serial' });

let chain: AssetDevnet;

test.beforeAll(async () => {
  chain = await startAssetDevnet();
});

test.afterAll(async () => {
  await chain?.devnet.close();
});

test('sendInscription and sendRunes answer txid strings the devnet accepted', async ({ page }) => {
  const inscription = await chain.inscribeTo(ring.ordinals.address, 'unisat spec');
  await openTestPage(page, { upstream: chain.devnet.url });
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
    { to: stranger.payment.address, id: inscription, rune: chain.runeId },
  );
  expect(out.inscriptionTxid).toMatch(/^[0-9a-f]{64}$/);
  expect(out.runesTxid).toMatch(/^[0-9a-f]{64}$/);
  expect(out.bad).toMatchObject({ code: -32602 });
  await chain.devnet.mine(1);
  const moved = await chain.ord<{ address: string }>(`/inscription/${inscription}`);
  expect(moved.address).toBe(stranger.payment.address);
  const runic = await chain.ord<{ runes: Record<string, { amount: number }> }>(`/output/${out.runesTxid}:1`);
  expect(runic.runes['SATCHEL•SPECRUNE']?.amount).toBe(100);
});
