/**
 * Checking that a wallet signed every input of a 1,000-input PSBT costs one signature
 * verification per input: the BIP-143/BIP-341 shared hashes are computed once per transaction
 * (DESIGN.md's pitfall: recomputed per input they cost seconds). The check's rate is printed beside
 * the bare verification rate of the crypto backend (@noble/curves) on the same signatures. A 2-of-2
 * p2wsh multisig runs its witness script through the interpreter, two verifications per input.
 * Prints a table and writes bench/results/signed-check.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { SighashCache } from '@satchel/core/internal';
import { assertInputsSigned } from '@satchel/core/protocol/psbt/check-signed';
import { decodePsbt } from '@satchel/core/protocol/psbt/decode';
import { hex } from '@scure/base';
import { OutScript, p2ms, Transaction } from '@scure/btc-signer';
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

/** The core sighash cache over a decoded PSBT's transaction and witness prevouts. */
function cacheOf(psbt: ReturnType<typeof decodePsbt>) {
  const prevouts = psbt.inputs.map((input) => ({
    value: input.witnessUtxo?.amount ?? 0n,
    script: input.witnessUtxo?.script ?? new Uint8Array(0),
  }));
  return new SighashCache(
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
}

/** ECDSA over a BIP-143 digest, as DER plus the ALL hash type byte. */
function ecdsaSign(digest: Uint8Array, secret: Uint8Array) {
  const der = secp256k1.Signature.fromBytes(secp256k1.sign(digest, secret, { prehash: false })).toBytes(
    'der',
  );
  return { der, signature: Uint8Array.of(...der, 0x01) };
}

/** Every input a 2-of-2 p2wsh multisig of ALICE and BOB, finalized (BIP-141 witness). */
function multisigFixture() {
  const script = p2ms(2, [ALICE.publicKey, BOB.publicKey]).script;
  const spent = OutScript.encode({ type: 'wsh', hash: sha256(script) });
  const tx = new Transaction({ allowUnknownOutputs: true });
  for (let i = 0; i < INPUTS; i++) {
    tx.addInput({
      txid: sha256(Uint8Array.of(i & 0xff, i >> 8)),
      index: 0,
      witnessUtxo: { script: spent, amount: 10_000n },
      witnessScript: script,
    });
  }
  tx.addOutput({ script: BOB.p2wpkh.script, amount: 9_000_000n });
  const unsigned = toBase64(tx);
  const cache = cacheOf(decodePsbt(unsigned));
  const checks: (() => boolean)[] = [];
  for (let i = 0; i < INPUTS; i++) {
    const digest = cache.witnessV0(i, script, 10_000n, 0x01);
    const [a, b] = [ecdsaSign(digest, ALICE.secret), ecdsaSign(digest, BOB.secret)];
    tx.updateInput(i, { finalScriptWitness: [new Uint8Array(0), a.signature, b.signature, script] }, true);
    for (const [der, key] of [
      [a.der, ALICE.publicKey],
      [b.der, BOB.publicKey],
    ] as const)
      checks.push(() => secp256k1.verify(der, digest, key, { prehash: false, format: 'der' }));
  }
  return { unsigned, signed: toBase64(tx), checks };
}

/** Signs every input with the digests of the core cache (scure's own signer hashes per input). */
function signedFixture(kind: 'p2wpkh' | 'p2tr') {
  const tx = buildPsbt(
    Array.from({ length: INPUTS }, () => ({ kind, value: 10_000n })),
    [{ script: BOB.p2wpkh.script, amount: 9_000_000n }],
  );
  const unsigned = toBase64(tx);
  const psbt = decodePsbt(unsigned);
  const cache = cacheOf(psbt);
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

function scenario(kind: 'p2wpkh' | 'p2tr' | 'p2wsh') {
  const { unsigned, signed, checks } = kind === 'p2wsh' ? multisigFixture() : signedFixture(kind);
  const indexes = Array.from({ length: INPUTS }, (_, i) => i);
  const [checkMs, verifyMs] = timePair(
    () => {
      assertInputsSigned({ requestedPsbt: unsigned, returnedPsbt: signed, indexes });
    },
    () => {
      for (const verify of checks) if (!verify()) throw new Error('fixture signature does not verify');
    },
  );
  return {
    scenario: `${INPUTS} ${kind === 'p2wsh' ? 'p2wsh 2-of-2' : kind} inputs, ${kind === 'p2tr' ? 'Schnorr' : 'ECDSA'}`,
    checkMs: Math.round(checkMs),
    checkPerSecond: Math.round((checks.length / checkMs) * 1000),
    bareVerifyMs: Math.round(verifyMs),
    bareVerifyPerSecond: Math.round((checks.length / verifyMs) * 1000),
    ratio: Number((verifyMs / checkMs).toFixed(3)),
    withinBudget: verifyMs / checkMs >= MIN_RATIO,
  };
}

const results = [scenario('p2wpkh'), scenario('p2tr'), scenario('p2wsh')];
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
