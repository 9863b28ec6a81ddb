import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePsbt } from '@satchel/core/protocol/psbt/decode';
import { summarizePsbt, validatePsbt } from '@satchel/core/psbt';
import { base64 } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { ALICE, BOB, buildPsbt, toBase64 } from '../test/fixtures/psbt/psbts';

/** Sizes measured: the budget's 1,000 inputs, and 5,000 to show it stays linear. */
const SIZES = [1000, 5000] as const;
const RUNS: Record<(typeof SIZES)[number], number> = { 1000: 21, 5000: 5 };
/** At 1,000 inputs: ≤ 50 ms, and no slower than scure's bare parse of the same PSBT. */
const BUDGET_MS = 50;
const BUDGET_RATIO = 1;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function time(fn: () => void, runs: number): number {
  // Warm-up: JIT tiers and module initialisation are not what is measured.
  for (let i = 0; i < 5; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function scenario(count: (typeof SIZES)[number], bip32: boolean) {
  const inputs = Array.from({ length: count }, () => ({ kind: 'p2wpkh' as const, value: 10_000n, bip32 }));
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
  // As a flow does it: decoded once, then validated and summarized from that one decode.
  const ours = time(() => {
    const decoded = decodePsbt(psbt);
    validatePsbt({ ...request, decoded }, context);
    summarizePsbt(decoded, context);
  }, RUNS[count]);
  const floor = time(() => {
    Transaction.fromPSBT(base64.decode(psbt));
  }, RUNS[count]);
  const ratio = ours / floor;
  return {
    scenario: bip32 ? `${count} p2wpkh inputs + bip32Derivation` : `${count} p2wpkh inputs`,
    psbtBytes: base64.decode(psbt).length,
    validateSummarizeMs: Number(ours.toFixed(2)),
    perInputUs: Number(((ours / count) * 1000).toFixed(2)),
    scureFromPsbtMs: Number(floor.toFixed(2)),
    ratio: Number(ratio.toFixed(3)),
    // The budget is set at 1,000 inputs; 5,000 shows the cost per input stays flat.
    withinBudget: count !== 1000 || (ours <= BUDGET_MS && ratio <= BUDGET_RATIO),
  };
}

const results = SIZES.flatMap((count) => [scenario(count, false), scenario(count, true)]);
console.log(
  `PSBT decode + validate + summarize against scure's bare parse, median of ${RUNS[1000]} runs at 1,000 inputs and ${RUNS[5000]} at 5,000 (budget at 1,000: ≤ ${BUDGET_MS} ms, ratio ≤ ${BUDGET_RATIO})`,
);
console.table(results);
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'psbt.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs: RUNS, budgetMs: BUDGET_MS, budgetRatio: BUDGET_RATIO, results }, null, 2)}\n`,
);
if (!results.every((r) => r.withinBudget)) process.exitCode = 1;
