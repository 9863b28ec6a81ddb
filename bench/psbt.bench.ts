import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarizePsbt, validatePsbt } from '@satchel/core/psbt';
import { clearPsbtDecodeCache } from '@satchel/core/psbt/decode';
import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { ALICE, BOB, buildPsbt, toBase64 } from '../test/fixtures/psbt/psbts';

const INPUTS = 1000;
const RUNS = 21;
const BUDGET_MS = 50;
const BUDGET_RATIO = 3;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function time(fn: () => void): number {
  fn(); // warm-up: JIT and module initialisation are not what is measured
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function scenario(bip32: boolean) {
  const inputs = Array.from({ length: INPUTS }, () => ({ kind: 'p2wpkh' as const, value: 10_000n, bip32 }));
  const psbt = toBase64(
    buildPsbt(inputs, [
      { script: BOB.p2wpkh.script, amount: 9_000_000n },
      { script: ALICE.p2wpkh.script, amount: 900_000n },
    ]),
  );
  const request = {
    unsignedPsbtBase64: psbt,
    signature: [{ address: ALICE.p2wpkh.address as string, signingIndexes: inputs.map((_, i) => i) }],
  };
  const context = { network: 'regtest' as const, ownedAddresses: [ALICE.p2wpkh.address as string] };
  const ours = time(() => {
    clearPsbtDecodeCache();
    validatePsbt(request, context);
    summarizePsbt(psbt, context);
  });
  const floor = time(() => {
    Transaction.fromPSBT(base64.decode(psbt));
  });
  return {
    scenario: bip32 ? `${INPUTS} p2wpkh inputs + bip32Derivation` : `${INPUTS} p2wpkh inputs`,
    psbtBytes: base64.decode(psbt).length,
    validateSummarizeMs: Number(ours.toFixed(2)),
    scureFromPsbtMs: Number(floor.toFixed(2)),
    ratio: Number((ours / floor).toFixed(3)),
    withinBudget: ours <= BUDGET_MS && ours / floor <= BUDGET_RATIO,
  };
}

const results = [scenario(false), scenario(true)];
console.log(
  `PSBT validate + summarize, median of ${RUNS} runs (budget ≤ ${BUDGET_MS} ms, ratio ≤ ${BUDGET_RATIO})`,
);
console.table(results);
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'psbt.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs: RUNS, budgetMs: BUDGET_MS, budgetRatio: BUDGET_RATIO, results }, null, 2)}\n`,
);
if (!results.every((r) => r.withinBudget)) process.exitCode = 1;
