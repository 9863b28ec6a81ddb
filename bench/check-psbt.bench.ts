/**
 * `check-psbt` on PSBTs of 600 and 3,000 inputs, every input the Dev Wallet's own (a test network,
 * so the families backed by its signer sign every input, not only their rules): the time grows
 * with the input count, not its square. Three parts were quadratic: @scure/btc-signer hashes the
 * whole transaction again for each input's BIP-143/BIP-341 digest (psbt-signing.ts now shares those
 * hashes, shared-sighash.ts); its `toPSBT` (and `clone`, which goes through it) copies everything
 * written so far at each key of a separator-terminated map (psbt-bytes.ts writes each input map on
 * its own); and every family signed the same inputs again (simulate.ts signs once per distinct
 * request). Prints wall and CPU time per size, CPU per input, and the ratio between the two
 * sizes' per-input costs (1 is linear); writes bench/results/check-psbt.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { checkPsbtAcrossWallets } from '../packages/devwallet/src/compat/check';
import { formatJson, formatTable } from '../packages/devwallet/src/compat/format';
import { ring } from '../test/devwallet/psbt-fixtures';

const SIZES = [600, 3000];

/** `inputs` p2wpkh inputs of the key ring's payment address, one output. */
function psbtOf(inputs: number): string {
  const tx = new btc.Transaction();
  for (let i = 0; i < inputs; i++) {
    tx.addInput({
      txid: new Uint8Array(32).fill((i % 250) + 1),
      index: i,
      witnessUtxo: { script: ring.payment.script, amount: 10_000n },
    });
  }
  tx.addOutput({ script: ring.payment.script, amount: BigInt(inputs) * 9_000n });
  return base64.encode(tx.toPSBT());
}

function measure(inputs: number) {
  const psbt = psbtOf(inputs);
  const cpu = process.cpuUsage();
  const start = performance.now();
  const report = checkPsbtAcrossWallets(psbt, { network: 'regtest' });
  formatTable(report);
  formatJson(report);
  const wallMs = performance.now() - start;
  const cpuMs = process.cpuUsage(cpu).user / 1000;
  const signed = report.rows.filter((row) => row.simulated && !row.simulated.error).length;
  return {
    inputs,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round(cpuMs),
    cpuMsPerInput: Number((cpuMs / inputs).toFixed(2)),
    familiesSigning: signed,
  };
}

measure(20); // warm-up: module loading and JIT
const results = SIZES.map(measure);
const [small, large] = results as [ReturnType<typeof measure>, ReturnType<typeof measure>];
const perInputRatio = Number((large.cpuMsPerInput / small.cpuMsPerInput).toFixed(2));
console.log('check-psbt, every input signed by the Dev Wallet’s signer where its rules sign');
console.table(results);
console.log(`CPU per input at ${large.inputs} / at ${small.inputs}: ${perInputRatio} (1 is linear)`);
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'check-psbt.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results, perInputRatio }, null, 2)}\n`,
);
