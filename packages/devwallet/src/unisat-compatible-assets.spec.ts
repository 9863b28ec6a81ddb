import { expect, test } from '../../../test/devwallet/fixture';
import { ring, stranger } from '../../../test/devwallet/psbt-fixtures';
import { openTestPage, TEST_ORIGIN } from '../../../test/devwallet/test-page';
import { inscribeText } from '../../../test/ord/helpers';
import { createDevnet, type Devnet } from '../../devnet/src/index';

/**
 * Keplr, Bitget and Wizz through their injected globals against a devnet and its ord index: each
 * lists the connected address's inscriptions in its own shape (Keplr: chainapsis/keplr-wallet
 * v0.12.309 `keyring-bitcoin/service.ts`; Bitget: Unisat's `{total, list}`; Wizz:
 * @wizz-btc/provider 0.2.14 `InscriptionItem`), Keplr sends no less than 546 sats, and Wizz names
 * no testnet4.
 */
type Call = (...args: unknown[]) => Promise<unknown>;
/** The members these specs touch on the injected objects. */
type Provider = {
  [K in 'getInscriptions' | 'requestAccounts' | 'sendBitcoin' | 'getNetwork' | 'switchNetwork']: Call;
};
type Globals = { bitcoin_keplr: Provider; bitkeep: { unisat: Provider }; wizz: Provider };

test.use({
  devwallet: {
    autoApprove: true,
    esploraUrl: `${TEST_ORIGIN}/api`,
    impersonate: ['keplr', 'bitget', 'wizz'],
  },
});
test.describe.configure({ mode: 'serial' });

let devnet: Devnet;

test.beforeAll(async () => {
  devnet = await createDevnet({ port: 0 });
  await devnet.faucet(ring.payment.address, 1_000_000, { confirm: true });
});

test.afterAll(async () => {
  await devnet?.close();
});

test('keplr, bitget and wizz list the inscriptions of the connected address, each in its shape', async ({
  page,
}) => {
  // These wallets keep everything on one address, the payment one here.
  const inscribed = await inscribeText(devnet.url, ring.payment.address, 'held by one address');
  await openTestPage(page, { upstream: devnet.url });
  const out = await page.evaluate(async () => {
    const w = window as unknown as Globals;
    const caught = async (attempt: () => Promise<unknown>) => {
      try {
        return { resolved: await attempt() };
      } catch (error) {
        return { caught: error, isError: error instanceof Error, message: (error as Error).message };
      }
    };
    const keplr = await w.bitcoin_keplr.getInscriptions();
    const keplrOffGrid = await caught(() => w.bitcoin_keplr.getInscriptions(5));
    const bitgetEarly = await caught(() => w.bitkeep.unisat.getInscriptions(0, 20));
    await w.bitkeep.unisat.requestAccounts();
    const bitget = await w.bitkeep.unisat.getInscriptions(0, 20);
    const wizz = await w.wizz.getInscriptions(0, 20);
    return { keplr, keplrOffGrid, bitgetEarly, bitget, wizz };
  });
  const location = `${inscribed.revealTxid}:0:0`;
  expect(out.keplr).toMatchObject({
    total: 1,
    list: [
      {
        id: inscribed.id,
        inscriptionId: inscribed.id,
        address: ring.payment.address,
        contentType: 'text/plain',
        output: `${inscribed.revealTxid}:0`,
        location,
        genesisTransaction: inscribed.revealTxid,
        outputValue: 10_000,
        offset: 0,
      },
    ],
  });
  expect((out.keplr as { list: { height: unknown }[] }).list[0]?.height).toEqual(expect.any(Number));
  // Keplr's refusals are plain Errors carrying the background's words.
  expect(out.keplrOffGrid).toMatchObject({ isError: true, message: 'offset must be a multiple of 20' });
  expect(out.bitgetEarly).toMatchObject({ caught: { code: -32603, message: 'not authorized' } });
  const unisatEntry = {
    inscriptionId: inscribed.id,
    address: ring.payment.address,
    outputValue: 10_000,
    contentType: 'text/plain',
    genesisTransaction: inscribed.revealTxid,
    location,
    output: `${inscribed.revealTxid}:0`,
    offset: 0,
  };
  expect(out.bitget).toMatchObject({ total: 1, list: [unisatEntry] });
  expect(out.wizz).toMatchObject({
    total: 1,
    list: [
      {
        ...unisatEntry,
        utxo: { txid: inscribed.revealTxid, vout: 0, index: 0, value: 10_000, confirmed: true },
      },
    ],
  });
});

test('keplr sendBitcoin: a wrong-network address and 545 sats are refused, 546 sats are sent', async ({
  page,
}) => {
  await openTestPage(page, { upstream: devnet.url });
  const out = await page.evaluate(
    async ({ to }) => {
      const keplr = (window as unknown as Globals).bitcoin_keplr;
      const message = (attempt: Promise<unknown>) =>
        attempt.then(
          () => 'resolved',
          (error: unknown) => (error instanceof Error ? error.message : 'not an Error'),
        );
      return {
        mainnet: await message(keplr.sendBitcoin('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 1000)),
        dust: await message(keplr.sendBitcoin(to, 545)),
        txid: await keplr.sendBitcoin(to, 546),
      };
    },
    { to: stranger.payment.address },
  );
  expect(out.mainnet).toBe('Invalid parameters: must provide a valid to address.');
  expect(out.dust).toBe('Invalid parameters: must provide an amount greater than 546.');
  expect(out.txid).toMatch(/^[0-9a-f]{64}$/);
  const tx = (await (await fetch(`${devnet.url}/api/tx/${out.txid}`)).json()) as {
    vout: { value: number; scriptpubkey_address: string }[];
  };
  expect(tx.vout).toContainEqual(
    expect.objectContaining({ value: 546, scriptpubkey_address: stranger.payment.address }),
  );
});

test.describe('wizz on testnet4', () => {
  test.use({ devwallet: { autoApprove: true, impersonate: ['wizz'], network: 'testnet4' } });

  test('reports testnet and refuses to switch to testnet4, a name Wizz does not have', async ({ page }) => {
    await openTestPage(page);
    const out = await page.evaluate(async () => {
      const wizz = (window as unknown as Globals).wizz;
      const network = await wizz.getNetwork();
      const switched = await wizz.switchNetwork('testnet4').catch((error: unknown) => ({ caught: error }));
      return { network, switched };
    });
    expect(out.network).toBe('testnet');
    expect(out.switched).toEqual({ caught: { code: -32602, message: 'Unknown network testnet4' } });
  });
});
