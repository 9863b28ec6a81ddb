import { schnorr } from '@noble/curves/secp256k1.js';
import { SighashCache, tapLeafHash } from '@satchel/core/internal';
import { utf8 } from '@scure/base';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshNode, payment, testKey, type Utxo } from '../../../../test/devnet/chain';
import {
  controlBlockOf,
  editWitness,
  leafKey,
  payTo,
  rejectOf,
  revealPayment,
  signReveal,
  spendLeaf,
  tapTree,
} from '../../../../test/ord/helpers';
import type { DevnetNode } from '../node';
import type { Tx } from '../tx/transaction';

const alice = testKey('alice');
const bob = payment('p2wpkh', testKey('bob')).script;
const leaf = leafKey('reveal');
const hello = [{ tags: { contentType: 'text/plain;charset=utf-8' }, body: utf8.decode('hello') }];
const flaw = (text: string) => `mempool-script-verify-flag-failed (${text}), input 0`;

function flip(bytes: Uint8Array, at: number): Uint8Array {
  const copy = Uint8Array.from(bytes);
  copy[at] = (copy[at] as number) ^ 0x01;
  return copy;
}

/** BIP-342 digest of input 0 for a leaf, as the devnet computes it. */
const digestFor = (coin: Utxo, script: Uint8Array) => (tx: Tx, ht: number) =>
  new SighashCache(tx, [{ value: coin.value, script: coin.script }]).tapscript(
    0,
    ht,
    tapLeafHash(script),
  ) as Uint8Array;

const push = (data: Uint8Array) => Uint8Array.of(data.length, ...data);
/** `<key> OP_CHECKSIG` */
const checksig = (xonly: Uint8Array) => Uint8Array.of(...push(xonly), 0xac);

describe('taproot script-path admission', () => {
  let node: DevnetNode;
  let pay: ReturnType<typeof revealPayment>;
  let coin: Utxo;

  beforeEach(() => {
    node = freshNode();
    pay = revealPayment(leaf, hello);
    coin = payTo(node, alice, pay.script, 20_000n);
    node.mine(1);
  });

  const reveal = () => signReveal([pay], [coin], leaf, [{ script: bob, amount: 19_000n }]);

  it('accepts an inscription reveal signed through its envelope leaf', () => {
    const tx = reveal();
    expect(node.broadcast(tx.hex).txid).toBe(tx.id);
    node.mine(1);
    expect(node.chain.txs.get(tx.id)?.height).toBe(node.chain.height);
  });

  it('refuses a reveal with a bad signature', () => {
    const bad = editWitness(reveal().hex, 0, ([sig, ...rest]) => [flip(sig as Uint8Array, 3), ...rest]);
    expect(rejectOf(node, bad)).toBe(flaw('Invalid Schnorr signature'));
  });

  it('refuses a reveal whose signature commits to other outputs', () => {
    const other = signReveal([pay], [coin], leaf, [{ script: bob, amount: 18_000n }]);
    const mixed = editWitness(reveal().hex, 0, ([, ...rest]) => [
      (other.getInput(0).finalScriptWitness as Uint8Array[])[0] as Uint8Array,
      ...rest,
    ]);
    expect(rejectOf(node, mixed)).toBe(flaw('Invalid Schnorr signature'));
  });

  it('refuses bad control blocks: wrong size, wrong internal key, wrong parity', () => {
    const hex = reveal().hex;
    const withControl = (edit: (c: Uint8Array) => Uint8Array) =>
      editWitness(hex, 0, (w) => [...w.slice(0, -1), edit(w[w.length - 1] as Uint8Array)]);
    expect(
      rejectOf(
        node,
        withControl((c) => c.subarray(0, 32)),
      ),
    ).toBe(flaw('Invalid Taproot control block size'));
    expect(
      rejectOf(
        node,
        withControl((c) => Uint8Array.of(...c, 1, 2, 3)),
      ),
    ).toBe(flaw('Invalid Taproot control block size'));
    expect(
      rejectOf(
        node,
        withControl((c) => flip(c, 5)),
      ),
    ).toBe(flaw('Witness program hash mismatch'));
    expect(
      rejectOf(
        node,
        withControl((c) => flip(c, 0)),
      ),
    ).toBe(flaw('Witness program hash mismatch'));
  });

  it('refuses a wrong merkle path and a script that is not the committed leaf', () => {
    const hex = reveal().hex;
    const longer = editWitness(hex, 0, (w) => [
      ...w.slice(0, -1),
      Uint8Array.of(...(w[w.length - 1] as Uint8Array), ...new Uint8Array(32).fill(7)),
    ]);
    expect(rejectOf(node, longer)).toBe(flaw('Witness program hash mismatch'));
    const otherScript = editWitness(hex, 0, (w) => [
      w[0] as Uint8Array,
      flip(w[1] as Uint8Array, 40),
      w[2] as Uint8Array,
    ]);
    expect(rejectOf(node, otherScript)).toBe(flaw('Witness program hash mismatch'));
  });
});

describe('tapscript interpreter', () => {
  let node: DevnetNode;
  beforeEach(() => {
    node = freshNode();
  });

  /** Funds a two-leaf tree and returns a spender of leaf `script` with a hand-made stack. */
  function tree(script: Uint8Array, other = checksig(leafKey('other').xonly), leafVersion = 0xc0) {
    const pay = tapTree([script, other], undefined, leafVersion);
    const coin = payTo(node, alice, pay.script, 20_000n);
    node.mine(1);
    const control = controlBlockOf(pay, script);
    return (stack: (digest: (ht: number) => Uint8Array) => Uint8Array[], c = control) =>
      spendLeaf(coin, script, c, [{ script: bob, amount: 19_000n }], stack, digestFor(coin, script));
  }
  const sign = (digest: (ht: number) => Uint8Array) => schnorr.sign(digest(0), leaf.priv);

  it('accepts a leaf under a merkle path and refuses a swapped sibling', () => {
    const script = checksig(leaf.xonly);
    const spend = tree(script);
    const good = spend((d) => [sign(d)]);
    const badPath = editWitness(good, 0, (w) => [
      w[0] as Uint8Array,
      w[1] as Uint8Array,
      flip(w[2] as Uint8Array, 40),
    ]);
    expect(rejectOf(node, badPath)).toBe(flaw('Witness program hash mismatch'));
    expect(node.broadcast(good).alreadyKnown).toBe(false);
  });

  it('runs a commitment drop before the signature check', () => {
    const commitment = Uint8Array.of(0x5a, 0x9c, 0x11);
    const script = Uint8Array.of(...push(commitment), 0x75, ...checksig(leaf.xonly));
    const spend = tree(script);
    expect(() => node.broadcast(spend((d) => [sign(d)]))).not.toThrow();
  });

  it('treats an empty signature as false and a false result as a failed script', () => {
    const spend = tree(checksig(leaf.xonly));
    expect(
      rejectOf(
        node,
        spend(() => [new Uint8Array(0)]),
      ),
    ).toBe(flaw('Script evaluated without error but finished with a false/empty top stack element'));
  });

  it('checks OP_CHECKSIGVERIFY and the clean stack rule', () => {
    const verifyThenTrue = Uint8Array.of(...push(leaf.xonly), 0xad, 0x51);
    expect(() => node.broadcast(tree(verifyThenTrue)((d) => [sign(d)]))).not.toThrow();
    const leavesTwo = Uint8Array.of(...push(leaf.xonly), 0xac, 0x51);
    expect(
      rejectOf(
        node,
        tree(leavesTwo)((d) => [sign(d)]),
      ),
    ).toBe(flaw('Stack size must be exactly one after execution'));
  });

  it('requires minimal OP_IF arguments', () => {
    const script = Uint8Array.of(0x63, 0x51, 0x67, 0x00, 0x68);
    expect(
      rejectOf(
        node,
        tree(script)(() => [Uint8Array.of(2)]),
      ),
    ).toBe(flaw('OP_IF/NOTIF argument must be minimal in tapscript'));
  });

  it('refuses executed opcodes outside the interpreter, naming them', () => {
    const script = Uint8Array.of(...push(new Uint8Array(32)), 0xa8, 0x75, 0x51);
    expect(
      rejectOf(
        node,
        tree(script)(() => []),
      ),
    ).toBe(
      'bad-txns-nonstandard-inputs, tapscript executes OP_SHA256, which this devnet does not evaluate, input 0',
    );
  });

  it('skips any opcode inside an unexecuted branch, as Core does', () => {
    const script = Uint8Array.of(0x00, 0x63, 0xa8, 0xa9, 0x68, ...checksig(leaf.xonly));
    expect(() => node.broadcast(tree(script)((d) => [sign(d)]))).not.toThrow();
  });

  it('refuses OP_SUCCESSx and unknown leaf versions as upgrade hooks', () => {
    expect(
      rejectOf(
        node,
        tree(Uint8Array.of(0x50))(() => []),
      ),
    ).toBe(flaw('OP_SUCCESSx reserved for soft-fork upgrades'));
    const script = Uint8Array.of(0x51);
    const pay = tapTree([script], undefined, 0xc2);
    const coin = payTo(node, alice, pay.script, 20_000n);
    node.mine(1);
    const spend = spendLeaf(
      coin,
      script,
      controlBlockOf(pay, script),
      [{ script: bob, amount: 19_000n }],
      () => [],
      digestFor(coin, script),
    );
    expect(rejectOf(node, spend)).toBe(flaw('Taproot version reserved for soft-fork upgrades'));
  });
});
