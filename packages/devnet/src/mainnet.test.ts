import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { networkParams } from '@satchel/core/networks';
import { createOrderingClient } from '@satchel/core/ordering';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testKey } from '../../../test/devnet/chain';
import { controlJson } from '../../../test/devnet/control';
import { PRIVATE_MAINNET_GENESIS_MESSAGE, privateMainnetGenesis, regtestGenesis } from './chain/block';
import { BindAddressError, createDevnet, type Devnet } from './index';
import { StateNetworkError } from './node';

/** A private chain with mainnet encodings, its own genesis, on loopback only. */
const MAINNET = networkParams('mainnet');
const BITCOIN_GENESIS = '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';
const REGTEST_GENESIS = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

const open: Devnet[] = [];
const dir = mkdtempSync(join(tmpdir(), 'devnet-mainnet-'));
afterEach(async () => {
  for (const d of open.splice(0)) await d.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start(options: Parameters<typeof createDevnet>[0] = {}): Promise<Devnet> {
  const devnet = await createDevnet({ network: 'mainnet', port: 0, ...options });
  open.push(devnet);
  return devnet;
}

/** What a promise rejects with (it must reject). */
async function failure(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

const get = async (devnet: Devnet, path: string) => (await fetch(`${devnet.url}${path}`)).text();

describe('a mainnet devnet', () => {
  it('starts on a genesis of its own: deterministic, neither Bitcoin nor regtest', async () => {
    const [one, two] = [await start(), await start()];
    const genesis = await get(one, '/api/block-height/0');
    expect(genesis).toBe(privateMainnetGenesis().hash);
    expect(genesis).toBe(await get(two, '/api/block-height/0'));
    expect(genesis).not.toBe(BITCOIN_GENESIS);
    expect(genesis).not.toBe(REGTEST_GENESIS);
    expect(regtestGenesis().hash).toBe(REGTEST_GENESIS);
    // Its coinbase says what it is, for anyone who reads the block.
    const [coinbase] = JSON.parse(await get(one, `/api/block/${genesis}/txids`)) as string[];
    expect(await get(one, `/api/tx/${coinbase}/hex`)).toContain(
      hex.encode(new TextEncoder().encode(PRIVATE_MAINNET_GENESIS_MESSAGE)),
    );
    expect(await get(one, '/api/blocks/tip/height')).toBe('101');
    const block1 = JSON.parse(await get(one, `/api/block/${await get(one, '/api/block-height/1')}`)) as {
      previousblockhash: string;
    };
    expect(block1.previousblockhash).toBe(genesis);
  });

  it('speaks mainnet encodings: a bc1 faucet, bc1/1/3 payees, and refuses test-network addresses', async () => {
    const devnet = await start();
    expect(devnet.faucetAddress).toMatch(/^bc1q/);
    const key = testKey('mainnet payee');
    const payees = [
      btc.p2wpkh(key.pub, MAINNET).address as string,
      btc.p2tr(key.xonly, undefined, MAINNET).address as string,
      btc.p2pkh(key.pub, MAINNET).address as string,
      btc.p2sh(btc.p2wpkh(key.pub, MAINNET), MAINNET).address as string,
    ];
    expect(payees.map((a) => a.slice(0, 4))).toEqual([
      'bc1q',
      'bc1p',
      payees[2]?.slice(0, 4),
      payees[3]?.slice(0, 4),
    ]);
    expect(payees[2]).toMatch(/^1/);
    expect(payees[3]).toMatch(/^3/);
    for (const address of payees) await devnet.faucet(address, 10_000, { confirm: true });
    const stats = JSON.parse(await get(devnet, `/api/address/${payees[0]}`)) as {
      chain_stats: { funded_txo_sum: number };
    };
    expect(stats.chain_stats.funded_txo_sum).toBe(10_000);
    for (const foreign of [
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    ]) {
      expect((await fetch(`${devnet.url}/api/address/${foreign}`)).status).toBe(400);
      expect(await failure(devnet.faucet(foreign, 10_000))).toMatchObject({
        message: 'Address on invalid network',
      });
    }
    const state = await controlJson<{ network: string }>(devnet.url, 'state');
    expect(state.network).toBe('mainnet');
  });

  it('accepts a transaction signed for a bc1 address and mines it', async () => {
    const devnet = await start();
    const key = testKey('mainnet spender');
    const from = btc.p2wpkh(key.pub, MAINNET);
    const { txid } = await devnet.faucet(from.address as string, 50_000, { confirm: true });
    const funding = btc.Transaction.fromRaw(hex.decode(await get(devnet, `/api/tx/${txid}/hex`)));
    const vout = Array.from({ length: funding.outputsLength }, (_, i) => i).find(
      (i) => hex.encode(funding.getOutput(i).script as Uint8Array) === hex.encode(from.script),
    ) as number;
    const tx = new btc.Transaction();
    tx.addInput({ txid, index: vout, witnessUtxo: { script: from.script, amount: 50_000n } });
    tx.addOutputAddress(
      btc.p2tr(testKey('mainnet recipient').xonly, undefined, MAINNET).address as string,
      40_000n,
      MAINNET,
    );
    tx.sign(key.priv);
    tx.finalize();
    const response = await fetch(`${devnet.url}/api/tx`, { method: 'POST', body: tx.hex });
    expect(await response.text()).toBe(tx.id);
    const [block] = await devnet.mine(1);
    expect(JSON.parse(await get(devnet, `/api/block/${block}/txids`))).toContain(tx.id);
  });

  it('serves the ord index and the ordering service with mainnet addresses', async () => {
    const devnet = await start();
    const owner = btc.p2tr(testKey('mainnet inscriber').xonly, undefined, MAINNET).address as string;
    const inscribed = await controlJson<{ id: string }>(devnet.url, 'inscribe', {
      address: owner,
      contentType: 'text/plain;charset=utf-8',
      body: Buffer.from('on a private chain').toString('base64'),
    });
    const entry = (await (
      await fetch(`${devnet.url}/ord/inscription/${inscribed.id}`, {
        headers: { Accept: 'application/json' },
      })
    ).json()) as { address: string };
    expect(entry.address).toBe(owner);

    const client = createOrderingClient({ network: 'mainnet', baseUrl: `${devnet.url}/ordinals/v1` });
    const order = await client.createEtchOrder({
      runeName: 'SATCHEL•PRIVATE•CHAIN',
      divisibility: 0,
      symbol: '¤',
      premine: '1',
      isMintable: false,
      destinationAddress: owner,
      refundAddress: btc.p2wpkh(testKey('mainnet refund').pub, MAINNET).address as string,
      feeRate: 2,
    });
    expect(order.fundAddress).toMatch(/^bc1p/);
  });

  it('listens on any loopback address and refuses every other one before touching its state', async () => {
    const second = await start({ host: '127.0.0.2' });
    expect(second.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
    expect(await get(second, '/api/blocks/tip/height')).toBe('101');
    const v6 = await start({ host: '::1' });
    expect(v6.url).toMatch(/^http:\/\/\[::1\]:\d+$/);
    expect(await get(v6, '/api/blocks/tip/height')).toBe('101');

    const statePath = join(dir, 'never-written.json');
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'localhost', 'example.com']) {
      const refused = await failure(createDevnet({ network: 'mainnet', port: 0, host, statePath }));
      expect(refused).toBeInstanceOf(BindAddressError);
      expect((refused as Error).message).toBe(
        `a mainnet devnet listens only on a loopback address (127.0.0.0/8 or ::1), not ${JSON.stringify(host)}: its chain uses mainnet addresses and keys, so it must never be reachable from another machine`,
      );
    }
    expect(await failure(import('node:fs/promises').then((fs) => fs.stat(statePath)))).toMatchObject({
      code: 'ENOENT',
    });
  });

  it('keeps its network in the state file: a mainnet chain never replays as regtest, nor the reverse', async () => {
    const mainnetState = join(dir, 'mainnet.json');
    const first = await start({ statePath: mainnetState });
    await first.mine(2);
    const tip = await get(first, '/api/blocks/tip/hash');
    await first.close();
    open.splice(open.indexOf(first), 1);

    const again = await start({ statePath: mainnetState });
    expect(await get(again, '/api/blocks/tip/hash')).toBe(tip);
    const asRegtest = await failure(createDevnet({ port: 0, statePath: mainnetState }));
    expect(asRegtest).toBeInstanceOf(StateNetworkError);
    expect((asRegtest as Error).message).toBe(
      `devnet state file ${mainnetState} holds a mainnet chain; this devnet runs regtest. Start it with --network mainnet, or give another --state file.`,
    );

    const regtestState = join(dir, 'regtest.json');
    const regtest = await createDevnet({ port: 0, statePath: regtestState });
    await regtest.close();
    const asMainnet = await failure(createDevnet({ network: 'mainnet', port: 0, statePath: regtestState }));
    expect((asMainnet as Error).message).toBe(
      `devnet state file ${regtestState} holds a regtest chain; this devnet runs mainnet. Start it with --network regtest, or give another --state file.`,
    );
  });
});
