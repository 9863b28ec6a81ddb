/**
 * SPEC R20.3: checking that a wallet signed every input of a 1,000-input PSBT costs one signature
 * verification per input: the BIP-143/BIP-341 shared hashes are computed once per transaction
 * (DESIGN.md's pitfall: recomputed per input they cost seconds). The check's rate is printed beside
 * the bare verification rate of the crypto backend (@noble/curves) on the same signatures.
 * Prints a table and writes bench/results/signed-check.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { SighashCache } from '@satchel/core/internal';
import { assertInputsSigned } from '@satchel/core/psbt/check-signed';
import { clearPsbtDecodeCache, decodePsbt } from '@satchel/core/psbt/decode';
import { hex } from '@scure/base';
import { taprootTweakPrivKey } from '@scure/btc-signer/utils.js';
import { ALICE, BOB, buildPsbt, toBase64 } from '../test/fixtures/psbt/psbts';

const INPUTS = 1000;
const RUNS = 3;
/** The check may cost at most this much over the bare verifications (parse and hashing). */
const MIN_RATIO = 0.8;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Medians of `a` and `b` timed in alternation, after one warm-up each, so a machine busy with
 * other work slows both alike and their ratio stays meaningful.
 */
function timePair(a: () => void, b: () => void): [number, number] {
  a();
  b();
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < RUNS; i++) {
    for (const [n, fn] of [a, b].entries()) {
      const start = performance.now();
      fn();
      samples[n]?.push(performance.now() - start);
    }
  }
  return [median(samples[0]), median(samples[1])];
}

/** Signs every input with the digests of the core cache (scure's own signer hashes per input). */
function signedFixture(kind: 'p2wpkh' | 'p2tr') {
  const tx = buildPsbt(
    Array.from({ length: INPUTS }, () => ({ kind, value: 10_000n })),
    [{ script: BOB.p2wpkh.script, amount: 9_000_000n }],
  );
  const unsigned = toBase64(tx);
  const psbt = decodePsbt(unsigned);
  const prevouts = psbt.inputs.map((input) => ({
    value: input.witnessUtxo?.amount ?? 0n,
    script: input.witnessUtxo?.script ?? new Uint8Array(0),
  }));
  const cache = new SighashCache(
    {
      version: psbt.txVersion,
      locktime: psbt.lockTime,
      inputs: psbt.inputs.map((i) => ({
        prevHash: hex.decode(i.txid).reverse(),
        vout: i.vout,
        sequence: i.sequence,
      })),
      outputs: psbt.outputs.map((o) => ({ value: o.amount, script: o.script })),
    },
    prevouts,
  );
  const tweaked = taprootTweakPrivKey(ALICE.secret);
  const scriptCode = Uint8Array.of(0x76, 0xa9, 0x14, ...ALICE.p2wpkh.script.subarray(2), 0x88, 0xac);
  const checks: (() => boolean)[] = [];
  for (let i = 0; i < INPUTS; i++) {
    if (kind === 'p2wpkh') {
      const digest = cache.witnessV0(i, scriptCode, 10_000n, 0x01);
      const der = secp256k1.Signature.fromBytes(
        secp256k1.sign(digest, ALICE.secret, { prehash: false }),
      ).toBytes('der');
      tx.updateInput(i, { partialSig: [[ALICE.publicKey, Uint8Array.of(...der, 0x01)]] }, true);
      checks.push(() => secp256k1.verify(der, digest, ALICE.publicKey, { prehash: false, format: 'der' }));
    } else {
      const digest = cache.taprootKeyPath(i, 0x00) as Uint8Array;
      const signature = schnorr.sign(digest, tweaked);
      tx.updateInput(i, { tapKeySig: signature }, true);
      const outputKey = ALICE.p2tr.script.subarray(2);
      checks.push(() => schnorr.verify(signature, digest, outputKey));
    }
  }
  return { unsigned, signed: toBase64(tx), checks };
}

function scenario(kind: 'p2wpkh' | 'p2tr') {
  const { unsigned, signed, checks } = signedFixture(kind);
  const indexes = Array.from({ length: INPUTS }, (_, i) => i);
  const [checkMs, verifyMs] = timePair(
    () => {
      clearPsbtDecodeCache();
      assertInputsSigned({ requestedPsbt: unsigned, returnedPsbt: signed, indexes });
    },
    () => {
      for (const verify of checks) if (!verify()) throw new Error('fixture signature does not verify');
    },
  );
  return {
    scenario: `${INPUTS} ${kind} inputs, ${kind === 'p2tr' ? 'Schnorr' : 'ECDSA'}`,
    checkMs: Math.round(checkMs),
    checkPerSecond: Math.round((INPUTS / checkMs) * 1000),
    bareVerifyMs: Math.round(verifyMs),
    bareVerifyPerSecond: Math.round((INPUTS / verifyMs) * 1000),
    ratio: Number((verifyMs / checkMs).toFixed(3)),
    withinBudget: verifyMs / checkMs >= MIN_RATIO,
  };
}

const results = [scenario('p2wpkh'), scenario('p2tr')];
console.log(
  `Signed-input check of a ${INPUTS}-input PSBT, median of ${RUNS} runs (rate ≥ ${MIN_RATIO * 100}% of bare verification)`,
);
console.table(results);
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'signed-check.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs: RUNS, minRatio: MIN_RATIO, results }, null, 2)}\n`,
);
if (!results.every((r) => r.withinBudget)) process.exitCode = 1;
