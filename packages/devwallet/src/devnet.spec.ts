import { networkParams } from '@satchel/core/networks';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { expect, test } from '../../../test/devwallet/fixture';
import { ring, stranger } from '../../../test/devwallet/psbt-fixtures';
import { openTestPage, TEST_ORIGIN } from '../../../test/devwallet/test-page';
import { createDevnet, type Devnet, json, route } from '../../devnet/src/index';

/**
 * End to end against a real regtest devnet: balances come from its Esplora API and every
 * transaction the Dev Wallet broadcasts must pass its validation (signatures, fees, double spends).
 */
test.use({ devwallet: { autoApprove: true, esploraUrl: `${TEST_ORIGIN}/api` } });
test.describe.configure({ mode: 'serial' });

let devnet: Devnet;
const executed: { orderId: string; fundTransactionId: unknown }[] = [];

test.beforeAll(async () => {
  devnet = await createDevnet({
    port: 0,
    // A stand-in for the ordering service so the runes routing is exercised end to end.
    extraRoutes: [
      route('POST', '/ordinals/v1/runes/mint/orders', () =>
        json({ orderId: 'order-1', fundAddress: stranger.ordinals.address, fundAmount: 21_000 }),
      ),
      route('POST', '/ordinals/v1/runes/mint/orders/:id/execute', (req, [id]) => {
        executed.push({
          orderId: id ?? '',
          fundTransactionId: (JSON.parse(req.body) as { fundTransactionId: unknown }).fundTransactionId,
        });
        return json({});
      }),
      route('GET', '/ordinals/v1/orders/:id', () => json({ error: 'not found' }, 404)),
    ],
  });
  await devnet.faucet(ring.payment.address, 2_000_000, { confirm: true });
});

test.afterAll(async () => {
  await devnet?.close();
});

async function txOnDevnet(
  txid: string,
): Promise<{ vout: { scriptpubkey_address?: string; value: number }[] }> {
  const response = await fetch(`${devnet.url}/api/tx/${txid}`);
  expect(response.status, `devnet knows ${txid}`).toBe(200);
  return (await response.json()) as { vout: { scriptpubkey_address?: string; value: number }[] };
}

type UnisatLike = {
  [K in 'requestAccounts' | 'signPsbt' | 'pushPsbt' | 'sendBitcoin']: (...args: unknown[]) => Promise<string>;
};
type Provider = {
  request(method: string, params?: unknown): Promise<{ result?: Record<string, unknown>; error?: unknown }>;
};

test('xverse: balance from the devnet, sendTransfer and runes_mint broadcast transactions it accepts', async ({
  page,
}) => {
  await openTestPage(page, { upstream: devnet.url });
  const out = await page.evaluate(
    async ({ recipient }) => {
      const provider = (window as unknown as { XverseProviders: { BitcoinProvider: Provider } })
        .XverseProviders.BitcoinProvider;
      await provider.request('wallet_connect', null);
      const balance = await provider.request('getBalance', null);
      const send = await provider.request('sendTransfer', {
        recipients: [{ address: recipient, amount: 50_000 }],
      });
      const mint = await provider.request('runes_mint', {
        runeName: 'SATCHEL•TEST',
        repeats: 1,
        refundAddress: recipient,
        destinationAddress: recipient,
        feeRate: 2,
        network: 'Regtest',
      });
      const missing = await provider.request('runes_getOrder', { id: 'nope' });
      return { balance, send, mint, missing };
    },
    { recipient: stranger.payment.address },
  );
  expect(out.balance).toMatchObject({ result: { confirmed: '2000000', unconfirmed: '0', total: '2000000' } });
  const sendTx = await txOnDevnet(out.send.result?.txid as string);
  expect(sendTx.vout).toContainEqual(
    expect.objectContaining({ scriptpubkey_address: stranger.payment.address, value: 50_000 }),
  );

  expect(out.mint.result).toMatchObject({ orderId: 'order-1', fundingAddress: stranger.ordinals.address });
  const fundTxid = out.mint.result?.fundTransactionId as string;
  expect(executed).toEqual([{ orderId: 'order-1', fundTransactionId: fundTxid }]);
  const fundTx = await txOnDevnet(fundTxid);
  expect(fundTx.vout).toContainEqual(
    expect.objectContaining({ scriptpubkey_address: stranger.ordinals.address, value: 21_000 }),
  );
  expect(out.missing).toMatchObject({ error: { code: -32600 } });
});

test('xverse signPsbt with broadcast, and unisat signPsbt + pushPsbt and sendBitcoin, are accepted', async ({
  page,
}) => {
  await devnet.faucet(ring.payment.address, 300_000, { confirm: false });
  await devnet.faucet(ring.payment.address, 300_000, { confirm: false });
  await devnet.mine(1);
  const utxos = (await (await fetch(`${devnet.url}/api/address/${ring.payment.address}/utxo`)).json()) as {
    txid: string;
    vout: number;
    value: number;
  }[];
  expect(utxos.length).toBeGreaterThanOrEqual(2);
  const spend = (utxo: (typeof utxos)[number], amount: bigint) => {
    const tx = new btc.Transaction();
    tx.addInput({
      txid: hex.decode(utxo.txid),
      index: utxo.vout,
      witnessUtxo: { script: ring.payment.script, amount: BigInt(utxo.value) },
    });
    tx.addOutputAddress(stranger.payment.address, amount, networkParams('regtest'));
    tx.addOutputAddress(ring.payment.address, BigInt(utxo.value) - amount - 1_000n, networkParams('regtest'));
    return tx.toPSBT();
  };
  const [first, second] = utxos.sort((a, b) => b.value - a.value);
  if (!first || !second) throw new Error('expected two UTXOs');
  await openTestPage(page, { upstream: devnet.url });
  const out = await page.evaluate(
    async ({ psbtBase64, psbtHex, recipient }) => {
      const w = window as unknown as {
        XverseProviders: { BitcoinProvider: Provider };
        unisat?: UnisatLike;
      };
      await w.XverseProviders.BitcoinProvider.request('wallet_connect', null);
      const broadcast = await w.XverseProviders.BitcoinProvider.request('signPsbt', {
        psbt: psbtBase64,
        broadcast: true,
      });
      if (!w.unisat)
        await new Promise((resolve) =>
          window.addEventListener('unisat#initialized', resolve, { once: true }),
        );
      const unisat = w.unisat as UnisatLike;
      await unisat.requestAccounts();
      const signedHex = await unisat.signPsbt(psbtHex);
      const pushed = await unisat.pushPsbt(signedHex);
      return { broadcast, pushed, recipient };
    },
    {
      psbtBase64: Buffer.from(spend(first, 30_000n)).toString('base64'),
      psbtHex: hex.encode(spend(second, 40_000n)),
      recipient: stranger.payment.address,
    },
  );
  const broadcastTx = await txOnDevnet(out.broadcast.result?.txid as string);
  expect(broadcastTx.vout).toContainEqual(
    expect.objectContaining({ scriptpubkey_address: stranger.payment.address, value: 30_000 }),
  );
  const pushedTx = await txOnDevnet(out.pushed);
  expect(pushedTx.vout).toContainEqual(
    expect.objectContaining({ scriptpubkey_address: stranger.payment.address, value: 40_000 }),
  );

  await devnet.mine(1);
  const sent = await page.evaluate(async (recipient) => {
    const unisat = (window as unknown as { unisat: UnisatLike }).unisat;
    return unisat.sendBitcoin(recipient, 12_345, { feeRate: 2 });
  }, stranger.ordinals.address);
  const sentTx = await txOnDevnet(sent);
  expect(sentTx.vout).toContainEqual(
    expect.objectContaining({ scriptpubkey_address: stranger.ordinals.address, value: 12_345 }),
  );
});

test('a conflicting spend the devnet refuses comes back as a wallet error, not a txid', async ({ page }) => {
  const [utxo] = (await (await fetch(`${devnet.url}/api/address/${ring.payment.address}/utxo`)).json()) as {
    txid: string;
    vout: number;
    value: number;
  }[];
  if (!utxo) throw new Error('expected a UTXO');
  const spendWithFee = (fee: bigint) => {
    const tx = new btc.Transaction();
    tx.addInput({
      txid: hex.decode(utxo.txid),
      index: utxo.vout,
      witnessUtxo: { script: ring.payment.script, amount: BigInt(utxo.value) },
    });
    tx.addOutputAddress(stranger.payment.address, BigInt(utxo.value) - fee, networkParams('regtest'));
    return Buffer.from(tx.toPSBT()).toString('base64');
  };
  await openTestPage(page, { upstream: devnet.url });
  const out = await page.evaluate(
    async ({ first, second }) => {
      const provider = (window as unknown as { XverseProviders: { BitcoinProvider: Provider } })
        .XverseProviders.BitcoinProvider;
      return {
        first: await provider.request('signPsbt', { psbt: first, broadcast: true }),
        // Same input, lower fee: not a valid replacement (BIP-125 rule 3), so the node refuses it.
        second: await provider.request('signPsbt', { psbt: second, broadcast: true }),
      };
    },
    { first: spendWithFee(5_000n), second: spendWithFee(1_000n) },
  );
  await txOnDevnet(out.first.result?.txid as string);
  expect(out.second).toMatchObject({ error: { code: -32603, message: 'Internal error.' } });
  expect(JSON.stringify(out.second)).toContain('Broadcast failed');
});

test('xverse ord_getInscriptions and unisat getInscriptions answer from the devnet index', async ({
  page,
}) => {
  const response = await fetch(`${devnet.url}/__devnet/inscribe`, {
    method: 'POST',
    headers: { 'X-Devnet-Control': '1' },
    body: JSON.stringify({
      address: ring.ordinals.address,
      contentType: 'text/plain',
      body: Buffer.from('listed by the wallet').toString('base64'),
    }),
  });
  const inscribed = (await response.json()) as { id: string; revealTxid: string };
  // Unisat uses one address (the payment one here) for everything.
  const onPayment = (await (
    await fetch(`${devnet.url}/__devnet/inscribe`, {
      method: 'POST',
      headers: { 'X-Devnet-Control': '1' },
      body: JSON.stringify({ address: ring.payment.address, contentType: 'text/plain', body: 'dW5pc2F0' }),
    })
  ).json()) as { id: string; revealTxid: string };
  await openTestPage(page, { upstream: devnet.url });
  const out = await page.evaluate(async () => {
    const w = window as unknown as {
      XverseProviders: { BitcoinProvider: Provider };
      unisat: Record<string, (...args: unknown[]) => Promise<unknown>>;
    };
    await w.XverseProviders.BitcoinProvider.request('wallet_connect', null);
    const xverse = await w.XverseProviders.BitcoinProvider.request('ord_getInscriptions', {
      offset: 0,
      limit: 10,
    });
    await w.unisat.requestAccounts?.();
    const unisat = await w.unisat.getInscriptions?.(0, 10);
    return { xverse, unisat };
  });
  expect(out.xverse.result).toMatchObject({
    total: 1,
    offset: 0,
    limit: 10,
    inscriptions: [
      {
        inscriptionId: inscribed.id,
        address: ring.ordinals.address,
        postage: '10000',
        contentType: 'text/plain',
        output: `${inscribed.revealTxid}:0`,
        offset: 0,
      },
    ],
  });
  expect(out.unisat).toMatchObject({
    total: 1,
    list: [{ inscriptionId: onPayment.id, outputValue: 10_000, location: `${onPayment.revealTxid}:0:0` }],
  });
});
