/**
 * Devnet ord index budget: indexing one block of 2,000 transactions carrying inscriptions and
 * runes takes at most 1 s.
 *
 * The block is real: 1,000 inscription reveals (script-path spends of their commits), 500 rune
 * transfers with edicts and 500 open mints, all signed and admitted, then mined while the index
 * is detached; the figure is the time the index takes to catch up with that one block.
 * Prints a table and writes bench/results/ord-index.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runeValue } from '@satchel/core/runes';
import { utf8 } from '@scure/base';
import { OrdIndex } from '../packages/devnet/src/ord/indexer';
import { freshNode, fund, testKey, type Utxo } from '../test/devnet/chain';
import { etch, leafKey, revealPayment, runestone, signReveal, taproot, transfer } from '../test/ord/helpers';

const REVEALS = 1_000;
const TRANSFERS = 500;
const MINTS = 500;

function buildBlock() {
  const node = freshNode();
  const alice = testKey('ord bench');
  const tr = taproot(alice);
  const rune = runeValue('SATCHELBENCHMARKRUNE');

  // Rune holdings: an etching that splits its premine over 500 outputs, open for mints.
  const holdings = Array.from({ length: TRANSFERS }, () => ({ script: tr.script, amount: 2_000n }));
  const etched = etch(
    node,
    alice,
    {
      etching: { rune, premine: 1_000_000n, terms: { amount: 1n, cap: 1_000_000n } },
      edicts: [{ id: [0n, 0], amount: 0n, output: TRANSFERS + 1 }],
    },
    { outputs: holdings, commitAmount: 1_100_000n },
  );

  // One fan-out pays every commit and every mint's fee coin.
  const leaf = leafKey('bench');
  const payments = Array.from({ length: REVEALS }, (_, i) =>
    revealPayment(leaf, [{ tags: { contentType: 'text/plain' }, body: utf8.decode(`inscription ${i}`) }]),
  );
  const source = fund(node, 'p2tr', alice, 20_000_000n);
  const fanOut = transfer([source], alice, [
    ...payments.map((p) => ({ script: p.script, amount: 12_000n })),
    ...Array.from({ length: MINTS }, () => ({ script: tr.script, amount: 2_000n })),
  ]);
  node.broadcast(fanOut.hex);
  node.mine(1);

  const started = performance.now();
  const index = new OrdIndex(node.chain);
  const replayMs = performance.now() - started;
  index.close();

  const coin = (txid: string, vout: number, value: bigint, script: Uint8Array): Utxo => ({
    txid,
    vout,
    value,
    script,
  });
  const dust = { script: tr.script, amount: 330n };
  for (let i = 0; i < REVEALS; i++) {
    const pay = payments[i] as (typeof payments)[number];
    const tx = signReveal([pay], [coin(fanOut.id, i, 12_000n, pay.script)], leaf, [
      { script: tr.script, amount: 10_000n },
    ]);
    node.broadcast(tx.hex);
  }
  const id: [bigint, number] = [etched.block, etched.pos];
  for (let i = 0; i < TRANSFERS; i++) {
    const tx = transfer([coin(etched.tx.id, i, 2_000n, tr.script)], alice, [
      dust,
      dust,
      { script: runestone({ edicts: [{ id, amount: 700n, output: 1 }] }), amount: 0n },
    ]);
    node.broadcast(tx.hex);
  }
  for (let i = 0; i < MINTS; i++) {
    const tx = transfer([coin(fanOut.id, REVEALS + i, 2_000n, tr.script)], alice, [
      dust,
      { script: runestone({ mint: id }), amount: 0n },
    ]);
    node.broadcast(tx.hex);
  }
  node.mine(1);
  return { node, index, replayMs };
}

function main(): void {
  const { node, index, replayMs } = buildBlock();
  const txCount = (node.chain.tip.txids.length ?? 1) - 1;
  const start = performance.now();
  index.catchUp();
  const blockMs = performance.now() - start;
  const inscriptions = index.state.inscriptions.length;
  const runeOutputs = index.state.outputRunes.size;

  const rows: [string, string, string][] = [
    ['transactions in the block', String(txCount), '2000'],
    ['index one 2,000-tx block', `${blockMs.toFixed(1)} ms`, '<= 1000 ms'],
    [`replay ${node.chain.height - 1} setup blocks`, `${replayMs.toFixed(1)} ms`, 'reference'],
    ['inscriptions indexed', String(inscriptions), `>= ${REVEALS}`],
    ['outputs holding runes', String(runeOutputs), 'reference'],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`${'metric'.padEnd(width)}  ${'value'.padStart(12)}  budget`);
  for (const [name, value, budget] of rows)
    console.log(`${name.padEnd(width)}  ${value.padStart(12)}  ${budget}`);
  const pass = txCount === REVEALS + TRANSFERS + MINTS && blockMs <= 1000 && inscriptions >= REVEALS;
  console.log(pass ? 'ord index budget met' : 'BUDGET MISSED');
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'ord-index.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        results: { txCount, blockMs, replayMs, inscriptions, runeOutputs },
        pass,
      },
      null,
      2,
    )}\n`,
  );
  if (!pass) process.exitCode = 1;
}

main();
