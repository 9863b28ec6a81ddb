import { schnorr } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { taprootTweakPrivKey } from '@scure/btc-signer/utils.js';
import { describe, expect, it } from 'vitest';
import { ring, stranger } from '../../../../../test/devwallet/psbt-fixtures';
import { ErrorCode } from '../../primitives/errors';
import { networkParams } from '../../primitives/networks';
import { assertInputsSigned } from './check-signed';

/**
 * That every requested input comes back signed, tested with real signatures: the Dev Wallet's keys
 * (BIP-84 / BIP-86 of the test mnemonic) sign through @scure/btc-signer, then the PSBT is tampered
 * with the way a wallet could get it wrong.
 */

const REGTEST = networkParams('regtest');
const OPTS = { allowUnknownOutputs: true, allowLegacyWitnessUtxo: true } as const;
const nested = btc.p2sh(btc.p2wpkh(ring.payment.publicKey, REGTEST), REGTEST);
const legacy = btc.p2pkh(ring.payment.publicKey, REGTEST);

/** A previous transaction paying `script`, for a legacy input's nonWitnessUtxo. */
function previousTx(script: Uint8Array, amount: bigint): { raw: Uint8Array; txid: Uint8Array } {
  const tx = new btc.Transaction(OPTS);
  tx.addOutput({ script, amount });
  tx.addInput({ txid: new Uint8Array(32).fill(9), index: 0, finalScriptSig: Uint8Array.of(0x51) });
  return { raw: tx.toBytes(true, false), txid: hex.decode(tx.id) };
}

/**
 * Inputs: 0 p2wpkh (payment), 1 p2tr key path (ordinals), 2 a stranger's p2wpkh (not ours to sign),
 * 3 p2sh-p2wpkh, 4 p2pkh with its previous transaction.
 */
function unsigned(): btc.Transaction {
  const tx = new btc.Transaction(OPTS);
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: ring.payment.script, amount: 60_000n },
  });
  tx.addInput({
    txid: new Uint8Array(32).fill(2),
    index: 1,
    witnessUtxo: { script: ring.ordinals.script, amount: 40_000n },
    tapInternalKey: ring.ordinals.xOnlyPublicKey,
  });
  tx.addInput({
    txid: new Uint8Array(32).fill(3),
    index: 0,
    witnessUtxo: { script: stranger.payment.script, amount: 5_000n },
  });
  tx.addInput({
    txid: new Uint8Array(32).fill(4),
    index: 2,
    witnessUtxo: { script: nested.script, amount: 20_000n },
    redeemScript: nested.redeemScript,
  });
  const prev = previousTx(legacy.script, 30_000n);
  tx.addInput({ txid: prev.txid, index: 0, nonWitnessUtxo: prev.raw });
  tx.addOutputAddress(stranger.ordinals.address, 150_000n, REGTEST);
  return tx;
}

const OURS = [0, 1, 3, 4];
const psbtOf = (tx: btc.Transaction) => base64.encode(tx.toPSBT());
const copy = (tx: btc.Transaction) => btc.Transaction.fromPSBT(tx.toPSBT(), OPTS);

function signed(indexes = OURS, tx = unsigned()): btc.Transaction {
  for (const i of indexes) {
    const key = i === 1 ? ring.ordinals.privateKey : ring.payment.privateKey;
    tx.signIdx(key, i);
  }
  return tx;
}

/** Flips one bit of a byte array, as a corrupted signature would have. */
function flip(bytes: Uint8Array, at: number): void {
  bytes[at] = (bytes[at] as number) ^ 0x01;
}

function check(returned: btc.Transaction, indexes = OURS, extra: { allowedSighash?: number[] } = {}) {
  return () =>
    assertInputsSigned({
      requestedPsbt: psbtOf(unsigned()),
      returnedPsbt: psbtOf(returned),
      indexes,
      ...extra,
    });
}

const message = (i: number) => `The wallet returned the PSBT without signing input ${i}.`;

describe('assertInputsSigned', () => {
  it('passes ECDSA (p2wpkh, p2sh-p2wpkh, p2pkh) and Schnorr key-path signatures that verify', () => {
    expect(check(signed())).not.toThrow();
  });

  it('passes the same inputs finalized (final witness and scriptSig)', () => {
    const tx = signed();
    for (const i of OURS) tx.finalizeIdx(i);
    expect(tx.getInput(0).finalScriptWitness).toBeDefined();
    expect(tx.getInput(4).finalScriptSig).toBeDefined();
    expect(check(tx)).not.toThrow();
  });

  it('refuses the PSBT handed back unsigned, naming the first input asked', () => {
    expect(check(unsigned())).toThrow(message(0));
    expect(check(unsigned(), [4, 3])).toThrow(message(3));
    try {
      check(unsigned())();
    } catch (error) {
      expect(error).toMatchObject({
        code: ErrorCode.WALLET_DID_NOT_SIGN,
        details: 'It carries no signature.',
      });
    }
  });

  it('names the one input left unsigned among signed ones', () => {
    expect(check(signed([0, 3, 4]))).toThrow(message(1));
    expect(check(signed([0, 1, 4]))).toThrow(message(3));
    expect(check(signed([0, 1, 3]))).toThrow(message(4));
    // Inputs the request did not name are not the wallet's to sign.
    expect(check(signed([0, 1]), [0, 1])).not.toThrow();
  });

  it('refuses a signature over another sighash type than the one asked', () => {
    // The wallet sets NONE on its copy and signs with it: the outputs could then be changed.
    const none = unsigned();
    none.updateInput(0, { sighashType: btc.SigHash.NONE }, true);
    none.signIdx(ring.payment.privateKey, 0, [btc.SigHash.NONE]);
    expect(check(none, [0])).toThrow(message(0));
    // The same signature is fine where the request allowed NONE.
    expect(check(none, [0], { allowedSighash: [btc.SigHash.NONE] })).not.toThrow();
    const taproot = unsigned();
    taproot.updateInput(1, { sighashType: btc.SigHash.NONE_ANYONECANPAY }, true);
    taproot.signIdx(ring.ordinals.privateKey, 1, [btc.SigHash.NONE_ANYONECANPAY]);
    expect(check(taproot, [1])).toThrow(message(1));
  });

  it('refuses a signature whose hash type byte was rewritten, or made for another transaction', () => {
    const tx = signed([0]);
    const [[pubkey, signature]] = tx.getInput(0).partialSig as [[Uint8Array, Uint8Array]];
    const relabelled = copy(unsigned());
    relabelled.updateInput(
      0,
      { partialSig: [[pubkey, Uint8Array.of(...signature.subarray(0, -1), 0x81)]] },
      true,
    );
    expect(check(relabelled, [0], { allowedSighash: [0x01, 0x81] })).toThrow(message(0));

    const other = unsigned();
    other.updateOutput(0, { amount: 149_000n });
    signed([0, 1], other);
    const moved = copy(unsigned());
    moved.updateInput(0, { partialSig: other.getInput(0).partialSig }, true);
    moved.updateInput(1, { tapKeySig: other.getInput(1).tapKeySig }, true);
    expect(check(moved, [0])).toThrow(message(0));
    expect(check(moved, [1])).toThrow(message(1));
  });

  it('refuses a signature by another key', () => {
    // The stranger signs this input as if it paid the stranger's key.
    const asStranger = unsigned();
    asStranger.updateInput(0, { witnessUtxo: { script: stranger.payment.script, amount: 60_000n } }, true);
    asStranger.signIdx(stranger.payment.privateKey, 0);
    const [[strangerKey, strangerSig]] = asStranger.getInput(0).partialSig as [[Uint8Array, Uint8Array]];
    const byStranger = copy(unsigned());
    byStranger.updateInput(0, { partialSig: [[strangerKey, strangerSig]] }, true);
    expect(check(byStranger, [0])).toThrow(message(0));
    // The same signature filed under our key does not verify.
    const misfiled = copy(unsigned());
    misfiled.updateInput(0, { partialSig: [[ring.payment.publicKey, strangerSig]] }, true);
    expect(check(misfiled, [0])).toThrow(message(0));

    // A Schnorr signature by the untweaked internal key is no key-path signature (BIP-341).
    const tx = unsigned();
    const prevouts = [0, 1, 2, 3, 4].map((i) => {
      const input = tx.getInput(i);
      return input.witnessUtxo ?? { script: legacy.script, amount: 30_000n };
    });
    const digest = tx.preimageWitnessV1(
      1,
      prevouts.map((p) => p.script),
      btc.SigHash.DEFAULT,
      prevouts.map((p) => p.amount),
    );
    const untweaked = copy(unsigned());
    untweaked.updateInput(1, { tapKeySig: schnorr.sign(digest, ring.ordinals.privateKey) }, true);
    expect(check(untweaked, [1])).toThrow(message(1));
    // The tweaked key's signature over that digest is what the output key verifies.
    const tweaked = copy(unsigned());
    tweaked.updateInput(
      1,
      { tapKeySig: schnorr.sign(digest, taprootTweakPrivKey(ring.ordinals.privateKey)) },
      true,
    );
    expect(check(tweaked, [1])).not.toThrow();
  });

  it('refuses a final witness or scriptSig whose signature does not verify', () => {
    const tx = signed();
    for (const i of OURS) tx.finalizeIdx(i);
    const bad = copy(tx);
    const witness = (bad.getInput(0).finalScriptWitness as Uint8Array[]).map((item) => item.slice());
    flip(witness[0] as Uint8Array, 10);
    bad.updateInput(0, { finalScriptWitness: witness }, true);
    expect(check(bad)).toThrow(message(0));

    const badTaproot = copy(tx);
    const tapWitness = (badTaproot.getInput(1).finalScriptWitness as Uint8Array[]).map((item) =>
      item.slice(),
    );
    flip(tapWitness[0] as Uint8Array, 5);
    badTaproot.updateInput(1, { finalScriptWitness: tapWitness }, true);
    expect(check(badTaproot)).toThrow(message(1));

    const badLegacy = copy(tx);
    const scriptSig = (badLegacy.getInput(4).finalScriptSig as Uint8Array).slice();
    flip(scriptSig, 12);
    badLegacy.updateInput(4, { finalScriptSig: scriptSig }, true);
    expect(check(badLegacy)).toThrow(message(4));
  });

  it('checks taproot signatures against every spent output, and refuses when one is unknown', () => {
    const request = unsigned();
    request.updateInput(2, { witnessUtxo: undefined }, true);
    const tx = copy(request);
    tx.updateInput(1, { tapKeySig: signed([1]).getInput(1).tapKeySig }, true);
    expect(() =>
      assertInputsSigned({ requestedPsbt: psbtOf(request), returnedPsbt: psbtOf(tx), indexes: [1] }),
    ).toThrow(message(1));
  });

  it('uses the amounts of the request, and refuses amounts the wallet rewrote', () => {
    // A wallet that raises an input's amount and signs for that: the network would reject it.
    const lying = unsigned();
    lying.updateInput(0, { witnessUtxo: { script: ring.payment.script, amount: 61_000n } }, true);
    signed([0], lying);
    expect(check(lying, [0])).toThrow(
      'The wallet returned a transaction that differs from the one you reviewed.',
    );
  });

  it('honours the sighash type the PSBT names for an input (BIP-174)', () => {
    const request = unsigned();
    request.updateInput(0, { sighashType: btc.SigHash.SINGLE_ANYONECANPAY }, true);
    const tx = copy(request);
    tx.signIdx(ring.payment.privateKey, 0, [btc.SigHash.SINGLE_ANYONECANPAY]);
    const run = (returned: btc.Transaction) => () =>
      assertInputsSigned({ requestedPsbt: psbtOf(request), returnedPsbt: psbtOf(returned), indexes: [0] });
    expect(run(tx)).not.toThrow();
    // ALL is not what this input asked for.
    const all = copy(request);
    all.updateInput(0, { sighashType: btc.SigHash.ALL }, true);
    all.signIdx(ring.payment.privateKey, 0);
    expect(run(all)).toThrow(message(0));
  });

  it('refuses an index the PSBT does not have', () => {
    expect(check(signed(), [0, 7])).toThrow(message(7));
  });
});

describe('assertInputsSigned on a taproot script path (BIP-342)', () => {
  const leafKey = ring.payment;
  const leaf = btc.p2tr_pk(leafKey.xOnlyPublicKey);
  const output = btc.p2tr(stranger.ordinals.xOnlyPublicKey, { script: leaf.script }, REGTEST, true);

  function scriptPathTx(): btc.Transaction {
    const tx = new btc.Transaction(OPTS);
    tx.addInput({
      txid: new Uint8Array(32).fill(7),
      index: 0,
      witnessUtxo: { script: output.script, amount: 50_000n },
      tapLeafScript: output.tapLeafScript,
    });
    tx.addOutputAddress(stranger.payment.address, 49_000n, REGTEST);
    return tx;
  }
  const run = (returned: btc.Transaction) => () =>
    assertInputsSigned({
      requestedPsbt: psbtOf(scriptPathTx()),
      returnedPsbt: psbtOf(returned),
      indexes: [0],
    });

  it('passes a leaf signature, partial and final, and refuses a corrupted one', () => {
    const tx = scriptPathTx();
    tx.signIdx(leafKey.privateKey, 0);
    expect(tx.getInput(0).tapScriptSig).toHaveLength(1);
    expect(run(tx)).not.toThrow();
    tx.finalizeIdx(0);
    expect(run(tx)).not.toThrow();

    const bad = copy(tx);
    const witness = (bad.getInput(0).finalScriptWitness as Uint8Array[]).map((item) => item.slice());
    flip(witness[0] as Uint8Array, 3);
    bad.updateInput(0, { finalScriptWitness: witness }, true);
    expect(run(bad)).toThrow(message(0));
    expect(run(scriptPathTx())).toThrow(message(0));
  });
});
