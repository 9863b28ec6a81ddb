import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { networkParams } from '@satchel/core/networks';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { Psbt, Transaction } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MNEMONIC } from './config';
import { deriveKeyRing } from './keys';
import { decodePsbt, extractRawTx, signPsbt, summarizeForApproval } from './psbt-signing';
import { unlock } from './signer';

const ring = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest');
const other = deriveKeyRing(DEFAULT_MNEMONIC, 'regtest', 7);
// Test-network keys open against any explorer.
const signer = unlock(ring, 'http://127.0.0.1:3002/api');
const otherSigner = unlock(other, 'http://127.0.0.1:3002/api');
const params = networkParams('regtest');

function txid(byte: number): Uint8Array {
  return new Uint8Array(32).fill(byte);
}

/** Input 0 pays our p2wpkh, input 1 our p2tr, input 2 someone else's p2wpkh. */
function threeInputPsbt(sighash?: number): btc.Transaction {
  const tx = new btc.Transaction();
  tx.addInput({ txid: txid(1), index: 0, witnessUtxo: { script: ring.payment.script, amount: 60_000n } });
  tx.addInput({ txid: txid(2), index: 1, witnessUtxo: { script: ring.ordinals.script, amount: 40_000n } });
  tx.addInput({ txid: txid(3), index: 0, witnessUtxo: { script: other.payment.script, amount: 10_000n } });
  if (sighash !== undefined) {
    tx.updateInput(0, { sighashType: sighash });
    tx.updateInput(1, { sighashType: sighash });
  }
  tx.addOutputAddress(other.ordinals.address, 100_000n, params);
  tx.addOutputAddress(ring.payment.address, 9_000n, params);
  return tx;
}

/**
 * Independent check of a signature: bitcoinjs-lib computes the sighash (BIP-143 / BIP-341)
 * and noble verifies it. Taproot key-path signatures are checked against the output key.
 */
function validate(psbtBytes: Uint8Array, index: number): boolean {
  const psbt = Psbt.fromBase64(base64.encode(psbtBytes));
  const input = psbt.data.inputs[index];
  if (!input?.tapKeySig) {
    return psbt.validateSignaturesOfInput(index, (pubkey, hash, signature) =>
      secp256k1.verify(signature, hash, pubkey, { prehash: false, format: 'compact' }),
    );
  }
  const unsigned = Transaction.fromBuffer(psbt.data.globalMap.unsignedTx.toBuffer());
  const prevouts = psbt.data.inputs.map((i) => i.witnessUtxo);
  const scripts = prevouts.map((p) => p?.script ?? new Uint8Array());
  const values = prevouts.map((p) => p?.value ?? 0n);
  const sig = input.tapKeySig;
  const hashType = sig.length === 65 ? (sig[64] as number) : Transaction.SIGHASH_DEFAULT;
  const hash = unsigned.hashForWitnessV1(index, scripts, values, hashType);
  const outputKey = scripts[index]?.subarray(2, 34) ?? new Uint8Array();
  return schnorr.verify(sig.subarray(0, 64), hash, outputKey);
}

describe('signPsbt', () => {
  it('signs only the inputs it owns when none are named, with default sighashes', () => {
    const { tx, signedIndexes } = signPsbt(threeInputPsbt(), signer, { finalize: 'none' });
    expect(signedIndexes).toEqual([0, 1]);
    const bytes = tx.toPSBT();
    expect(validate(bytes, 0)).toBe(true);
    expect(validate(bytes, 1)).toBe(true);
    expect(tx.getInput(1).tapKeySig).toHaveLength(64); // SIGHASH_DEFAULT adds no byte (BIP-341)
    expect(tx.getInput(0).partialSig?.[0]?.[1].at(-1)).toBe(0x01);
    expect(tx.getInput(2).partialSig).toBeUndefined();
  });

  it('honours the sighash carried by each input', () => {
    const anyoneCanPaySingle = 0x83;
    const { tx } = signPsbt(threeInputPsbt(anyoneCanPaySingle), signer, {
      inputs: [{ index: 0 }, { index: 1 }],
      finalize: 'none',
    });
    expect(tx.getInput(0).partialSig?.[0]?.[1].at(-1)).toBe(anyoneCanPaySingle);
    const tapSig = tx.getInput(1).tapKeySig;
    expect(tapSig).toHaveLength(65);
    expect(tapSig?.at(-1)).toBe(anyoneCanPaySingle);
    expect(validate(tx.toPSBT(), 0)).toBe(true);
    expect(validate(tx.toPSBT(), 1)).toBe(true);
  });

  it('applies a requested sighash when the input has none, and enforces an allow-list', () => {
    const { tx } = signPsbt(threeInputPsbt(), signer, {
      inputs: [{ index: 0, sighash: 0x81 }],
      finalize: 'none',
    });
    expect(tx.getInput(0).partialSig?.[0]?.[1].at(-1)).toBe(0x81);
    expect(() =>
      signPsbt(threeInputPsbt(0x82), signer, {
        inputs: [{ index: 0, allowedSighashes: [0x01] }],
        finalize: 'none',
      }),
    ).toThrow(/not allowed/);
  });

  it('refuses an input it does not own, a missing input, and an input of the wrong account', () => {
    expect(() => signPsbt(threeInputPsbt(), signer, { inputs: [{ index: 2 }], finalize: 'none' })).toThrow(
      /not owned/,
    );
    expect(() => signPsbt(threeInputPsbt(), signer, { inputs: [{ index: 9 }], finalize: 'none' })).toThrow(
      /does not exist/,
    );
    expect(() =>
      signPsbt(threeInputPsbt(), signer, { inputs: [{ index: 1, account: ring.payment }], finalize: 'none' }),
    ).toThrow(/does not belong/);
  });

  it('finalizes only the signed inputs when asked, so a co-signer can still add theirs', () => {
    const { tx } = signPsbt(threeInputPsbt(), signer, {
      inputs: [{ index: 0 }, { index: 1 }],
      finalize: 'signed',
    });
    expect(tx.getInput(0).finalScriptWitness).toHaveLength(2);
    expect(tx.getInput(1).finalScriptWitness).toHaveLength(1);
    expect(tx.getInput(2).finalScriptWitness).toBeUndefined();
    const cosigned = signPsbt(decodePsbt(base64.encode(tx.toPSBT())), otherSigner, {
      inputs: [{ index: 2 }],
      finalize: 'signed',
    });
    expect(extractRawTx(cosigned.tx)).toMatch(/^02000000/);
  });

  it('summarizes inputs, outputs, ownership and fee for the approval overlay', () => {
    const summary = summarizeForApproval(threeInputPsbt(0x83), ring, 'regtest');
    expect(summary.inputs.map((i) => i.mine)).toEqual([true, true, false]);
    expect(summary.inputs[0]?.sighash).toBe(0x83);
    expect(summary.outputs[1]).toEqual({ address: ring.payment.address, value: 9_000n, mine: true });
    expect(summary.fee).toBe(1_000n);
  });

  it('reads hex and base64 alike and rejects garbage', () => {
    const bytes = threeInputPsbt().toPSBT();
    expect(decodePsbt(Buffer.from(bytes).toString('hex')).inputsLength).toBe(3);
    expect(decodePsbt(base64.encode(bytes)).inputsLength).toBe(3);
    expect(() => decodePsbt('not a psbt')).toThrow(/Invalid PSBT/);
  });
});
