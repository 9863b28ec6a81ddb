/**
 * Reading a pasted listing runs on the page's main thread before anything else, so a hostile
 * paste must not hold the tab: `readListing` is linear in the PSBT's size. Measured on a listing
 * of 1,600 outputs (about 69 KiB), the seller's input signed SIGHASH_SINGLE|ANYONECANPAY for the
 * price output, in four forms: the price output moved to index 2 (where a purchase puts it), or
 * to the last index (the most outputs a search for it could try), the signature tampered with (no
 * output matches), and the signed output left at index 0 with the extra outputs after it.
 * Prints a table and writes bench/results/listing.json; exits 1 when a form is over budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { networkParams } from '@satchel/core/networks';
import { readListing, SIGHASH_SINGLE_ANYONECANPAY } from '@satchel/core/protocol/listing';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { S, T } from '../test/signatures/world';

const OUTPUTS = 1_600;
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
/** Runs before the timed ones: one is not enough for the JIT to settle on the first form measured. */
const WARM_UP = 3;
const BUDGET_MS = 100;
const REGTEST = networkParams('regtest');
const OPTS = { allowLegacyWitnessUtxo: true, allowUnknownOutputs: true, allowUnknownInputs: true };

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function time(fn: () => void): number {
  // JIT and module initialisation are not what is measured.
  for (let i = 0; i < WARM_UP; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** The seller's input and price output, signed as a wallet signs a listing. */
function signedPair() {
  const tx = new btc.Transaction(OPTS);
  tx.addInput({
    txid: 'aa'.repeat(32),
    index: 1,
    witnessUtxo: { script: btc.p2tr(T.x, undefined, REGTEST).script, amount: 10_000n },
    tapInternalKey: T.x,
    sighashType: SIGHASH_SINGLE_ANYONECANPAY,
  });
  tx.addOutput({ script: btc.p2wpkh(S.pub, REGTEST).script, amount: 50_000n });
  tx.signIdx(T.secret, 0, [SIGHASH_SINGLE_ANYONECANPAY]);
  return tx;
}

/** The signed input with `OUTPUTS` outputs, the signed one at `priceAt`, the others paying 1,000 sats each. */
function paste(priceAt: number, tamper = false): string {
  const signed = signedPair();
  const input = signed.getInput(0);
  if (tamper) {
    const sig = Uint8Array.from(input.tapKeySig as Uint8Array);
    sig[10] = (sig[10] as number) ^ 1;
    input.tapKeySig = sig;
  }
  const tx = new btc.Transaction(OPTS);
  tx.addInput(input, true);
  for (let i = 0; i < OUTPUTS; i++) {
    const filler = { script: btc.p2tr(T.x, undefined, REGTEST).script, amount: 1_000n + BigInt(i) };
    tx.addOutput(i === priceAt ? signed.getOutput(0) : filler, true);
  }
  return base64.encode(tx.toPSBT());
}

function scenario(name: string, text: string) {
  let refusal = '';
  const ms = time(() => {
    try {
      readListing(text);
      refusal = 'accepted';
    } catch (error) {
      refusal = (error as Error).message;
    }
  });
  return {
    scenario: name,
    psbtBytes: base64.decode(text).length,
    readListingMs: Number(ms.toFixed(2)),
    answer: refusal,
    withinBudget: ms <= BUDGET_MS,
  };
}

const results = [
  scenario(`${OUTPUTS} outputs, price moved to index 2`, paste(2)),
  scenario(`${OUTPUTS} outputs, price moved to the last`, paste(OUTPUTS - 1)),
  scenario(`${OUTPUTS} outputs, signature tampered`, paste(0, true)),
  scenario(`${OUTPUTS} outputs, price at index 0`, paste(0)),
];
console.log(`readListing, median of ${RUNS} runs (budget ≤ ${BUDGET_MS} ms)`);
console.table(results);
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'listing.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs: RUNS, budgetMs: BUDGET_MS, results }, null, 2)}\n`,
);
if (!results.every((r) => r.withinBudget)) process.exitCode = 1;
