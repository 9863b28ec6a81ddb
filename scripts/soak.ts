/**
 * `npm run soak`: the response-parser and validatePsbt properties at 100,000 cases per
 * target (Vitest runs the same targets at 1,000). Prints per-target case counts, outcomes and time;
 * exits 1 when any case threw something other than a SatchelError.
 *
 *   npm run soak                      # 100,000 cases per target
 *   npm run soak -- 5000 getTx        # fewer cases, only targets whose name contains "getTx"
 *   SATCHEL_SOAK_SEED=42 npm run soak # a fixed seed (printed either way)
 */
import { soak } from '../test/properties/run';
import { ALL_TARGETS } from '../test/properties/targets';

const [runsArg, filter] = process.argv.slice(2);
const numRuns = runsArg ? Number(runsArg) : 100_000;
if (!Number.isSafeInteger(numRuns) || numRuns < 1) {
  console.error(`usage: soak [cases per target] [name filter]; got ${runsArg}`);
  process.exit(2);
}
const seed = process.env.SATCHEL_SOAK_SEED ? Number(process.env.SATCHEL_SOAK_SEED) : Date.now() | 0;
const targets = ALL_TARGETS.filter((t) => !filter || t.name.includes(filter));

console.log(`soak: ${targets.length} targets × ${numRuns.toLocaleString('en-US')} cases, seed ${seed}`);
const started = performance.now();
let other = 0;
let cases = 0;
const pad = Math.max(...targets.map((t) => t.name.length));
for (const target of targets) {
  const f = await soak(target, numRuns, seed);
  other += f.otherThrows;
  cases += f.cases;
  console.log(
    `${f.name.padEnd(pad)}  cases ${String(f.cases).padStart(7)}  returned ${String(f.returned).padStart(7)}` +
      `  SatchelError ${String(f.satchelErrors).padStart(7)}  other throws ${f.otherThrows}  ${(f.ms / 1000).toFixed(1)} s`,
  );
  if (f.firstOther) console.log(`  first: ${f.firstOther}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `total: ${cases.toLocaleString('en-US')} cases, ${other} non-SatchelError throws, ${seconds} s (seed ${seed})`,
);
process.exit(other > 0 ? 1 : 0);
