import mempoolJS from '@mempool/mempool.js';
import type { Tx } from '@mempool/mempool.js/lib/interfaces/bitcoin/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment, spend, testKey } from '../../../test/devnet/chain';
import { createDevnet, type Devnet } from './index';

/**
 * Drives the devnet with mempool.space's own client, so the shapes are checked by code that
 * was written against the real API rather than against this server.
 */
describe('conformance with @mempool/mempool.js', () => {
  let devnet: Devnet;
  let client: ReturnType<typeof mempoolJS>['bitcoin'];
  const alice = testKey('conformance');
  const address = payment('p2wpkh', alice).address as string;
  const script = payment('p2wpkh', alice).script;

  beforeAll(async () => {
    devnet = await createDevnet();
    client = mempoolJS({ hostname: `127.0.0.1:${devnet.port}`, protocol: 'http' }).bitcoin;
  });
  afterAll(() => devnet.close());

  it('reads the tip and a block', async () => {
    const height = await client.blocks.getBlocksTipHeight();
    expect(height).toBe(101);
    const hash = await client.blocks.getBlocksTipHash();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const block = await client.blocks.getBlock({ hash });
    expect(block).toMatchObject({ id: hash, height: 101, tx_count: 1, bits: 0x207fffff });
    expect(typeof block.merkle_root).toBe('string');
    expect(typeof block.previousblockhash).toBe('string');
  });

  it('shows faucet funds in address stats, utxos and txs, unconfirmed then confirmed', async () => {
    const { txid } = await devnet.faucet(address, 70_000);
    const info = await client.addresses.getAddress({ address });
    expect(info).toEqual({
      address,
      chain_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
      mempool_stats: {
        funded_txo_count: 1,
        funded_txo_sum: 70_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 1,
      },
    });
    const pending = await client.addresses.getAddressTxsUtxo({ address });
    expect(pending).toEqual([{ txid, vout: 0, status: { confirmed: false }, value: 70_000 }]);

    const tx = await client.transactions.getTx({ txid });
    expect(tx.status).toEqual({ confirmed: false });
    expect(Object.keys(tx)).toEqual([
      'txid',
      'version',
      'locktime',
      'vin',
      'vout',
      'size',
      'weight',
      'sigops',
      'fee',
      'status',
    ]);
    expect(tx.vin[0]).toMatchObject({ is_coinbase: false, prevout: { scriptpubkey_type: 'v0_p2wpkh' } });
    // mempool.js's Vin type omits `witness` although the servers send it.
    expect((tx.vin[0] as unknown as { witness: string[] }).witness).toHaveLength(2);
    expect(tx.vout[0]).toEqual({
      scriptpubkey: Buffer.from(script).toString('hex'),
      scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${Buffer.from(script.subarray(2)).toString('hex')}`,
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: address,
      value: 70_000,
    });

    const [blockHash] = await devnet.mine(1);
    const status = await client.transactions.getTxStatus({ txid });
    expect(status).toMatchObject({ confirmed: true, block_height: 102, block_hash: blockHash });
    expect(typeof status.block_time).toBe('number');
    const txs = await client.addresses.getAddressTxs({ address });
    expect(txs.map((t) => t.txid)).toEqual([txid]);
    // mempool.js types this call as a single Tx; the endpoint returns an array.
    const page = (await client.blocks.getBlockTxs({
      hash: blockHash as string,
      start_index: 0,
    })) as unknown as Tx[];
    const coinbase = page[0];
    expect(coinbase?.vin[0]).toMatchObject({ is_coinbase: true, prevout: null, vout: 4294967295 });
    expect(coinbase?.vout[1]).not.toHaveProperty('scriptpubkey_address');
  });

  it('broadcasts with postTx and surfaces Core rejections as 400 text', async () => {
    const [utxo] = await client.addresses.getAddressTxsUtxo({ address });
    if (!utxo) throw new Error('no utxo');
    const coin = { txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value), script };
    const signed = spend([coin], alice, { outputs: [{ script, amount: 69_000n }] });
    expect(await client.transactions.postTx({ txhex: signed.hex })).toBe(signed.id);
    const conflicting = spend([coin], alice, { outputs: [{ script, amount: 69_500n }] });
    const err = await client.transactions.postTx({ txhex: conflicting.hex }).then(
      () => undefined,
      (e: { response?: { status: number; data: string; headers: Record<string, string> } }) => e.response,
    );
    expect(err?.status).toBe(400);
    expect(err?.headers['content-type']).toBe('text/plain');
    expect(err?.data).toMatch(
      /^sendrawtransaction RPC error: \{"code":-26,"message":"insufficient fee, rejecting replacement /,
    );
  });

  it('serves recommended fees, monotone', async () => {
    const fees = await client.fees.getFeesRecommended();
    expect(fees.fastestFee).toBeGreaterThanOrEqual(fees.halfHourFee);
    expect(fees.halfHourFee).toBeGreaterThanOrEqual(fees.hourFee);
    expect(fees.hourFee).toBeGreaterThanOrEqual(fees.minimumFee);
  });

  it('serves the testnet path prefix the client builds', async () => {
    const testnet = mempoolJS({
      hostname: `127.0.0.1:${devnet.port}`,
      protocol: 'http',
      network: 'testnet',
    }).bitcoin;
    expect(await testnet.blocks.getBlocksTipHeight()).toBeGreaterThanOrEqual(101);
  });
});
