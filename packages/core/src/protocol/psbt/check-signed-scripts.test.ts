import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { hash160 } from '@scure/btc-signer/utils.js';
import { describe, expect, it } from 'vitest';
import { assertInputsSigned } from './check-signed';

/**
 * Script-hash spends (BIP-141 p2wsh and p2sh-p2wsh, BIP-16 bare p2sh) count as signed only when
 * their script runs to true as a node runs it: real keys sign BIP-143 digests that @scure/btc-signer
 * computes, and the final witnesses are then built right and built wrong.
 */

const OPTS = { allowUnknownOutputs: true, allowLegacyWitnessUtxo: true, allowUnknownInputs: true } as const;
const secret = (name: string) => sha256(utf8ToBytes(`satchel script-spend test key ${name}`));
const [A, B, C] = ['a', 'b', 'c'].map((name) => {
  const priv = secret(name);
  return { priv, pub: secp256k1.getPublicKey(priv, true) };
}) as [Key, Key, Key];
interface Key {
  priv: Uint8Array;
  pub: Uint8Array;
}
const AMOUNT = 50_000n;
const EMPTY = new Uint8Array(0);

const wshOf = (script: Uint8Array) => btc.OutScript.encode({ type: 'wsh', hash: sha256(script) });

interface Spend {
  /** The witness script. */
  script: Uint8Array;
  /** Wrap the p2wsh program in p2sh (BIP-141 "P2WSH nested in BIP16 P2SH"). */
  nested?: boolean;
  sequence?: number;
  lockTime?: number;
  version?: number;
}

function request(spend: Spend): btc.Transaction {
  const tx = new btc.Transaction({
    ...OPTS,
    version: spend.version ?? 2,
    lockTime: spend.lockTime ?? 0,
  });
  const program = wshOf(spend.script);
  const nested = spend.nested ? btc.OutScript.encode({ type: 'sh', hash: hash160(program) }) : undefined;
  tx.addInput({
    txid: new Uint8Array(32).fill(5),
    index: 1,
    sequence: spend.sequence ?? 0xfffffffd,
    witnessUtxo: { script: nested ?? program, amount: AMOUNT },
    witnessScript: spend.script,
    ...(nested ? { redeemScript: program } : {}),
  });
  tx.addOutput({
    script: btc.OutScript.encode({ type: 'wpkh', hash: hash160(C.pub) }),
    amount: 49_000n,
  });
  return tx;
}

/** A BIP-143 signature by `key` over input 0 of `tx` with `script` as its scriptCode. */
function sign(
  tx: btc.Transaction,
  key: Key,
  script: Uint8Array,
  hashType: number = btc.SigHash.ALL,
): Uint8Array {
  const digest = tx.preimageWitnessV0(0, script, hashType, AMOUNT);
  const der = secp256k1.Signature.fromBytes(secp256k1.sign(digest, key.priv, { prehash: false })).toBytes(
    'der',
  );
  return Uint8Array.of(...der, hashType);
}

/** The request handed back with its input finalized to `items` + the witness script. */
function answer(spend: Spend, items: (tx: btc.Transaction) => Uint8Array[]) {
  const asked = request(spend);
  const returned = btc.Transaction.fromPSBT(asked.toPSBT(), OPTS);
  const program = wshOf(spend.script);
  returned.updateInput(
    0,
    {
      finalScriptWitness: [...items(asked), spend.script],
      ...(spend.nested ? { finalScriptSig: btc.Script.encode([program]) } : {}),
    },
    true,
  );
  return () =>
    assertInputsSigned({
      requestedPsbt: base64.encode(asked.toPSBT()),
      returnedPsbt: base64.encode(returned.toPSBT()),
      indexes: [0],
    });
}

const NOT_SIGNED = 'The wallet returned the PSBT without signing input 0.';

/** What the check gave as the reason (the thrown error's details), or 'signed'. */
function verdict(run: () => void): string {
  try {
    run();
    return 'signed';
  } catch (error) {
    expect((error as Error).message).toBe(NOT_SIGNED);
    return (error as { details?: string }).details ?? '';
  }
}

const multisig2of2 = btc.p2ms(2, [A.pub, B.pub]).script;
const multisig2of3 = btc.p2ms(2, [A.pub, B.pub, C.pub]).script;
const PREIMAGE = utf8ToBytes('the swap secret');
/** A hash-locked spend by A: `OP_SHA256 <h> OP_EQUALVERIFY <A> OP_CHECKSIG`. */
const hashLock = btc.Script.encode(['SHA256', sha256(PREIMAGE), 'EQUALVERIFY', A.pub, 'CHECKSIG']);
/** A refund path: spendable by A after 10 blocks (BIP-112), or by B at once. */
const refund = btc.Script.encode([
  'IF',
  10,
  'CHECKSEQUENCEVERIFY',
  'DROP',
  A.pub,
  'ELSE',
  B.pub,
  'ENDIF',
  'CHECKSIG',
]);
/** Spendable by A once the transaction's nLockTime reaches height 800,000 (BIP-65). */
const timelock = btc.Script.encode([
  btc.ScriptNum().encode(800_000n),
  'CHECKLOCKTIMEVERIFY',
  'DROP',
  A.pub,
  'CHECKSIG',
]);

describe('assertInputsSigned on p2wsh and p2sh-p2wsh final witnesses (BIP-141, BIP-143)', () => {
  it('passes witnesses whose script runs to true: multisig, single key, hash lock, branches, locks', () => {
    const both = (tx: btc.Transaction) => [EMPTY, sign(tx, A, multisig2of2), sign(tx, B, multisig2of2)];
    expect(verdict(answer({ script: multisig2of2 }, both))).toBe('signed');
    expect(verdict(answer({ script: multisig2of2, nested: true }, both))).toBe('signed');
    // 2-of-3 with the first and the last key: signatures in key order skip the middle key.
    const ac = (tx: btc.Transaction) => [EMPTY, sign(tx, A, multisig2of3), sign(tx, C, multisig2of3)];
    expect(verdict(answer({ script: multisig2of3, nested: true }, ac))).toBe('signed');
    const single = btc.p2pk(A.pub).script;
    expect(verdict(answer({ script: single }, (tx) => [sign(tx, A, single)]))).toBe('signed');
    expect(verdict(answer({ script: hashLock }, (tx) => [sign(tx, A, hashLock), PREIMAGE]))).toBe('signed');
    // The refund branch with its relative lock met; the other branch needs no lock.
    const refundA = (tx: btc.Transaction) => [sign(tx, A, refund), Uint8Array.of(1)];
    expect(verdict(answer({ script: refund, sequence: 10 }, refundA))).toBe('signed');
    expect(verdict(answer({ script: refund }, (tx) => [sign(tx, B, refund), EMPTY]))).toBe('signed');
    const locked = (tx: btc.Transaction) => [sign(tx, A, timelock)];
    expect(verdict(answer({ script: timelock, lockTime: 800_001 }, locked))).toBe('signed');
  });

  it('refuses a 2-of-2 with one signature, and signatures out of key order', () => {
    const one = verdict(answer({ script: multisig2of2 }, (tx) => [EMPTY, sign(tx, A, multisig2of2)]));
    expect(one).toMatch(/^Its script does not run to true as a node runs it/);
    const swapped = (tx: btc.Transaction) => [EMPTY, sign(tx, B, multisig2of2), sign(tx, A, multisig2of2)];
    expect(verdict(answer({ script: multisig2of2 }, swapped))).toBe(
      'Its script does not run to true as a node runs it (a signature does not verify), so nodes would refuse it.',
    );
    const swappedNested = (tx: btc.Transaction) => [
      EMPTY,
      sign(tx, C, multisig2of3),
      sign(tx, A, multisig2of3),
    ];
    expect(verdict(answer({ script: multisig2of3, nested: true }, swappedNested))).toMatch(
      /does not run to true/,
    );
    // One good signature and one by a key the script does not name.
    const stranger = (tx: btc.Transaction) => [EMPTY, sign(tx, A, multisig2of2), sign(tx, C, multisig2of2)];
    expect(verdict(answer({ script: multisig2of2 }, stranger))).toMatch(/does not run to true/);
  });

  it('refuses a non-empty CHECKMULTISIG dummy (NULLDUMMY) and an extra stack item (CLEANSTACK)', () => {
    const dummy = (tx: btc.Transaction) => [
      Uint8Array.of(1),
      sign(tx, A, multisig2of2),
      sign(tx, B, multisig2of2),
    ];
    expect(verdict(answer({ script: multisig2of2 }, dummy))).toBe(
      'Its script does not run to true as a node runs it (the CHECKMULTISIG dummy item is not empty), so nodes would refuse it.',
    );
    const extra = (tx: btc.Transaction) => [
      Uint8Array.of(7),
      EMPTY,
      sign(tx, A, multisig2of2),
      sign(tx, B, multisig2of2),
    ];
    expect(verdict(answer({ script: multisig2of2, nested: true }, extra))).toBe(
      'Its script does not run to true as a node runs it (it leaves other than one item on the stack), so nodes would refuse it.',
    );
    const single = btc.p2pk(A.pub).script;
    const extraSingle = (tx: btc.Transaction) => [EMPTY, sign(tx, A, single)];
    expect(verdict(answer({ script: single }, extraSingle))).toMatch(/other than one item/);
  });

  it('refuses a wrong hash-lock preimage, an unmet lock and a branch argument that is not minimal', () => {
    const wrong = (tx: btc.Transaction) => [sign(tx, A, hashLock), utf8ToBytes('a guess')];
    expect(verdict(answer({ script: hashLock }, wrong))).toBe(
      'Its script does not run to true as a node runs it (OP_EQUALVERIFY found the items unequal), so nodes would refuse it.',
    );
    const refundA = (tx: btc.Transaction) => [sign(tx, A, refund), Uint8Array.of(1)];
    expect(verdict(answer({ script: refund, sequence: 9 }, refundA))).toMatch(/OP_CHECKSEQUENCEVERIFY/);
    expect(verdict(answer({ script: refund, sequence: 10, version: 1 }, refundA))).toMatch(
      /OP_CHECKSEQUENCEVERIFY/,
    );
    const locked = (tx: btc.Transaction) => [sign(tx, A, timelock)];
    expect(verdict(answer({ script: timelock, lockTime: 799_999 }, locked))).toMatch(
      /OP_CHECKLOCKTIMEVERIFY/,
    );
    expect(verdict(answer({ script: timelock, lockTime: 800_001, sequence: 0xffffffff }, locked))).toMatch(
      /OP_CHECKLOCKTIMEVERIFY/,
    );
    // MINIMALIF: segwit v0 branch arguments are empty or exactly 1.
    const loose = (tx: btc.Transaction) => [sign(tx, A, refund), Uint8Array.of(2)];
    expect(verdict(answer({ script: refund, sequence: 10 }, loose))).toMatch(/OP_IF argument/);
  });

  it('does not count a witness that runs to true without any signature', () => {
    const open = btc.Script.encode(['SHA256', sha256(PREIMAGE), 'EQUAL']);
    expect(verdict(answer({ script: open }, () => [PREIMAGE]))).toBe('It carries no signature.');
  });

  it('refuses a signature over a sighash type the request did not allow, inside a script', () => {
    const none = (tx: btc.Transaction) => [
      EMPTY,
      sign(tx, A, multisig2of2, btc.SigHash.NONE),
      sign(tx, B, multisig2of2),
    ];
    expect(verdict(answer({ script: multisig2of2 }, none))).toBe(
      'Its signature uses a sighash type the request did not allow.',
    );
  });

  it('hashes the scriptCode from after the last OP_CODESEPARATOR run (BIP-143)', () => {
    const separated = btc.Script.encode(['CODESEPARATOR', A.pub, 'CHECKSIG']);
    const after = separated.subarray(1);
    expect(verdict(answer({ script: separated }, (tx) => [sign(tx, A, after)]))).toBe('signed');
    expect(verdict(answer({ script: separated }, (tx) => [sign(tx, A, separated)]))).toMatch(
      /a signature does not verify/,
    );
  });

  it('refuses a witness past the standard P2WSH limits', () => {
    const big = (tx: btc.Transaction) => [new Uint8Array(81), sign(tx, A, hashLock), PREIMAGE];
    expect(verdict(answer({ script: hashLock }, big))).toMatch(/standard P2WSH limits/);
  });
});

describe('assertInputsSigned on bare p2sh multisig (BIP-16)', () => {
  const payment = btc.p2sh(btc.p2ms(2, [A.pub, B.pub]));

  function bareRequest(): btc.Transaction {
    const previous = new btc.Transaction(OPTS);
    previous.addOutput({ script: payment.script, amount: AMOUNT });
    previous.addInput({ txid: new Uint8Array(32).fill(8), index: 0, finalScriptSig: Uint8Array.of(0x51) });
    const tx = new btc.Transaction(OPTS);
    tx.addInput({
      txid: previous.id,
      index: 0,
      nonWitnessUtxo: previous.toBytes(true, false),
      redeemScript: payment.redeemScript,
    });
    tx.addOutput({
      script: btc.OutScript.encode({ type: 'wpkh', hash: hash160(C.pub) }),
      amount: 49_000n,
    });
    return tx;
  }

  function bareAnswer(change: (items: Uint8Array[]) => Uint8Array[]) {
    const asked = bareRequest();
    const signed = btc.Transaction.fromPSBT(asked.toPSBT(), OPTS);
    signed.signIdx(A.priv, 0);
    signed.signIdx(B.priv, 0);
    signed.finalizeIdx(0);
    const items = btc.Script.decode(signed.getInput(0).finalScriptSig as Uint8Array).map((op) =>
      op === 0 || op === 'OP_0' ? EMPTY : (op as Uint8Array),
    );
    const returned = btc.Transaction.fromPSBT(asked.toPSBT(), OPTS);
    returned.updateInput(0, { finalScriptSig: btc.Script.encode(change(items)) }, true);
    return () =>
      assertInputsSigned({
        requestedPsbt: base64.encode(asked.toPSBT()),
        returnedPsbt: base64.encode(returned.toPSBT()),
        indexes: [0],
      });
  }

  it('passes the finalizer’s scriptSig and refuses a swapped pair, a non-empty dummy or a loose push', () => {
    expect(verdict(bareAnswer((items) => items))).toBe('signed');
    // The finalizer's items: dummy, A's signature, B's signature, redeem script.
    const swap = ([dummy, first, second, redeem]: Uint8Array[]) =>
      [dummy, second, first, redeem] as Uint8Array[];
    expect(verdict(bareAnswer(swap))).toMatch(/a signature does not verify/);
    const dummy = (items: Uint8Array[]) => [Uint8Array.of(7, 7), ...items.slice(1)];
    expect(verdict(bareAnswer(dummy))).toMatch(/CHECKMULTISIG dummy/);
    // MINIMALDATA: a one-byte 0x01 pushed as data where OP_1 is its shortest form.
    const loose = (items: Uint8Array[]) => [Uint8Array.of(1), ...items.slice(1)];
    expect(verdict(bareAnswer(loose))).toMatch(/not minimally encoded/);
  });
});

describe('assertInputsSigned on a taproot script-path final witness (BIP-342)', () => {
  const [ax, bx, cx] = [A, B, C].map((key) => schnorr.getPublicKey(key.priv));
  /** `<A> OP_CHECKSIG <B> OP_CHECKSIGADD 2 OP_NUMEQUAL`: both keys must sign. */
  const leaf = btc.p2tr_ms(2, [ax as Uint8Array, bx as Uint8Array]);
  const output = btc.p2tr(cx, { script: leaf.script }, undefined, true);

  function tapRequest(): btc.Transaction {
    const tx = new btc.Transaction(OPTS);
    tx.addInput({
      txid: new Uint8Array(32).fill(6),
      index: 0,
      witnessUtxo: { script: output.script, amount: AMOUNT },
      tapLeafScript: output.tapLeafScript,
    });
    tx.addOutput({ script: btc.OutScript.encode({ type: 'wpkh', hash: hash160(C.pub) }), amount: 49_000n });
    return tx;
  }

  /** Both keys sign and scure finalizes: `[sig B, sig A, script, control block]`. */
  function tapAnswer(change: (witness: Uint8Array[]) => Uint8Array[] = (w) => w) {
    const asked = tapRequest();
    const signed = btc.Transaction.fromPSBT(asked.toPSBT(), OPTS);
    signed.signIdx(A.priv, 0);
    signed.signIdx(B.priv, 0);
    signed.finalizeIdx(0);
    const witness = signed.getInput(0).finalScriptWitness as Uint8Array[];
    const returned = btc.Transaction.fromPSBT(asked.toPSBT(), OPTS);
    returned.updateInput(0, { finalScriptWitness: change(witness) }, true);
    return () =>
      assertInputsSigned({
        requestedPsbt: base64.encode(asked.toPSBT()),
        returnedPsbt: base64.encode(returned.toPSBT()),
        indexes: [0],
      });
  }

  it('passes the 2-of-2 leaf with both signatures, and refuses one signature, a swap or an extra item', () => {
    expect(verdict(tapAnswer())).toBe('signed');
    // B's signature left out: the leaf checks an empty one for B, which counts nothing.
    const one = (w: Uint8Array[]) => [EMPTY, ...w.slice(1)];
    expect(verdict(tapAnswer(one))).toBe(
      'Its script does not run to true as a node runs it (it ends with false), so nodes would refuse it.',
    );
    const swapped = (w: Uint8Array[]) => [w[1], w[0], ...w.slice(2)] as Uint8Array[];
    expect(verdict(tapAnswer(swapped))).toMatch(/a signature does not verify/);
    const extra = (w: Uint8Array[]) => [Uint8Array.of(1), ...w];
    expect(verdict(tapAnswer(extra))).toMatch(/other than one item/);
  });

  it('reports a tapscript that runs OP_CODESEPARATOR as one it cannot check', () => {
    const script = btc.Script.encode(['CODESEPARATOR', ax as Uint8Array, 'CHECKSIG']);
    const separated = btc.p2tr(cx, { script }, undefined, true);
    const asked = new btc.Transaction(OPTS);
    asked.addInput({
      txid: new Uint8Array(32).fill(6),
      index: 0,
      witnessUtxo: { script: separated.script, amount: AMOUNT },
      tapLeafScript: separated.tapLeafScript,
    });
    asked.addOutput({
      script: btc.OutScript.encode({ type: 'wpkh', hash: hash160(C.pub) }),
      amount: 49_000n,
    });
    const control = separated.tapLeafScript?.[0]?.[0] as Parameters<typeof btc.TaprootControlBlock.encode>[0];
    const returned = btc.Transaction.fromPSBT(asked.toPSBT(), OPTS);
    returned.updateInput(
      0,
      { finalScriptWitness: [new Uint8Array(64).fill(1), script, btc.TaprootControlBlock.encode(control)] },
      true,
    );
    const run = () =>
      assertInputsSigned({
        requestedPsbt: base64.encode(asked.toPSBT()),
        returnedPsbt: base64.encode(returned.toPSBT()),
        indexes: [0],
      });
    expect(verdict(run)).toBe(
      'Its tapscript runs OP_CODESEPARATOR, whose signatures Satchel cannot check, so it does not count as signed.',
    );
  });
});
