/**
 * Devnet performance budgets (docs/performance.md "Performance budgets"):
 * - admission throughput of 1-in-2-out p2wpkh transactions with signatures verified, printed
 *   next to the raw ECDSA verification rate of the crypto backend (target ≥ 80% of it, ≥ 300 tx/s);
 * - `/address/:a` latency with 1k and 100k transactions in the chain (target: 100k within 2× of 1k);
 * - verification of one 1,000-input transaction (target < 5 s).
 * Prints a table and writes bench/results/devnet.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { SighashCache } from '@satchel/core/internal';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { admit, DEFAULT_POLICY, decodeBroadcast } from '../packages/devnet/src/admission/admit';
import { verifyInputs } from '../packages/devnet/src/admission/verify';
import {
  BLOCK_VERSION,
  blockSubsidy,
  buildCoinbase,
  REGTEST_BITS,
  solveHeader,
  txMerkleRoot,
} from '../packages/devnet/src/chain/block';
import type { Chain } from '../packages/devnet/src/chain/chain';
import type { Coin } from '../packages/devnet/src/chain/types';
import { createDevnet } from '../packages/devnet/src/index';
import { decodeTx, encodeTx, type Tx } from '../packages/devnet/src/tx/transaction';
import { freshNode, fund, payment, spend, testKey } from '../test/devnet/chain';

const results: Record<string, number> = {};
const rows: [string, string, string][] = [];
const record = (name: string, value: number, unit: string, budget: string) => {
  results[name] = value;
  rows.push([name, `${value.toFixed(unit === 'ms' ? 2 : 0)} ${unit}`, budget]);
};

/** Raw backend rate: ECDSA verify of a prehashed digest, as admission calls it. */
function rawVerifyRate(): number {
  const key = testKey('bench-raw');
  const msgs = Array.from({ length: 200 }, (_, i) => sha256(Uint8Array.of(i, i >> 8)));
  const sigs = msgs.map((m) => secp256k1.sign(m, key.priv, { prehash: false }));
  const start = performance.now();
  let n = 0;
  while (performance.now() - start < 2000) {
    const i = n % msgs.length;
    secp256k1.verify(sigs[i] as Uint8Array, msgs[i] as Uint8Array, key.pub, { prehash: false });
    n++;
  }
  return n / ((performance.now() - start) / 1000);
}

/** Admission rate of independent 1-in-2-out p2wpkh spends, each verified. */
function admissionRate(count: number): number {
  const node = freshNode();
  const alice = testKey('bench-alice');
  const script = payment('p2wpkh', alice).script;
  // One fan-out transaction gives every benchmark tx its own confirmed coin.
  const funding = fund(node, 'p2wpkh', alice, BigInt(count) * 10_000n + 1_000_000n);
  const fan = spend([funding], alice, {
    outputs: Array.from({ length: count }, () => ({ script, amount: 10_000n })),
  });
  node.broadcast(fan.hex);
  node.mine(1);
  const hexes = Array.from(
    { length: count },
    (_, i) =>
      spend([{ txid: fan.id, vout: i, value: 10_000n, script }], alice, {
        outputs: [
          { script: payment('p2wpkh', testKey(`dest-${i % 10}`)).script, amount: 6_000n },
          { script, amount: 3_800n },
        ],
      }).hex,
  );
  const start = performance.now();
  for (const h of hexes) admit(node.chain, decodeBroadcast(h), DEFAULT_POLICY);
  const rate = count / ((performance.now() - start) / 1000);
  if (node.chain.mempool.size !== count) throw new Error('not every benchmark tx was admitted');
  return rate;
}

/**
 * Fills a chain with `count` transactions quickly: unsigned chains of outputs connected as
 * blocks (block connection checks inputs and amounts, not scripts, see Chain.connectBlock).
 */
function growChain(chain: Chain, count: number, target: Uint8Array): void {
  const payTo = payment('p2wpkh', testKey('bench-miner')).script;
  const scripts = Array.from({ length: 64 }, (_, i) => payment('p2wpkh', testKey(`filler-${i}`)).script);
  const perBlock = 2000;
  let made = 0;
  let source = [...chain.utxos.entries()].find(
    ([, c]) => c.coinbase && c.height !== undefined && chain.height - c.height > 100,
  );
  while (made < count && source) {
    const [key, coin] = source as [string, Coin];
    const sep = key.lastIndexOf(':');
    let prev = { txid: key.slice(0, sep), vout: Number(key.slice(sep + 1)), value: coin.value };
    const txs: Tx[] = [];
    for (let i = 0; i < perBlock && made < count; i++, made++) {
      const value = prev.value - 1_000n;
      const out = i % 50 === 0 ? target : (scripts[i % scripts.length] as Uint8Array);
      const tx = decodeTx(
        encodeTx({
          version: 2,
          inputs: [
            {
              prevHash: hex.decode(prev.txid).reverse(),
              vout: prev.vout,
              scriptSig: new Uint8Array(0),
              sequence: 0xffffffff,
              witness: [new Uint8Array(72), new Uint8Array(33)],
            },
          ],
          outputs: [
            { value: value - 1_000n, script: scripts[(i + 1) % scripts.length] as Uint8Array },
            { value: 1_000n, script: out },
          ],
          locktime: 0,
        }),
      );
      txs.push(tx);
      prev = { txid: tx.txid, vout: 0, value: value - 1_000n };
    }
    const height = chain.height + 1;
    const coinbase = buildCoinbase(height, payTo, blockSubsidy(height) + BigInt(txs.length) * 1_000n, txs);
    const all = [coinbase, ...txs];
    const { header, hash } = solveHeader({
      version: BLOCK_VERSION,
      prevHash: chain.tip.hash,
      merkleRoot: txMerkleRoot(all),
      time: chain.tip.time + 1,
      bits: REGTEST_BITS,
      nonce: 0,
    });
    chain.connectBlock({ header, hash, txs: all });
    source = [...chain.utxos.entries()].find(
      ([, c]) => c.coinbase && c.height !== undefined && chain.height + 1 - c.height >= 100 && c.value > 0n,
    );
  }
}

async function lookupLatency(txCount: number): Promise<number> {
  const devnet = await createDevnet();
  try {
    const target = payment('p2wpkh', testKey('bench-target'));
    growChain(devnet.node.chain, txCount, target.script);
    const url = `${devnet.url}/api/address/${target.address}`;
    for (let i = 0; i < 50; i++) await (await fetch(url)).text();
    const n = 500;
    const start = performance.now();
    for (let i = 0; i < n; i++) await (await fetch(url)).text();
    return (performance.now() - start) / n;
  } finally {
    await devnet.close();
  }
}

/** One transaction spending 1,000 p2wpkh inputs, verified with cached midstates. */
function bigTxVerifyMs(): number {
  const key = testKey('bench-big');
  const script = payment('p2wpkh', key).script;
  const inputs = 1000;
  const prevouts = Array.from({ length: inputs }, () => ({ value: 5_000n, script }));
  const draft = {
    version: 2,
    inputs: Array.from({ length: inputs }, (_, i) => ({
      prevHash: sha256(Uint8Array.of(i & 0xff, i >> 8)),
      vout: i % 3,
      scriptSig: new Uint8Array(0),
      sequence: 0xfffffffd,
      witness: [] as Uint8Array[],
    })),
    outputs: [{ value: 4_000_000n, script }],
    locktime: 0,
  };
  // Sign with the same cached digests (the wallet side of the same pitfall).
  const unsigned = decodeTx(encodeTx(draft));
  const cache = new SighashCache(unsigned, prevouts);
  const scriptCode = Uint8Array.of(0x76, 0xa9, 0x14, ...script.subarray(2), 0x88, 0xac);
  draft.inputs.forEach((inp, i) => {
    const digest = cache.witnessV0(i, scriptCode, 5_000n, btc.SigHash.ALL);
    const der = secp256k1.Signature.fromBytes(secp256k1.sign(digest, key.priv, { prehash: false })).toBytes(
      'der',
    );
    inp.witness = [Uint8Array.from([...der, btc.SigHash.ALL]), key.pub];
  });
  const tx = decodeTx(encodeTx(draft));
  const start = performance.now();
  verifyInputs(tx, prevouts);
  return performance.now() - start;
}

async function main(): Promise<void> {
  const raw = rawVerifyRate();
  record('raw ECDSA verify (noble)', raw, 'verify/s', 'reference');
  const admission = admissionRate(1500);
  record('admission 1-in-2-out p2wpkh', admission, 'tx/s', '>= 300 and >= 80% of raw');
  record('admission / raw verify', (admission / raw) * 100, '%', '>= 80%');
  const small = await lookupLatency(1_000);
  record('GET /address at 1k txs', small, 'ms', 'reference');
  const large = await lookupLatency(100_000);
  record('GET /address at 100k txs', large, 'ms', '<= 2x the 1k figure');
  record('1,000-input tx verify', bigTxVerifyMs(), 'ms', '< 5000 ms');

  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`${'metric'.padEnd(width)}  ${'value'.padStart(16)}  budget`);
  for (const [name, value, budget] of rows)
    console.log(`${name.padEnd(width)}  ${value.padStart(16)}  ${budget}`);
  const pass =
    admission >= 300 &&
    admission >= 0.8 * raw &&
    large <= 2 * small &&
    (results['1,000-input tx verify'] ?? Infinity) < 5000;
  console.log(pass ? 'all devnet budgets met' : 'BUDGET MISSED');
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'devnet.json'),
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results, pass }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
