import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  freshNode,
  fund,
  type Kind,
  payment,
  spend,
  testKey,
  type Utxo,
} from '../../../../test/devnet/chain';
import { FAUCET_PRIVATE_KEY, FAUCET_SCRIPT } from '../chain/faucet';
import type { DevnetNode } from '../node';
import { decodeTx, encodeTx } from '../tx/transaction';
import { DEFAULT_POLICY } from './admit';
import { formatRpcError, RejectError } from './reject';

const alice = testKey('alice');
const bob = testKey('bob');
const bobScript = payment('p2wpkh', bob).script;

function rejectOf(node: DevnetNode, txHex: string): { code: number; message: string } {
  try {
    node.broadcast(txHex);
  } catch (err) {
    if (err instanceof RejectError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('transaction was accepted');
}

/** Replaces the first witness item (the signature) of input `i` and re-serializes. */
function withWitness(txHex: string, i: number, edit: (w: Uint8Array[]) => Uint8Array[]): string {
  const tx = decodeTx(hex.decode(txHex));
  const inputs = tx.inputs.map((inp, k) => ({ ...inp, witness: k === i ? edit(inp.witness) : inp.witness }));
  return hex.encode(encodeTx({ version: tx.version, inputs, outputs: tx.outputs, locktime: tx.locktime }));
}

function flipByte(b: Uint8Array, at: number): Uint8Array {
  const c = Uint8Array.from(b);
  c[at] = (c[at] as number) ^ 0x01;
  return c;
}

describe('admission', () => {
  let node: DevnetNode;
  let coin: Utxo;

  beforeEach(() => {
    node = freshNode();
    coin = fund(node, 'p2wpkh', alice, 100_000n);
  });

  const pay = (amount: bigint, change = 0n) => [
    { script: bobScript, amount },
    ...(change > 0n ? [{ script: coin.script, amount: change }] : []),
  ];

  it('accepts a valid 1-in-2-out p2wpkh spend and indexes it', () => {
    const tx = spend([coin], alice, { outputs: pay(60_000n, 39_000n) });
    expect(node.broadcast(tx.hex)).toMatchObject({ txid: tx.id, alreadyKnown: false });
    expect(node.chain.mempool.get(tx.id)?.fee).toBe(1_000n);
    expect(node.chain.index.get(hex.encode(bobScript))?.mempoolTxids.has(tx.id)).toBe(true);
  });

  it.each<Kind>(['p2pkh', 'p2sh-p2wpkh', 'p2tr'])('verifies real %s signatures', (kind) => {
    const u = fund(node, kind, alice, 50_000n);
    const good = spend([u], alice, { kind, outputs: [{ script: bobScript, amount: 40_000n }] });
    expect(node.broadcast(good.hex).txid).toBe(good.id);
  });

  it('rejects undecodable hex with -22, including a trailing newline', () => {
    const tx = spend([coin], alice, { outputs: pay(60_000n) });
    for (const body of ['zz', '', `${tx.hex}\n`, tx.hex.slice(0, -2)]) {
      expect(rejectOf(node, body)).toEqual({
        code: -22,
        message: 'TX decode failed. Make sure the tx has at least one input.',
      });
    }
  });

  it('rejects duplicate inputs before looking them up', () => {
    const tx = decodeTx(hex.decode(spend([coin], alice, { outputs: pay(60_000n) }).hex));
    const input = tx.inputs[0] as (typeof tx.inputs)[number];
    const dup = encodeTx({ version: 2, inputs: [input, input], outputs: tx.outputs, locktime: 0 });
    expect(rejectOf(node, hex.encode(dup))).toEqual({ code: -26, message: 'bad-txns-inputs-duplicate' });
  });

  it('treats a mempool re-post as success and a confirmed one as -27', () => {
    const tx = spend([coin], alice, { outputs: pay(60_000n, 39_000n) });
    node.broadcast(tx.hex);
    expect(node.broadcast(tx.hex)).toMatchObject({ txid: tx.id, alreadyKnown: true });
    node.mine(1);
    expect(rejectOf(node, tx.hex)).toEqual({ code: -27, message: 'Transaction outputs already in utxo set' });
  });

  it('rejects unknown and already spent inputs with -25', () => {
    const ghost = { ...coin, txid: 'ab'.repeat(32) };
    expect(rejectOf(node, spend([ghost], alice, { outputs: pay(60_000n) }).hex)).toEqual({
      code: -25,
      message: 'bad-txns-inputs-missingorspent',
    });
    node.broadcast(spend([coin], alice, { outputs: pay(60_000n) }).hex);
    node.mine(1);
    expect(rejectOf(node, spend([coin], alice, { outputs: pay(50_000n) }).hex).message).toBe(
      'bad-txns-inputs-missingorspent',
    );
  });

  it('applies full-RBF rules: higher fee rate and absolute fee replace, lower do not', () => {
    const first = spend([coin], alice, { outputs: pay(90_000n) });
    node.broadcast(first.hex);
    const cheaper = spend([coin], alice, { outputs: pay(95_000n) });
    const low = rejectOf(node, cheaper.hex);
    expect(low.code).toBe(-26);
    expect(low.message).toMatch(
      new RegExp(
        `^insufficient fee, rejecting replacement ${cheaper.id}; new feerate 0\\.\\d{8} BTC/kvB <= old feerate`,
      ),
    );
    const better = spend([coin], alice, { outputs: pay(80_000n) });
    expect(node.broadcast(better.hex).replaced).toEqual([first.id]);
    expect(node.chain.mempool.has(first.id)).toBe(false);
  });

  it('answers txn-mempool-conflict when full RBF is off and the original does not signal', () => {
    node = freshNode({ ...DEFAULT_POLICY, fullRbf: false });
    coin = fund(node, 'p2wpkh', alice, 100_000n);
    node.broadcast(spend([coin], alice, { outputs: pay(90_000n), sequence: 0xffffffff }).hex);
    expect(rejectOf(node, spend([coin], alice, { outputs: pay(80_000n) }).hex)).toEqual({
      code: -26,
      message: 'txn-mempool-conflict',
    });
  });

  it('rejects spending an immature coinbase with its depth', () => {
    const tip = node.chain.blocks[node.chain.height];
    const coinbaseId = tip?.txids[0] as string;
    const cb = node.chain.txs.get(coinbaseId)?.tx.outputs[0];
    const tx = new btc.Transaction();
    tx.addInput({
      txid: coinbaseId,
      index: 0,
      witnessUtxo: { script: FAUCET_SCRIPT, amount: cb?.value ?? 0n },
    });
    tx.addOutput({ script: bobScript, amount: 1_000_000n });
    tx.sign(FAUCET_PRIVATE_KEY);
    tx.finalize();
    expect(rejectOf(node, tx.hex)).toEqual({
      code: -26,
      message: 'bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 1',
    });
  });

  it('rejects outputs worth more than the inputs', () => {
    // Signed as if the coin were larger (scure refuses to sign an overspend); the value check runs first.
    const over = spend([{ ...coin, value: 200_000n }], alice, { outputs: pay(100_001n) });
    expect(rejectOf(node, over.hex)).toEqual({
      code: -26,
      message: 'bad-txns-in-belowout, value in (0.001) < value out (0.00100001)',
    });
  });

  it('rejects dust outputs (294 sats for p2wpkh)', () => {
    const tx = spend([coin], alice, { outputs: [...pay(90_000n), { script: bobScript, amount: 293n }] });
    expect(rejectOf(node, tx.hex)).toEqual({ code: -26, message: 'dust' });
    const ok = spend([coin], alice, { outputs: [...pay(90_000n), { script: bobScript, amount: 294n }] });
    expect(node.broadcast(ok.hex).txid).toBe(ok.id);
  });

  it("rejects a fee below Core 29.1's 0.1 sat/vB minimum relay fee with Core text", () => {
    const tx = spend([coin], alice, { outputs: pay(99_990n) });
    const vsize = decodeTx(hex.decode(tx.hex)).vsize;
    expect(rejectOf(node, tx.hex)).toEqual({
      code: -26,
      message: `min relay fee not met, 10 < ${Math.ceil(vsize / 10)}`,
    });
  });

  it('admits a transaction paying 0.2 sat/vB', () => {
    const probe = decodeTx(hex.decode(spend([coin], alice, { outputs: pay(99_000n) }).hex)).vsize;
    const fee = BigInt(Math.ceil(probe * 0.2));
    const tx = spend([coin], alice, { outputs: pay(100_000n - fee) });
    expect(node.broadcast(tx.hex).txid).toBe(tx.id);
  });

  it('still applies a 1 sat/vB minimum relay fee when configured so (--min-relay 1)', () => {
    node = freshNode({ ...DEFAULT_POLICY, minRelayFeeRate: 1000n });
    coin = fund(node, 'p2wpkh', alice, 100_000n);
    const tx = spend([coin], alice, { outputs: pay(99_900n) });
    const vsize = decodeTx(hex.decode(tx.hex)).vsize;
    expect(rejectOf(node, tx.hex)).toEqual({ code: -26, message: `min relay fee not met, 100 < ${vsize}` });
  });

  it('takes a replacement that adds 0.1 sat/vB of its own size (BIP-125 rule 4), not one sat less', () => {
    const first = spend([coin], alice, { outputs: pay(99_970n) });
    node.broadcast(first.hex);
    const vsize = decodeTx(hex.decode(first.hex)).vsize;
    const least = BigInt(Math.ceil(vsize / 10));
    const short = spend([coin], alice, { outputs: pay(99_970n - least + 1n) });
    expect(rejectOf(node, short.hex).message).toMatch(
      new RegExp(`^insufficient fee, rejecting replacement ${short.id}, not enough additional fees to relay`),
    );
    const enough = spend([coin], alice, { outputs: pay(99_970n - least) });
    expect(node.broadcast(enough.hex).replaced).toEqual([first.id]);
  });

  it('rejects fees above maxfeerate with -25', () => {
    node = freshNode();
    const big = fund(node, 'p2wpkh', alice, 10_000_000n);
    const tx = spend([big], alice, { outputs: [{ script: bobScript, amount: 1_000n }] });
    expect(rejectOf(node, tx.hex)).toEqual({
      code: -25,
      message: 'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)',
    });
  });

  it('rejects non-standard versions, output scripts and non-final locktimes', () => {
    // Version 4 written over a signed tx: standardness is checked before any signature.
    const v4 = `04000000${spend([coin], alice, { outputs: pay(90_000n) }).hex.slice(8)}`;
    expect(rejectOf(node, v4).message).toBe('version');
    const weird = spend([coin], alice, { outputs: [{ script: Uint8Array.of(0x51), amount: 90_000n }] });
    expect(rejectOf(node, weird.hex).message).toBe('scriptpubkey');
    const future = spend([coin], alice, { outputs: pay(90_000n), lockTime: 500, sequence: 0xfffffffe });
    expect(rejectOf(node, future.hex).message).toBe('non-final');
  });

  it('rejects a bad ECDSA signature with NULLFAIL text', () => {
    const tx = spend([coin], alice, { outputs: pay(90_000n) });
    // Byte 10 lies inside r: still strict DER, but no longer a valid signature.
    const bad = withWitness(tx.hex, 0, ([sig, pub]) => [flipByte(sig as Uint8Array, 10), pub as Uint8Array]);
    expect(rejectOf(node, bad)).toEqual({
      code: -26,
      message:
        'mempool-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation), input 0',
    });
  });

  it('rejects a signature for different amounts (the prevout value is signed, BIP-143)', () => {
    const forged = spend([{ ...coin, value: 100_500n }], alice, { outputs: pay(90_000n) });
    expect(rejectOf(node, forged.hex).message).toContain('Signature must be zero for failed CHECK(MULTI)SIG');
  });

  it('rejects high-S, non-DER signatures and the wrong public key', () => {
    const tx = spend([coin], alice, { outputs: pay(90_000n) });
    const highS = withWitness(tx.hex, 0, ([sig, pub]) => {
      const der = (sig as Uint8Array).subarray(0, -1);
      const parsed = secp256k1.Signature.fromBytes(der, 'der');
      const flipped = new secp256k1.Signature(parsed.r, secp256k1.Point.CURVE().n - parsed.s);
      return [Uint8Array.from([...flipped.toBytes('der'), 0x01]), pub as Uint8Array];
    });
    expect(rejectOf(node, highS).message).toBe(
      'mempool-script-verify-flag-failed (Non-canonical signature: S value is unnecessarily high), input 0',
    );
    const notDer = withWitness(tx.hex, 0, ([sig, pub]) => [
      flipByte(sig as Uint8Array, 0),
      pub as Uint8Array,
    ]);
    expect(rejectOf(node, notDer).message).toBe(
      'mempool-script-verify-flag-failed (Non-canonical DER signature), input 0',
    );
    const wrongKey = withWitness(tx.hex, 0, ([sig]) => [sig as Uint8Array, bob.pub]);
    expect(rejectOf(node, wrongKey).message).toBe(
      'mempool-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation), input 0',
    );
  });

  it('rejects a bad Schnorr signature and reports the failing input index', () => {
    const tr = fund(node, 'p2tr', alice, 50_000n);
    const tx = spend([tr], alice, { kind: 'p2tr', outputs: [{ script: bobScript, amount: 40_000n }] });
    const bad = withWitness(tx.hex, 0, ([sig]) => [flipByte(sig as Uint8Array, 5)]);
    expect(rejectOf(node, bad).message).toBe(
      'mempool-script-verify-flag-failed (Invalid Schnorr signature), input 0',
    );
    const short = withWitness(tx.hex, 0, ([sig]) => [(sig as Uint8Array).subarray(0, 63)]);
    expect(rejectOf(node, short).message).toBe(
      'mempool-script-verify-flag-failed (Invalid Schnorr signature size), input 0',
    );
  });

  it('rejects a tampered p2pkh and p2sh-p2wpkh spend', () => {
    const legacy = fund(node, 'p2pkh', alice, 50_000n);
    const wrapped = fund(node, 'p2sh-p2wpkh', alice, 50_000n);
    const forgedLegacy = spend([{ ...legacy }], alice, {
      kind: 'p2pkh',
      outputs: [{ script: bobScript, amount: 40_000n }],
    });
    const parsed = decodeTx(hex.decode(forgedLegacy.hex));
    // Re-point the output at a different script after signing: the legacy digest no longer matches.
    const tampered = encodeTx({
      version: parsed.version,
      inputs: parsed.inputs,
      outputs: [{ script: payment('p2wpkh', alice).script, value: 40_000n }],
      locktime: parsed.locktime,
    });
    expect(rejectOf(node, hex.encode(tampered)).message).toBe(
      'mempool-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation), input 0',
    );
    const w = spend([wrapped], alice, {
      kind: 'p2sh-p2wpkh',
      outputs: [{ script: bobScript, amount: 40_000n }],
    });
    const badWrapped = withWitness(w.hex, 0, ([sig, pub]) => [
      flipByte(sig as Uint8Array, 10),
      pub as Uint8Array,
    ]);
    expect(rejectOf(node, badWrapped).message).toContain(
      '(Signature must be zero for failed CHECK(MULTI)SIG operation)',
    );
  });

  it('refuses a taproot annex as Core relay policy does (IsWitnessStandard)', () => {
    const tr = fund(node, 'p2tr', alice, 50_000n);
    const tx = spend([tr], alice, { kind: 'p2tr', outputs: [{ script: bobScript, amount: 40_000n }] });
    const withAnnex = withWitness(tx.hex, 0, (w) => [...w, Uint8Array.of(0x50, 1)]);
    expect(rejectOf(node, withAnnex)).toEqual({ code: -26, message: 'bad-witness-nonstandard' });
  });

  it('takes a wrapped witness program only as the minimal push of its redeem script (BIP-141)', () => {
    const wrapped = fund(node, 'p2sh-p2wpkh', alice, 50_000n);
    const w = spend([wrapped], alice, {
      kind: 'p2sh-p2wpkh',
      outputs: [{ script: bobScript, amount: 40_000n }],
    });
    const parsed = decodeTx(hex.decode(w.hex));
    const input = parsed.inputs[0] as (typeof parsed.inputs)[number];
    // OP_PUSHDATA1 of the same 22 bytes: the same stack, but not the byte-exact scriptSig Core requires.
    const padded = { ...input, scriptSig: Uint8Array.of(0x4c, ...input.scriptSig) };
    const tx = encodeTx({ version: parsed.version, inputs: [padded], outputs: parsed.outputs, locktime: 0 });
    expect(rejectOf(node, hex.encode(tx)).message).toBe(
      'mempool-script-verify-flag-failed (Witness requires only-redeemscript scriptSig), input 0',
    );
    expect(node.broadcast(w.hex).txid).toBe(w.id);
  });

  it('formats rejections in both electrs spellings', () => {
    expect(formatRpcError('mempool', -26, 'dust')).toBe(
      'sendrawtransaction RPC error: {"code":-26,"message":"dust"}',
    );
    expect(formatRpcError('blockstream', -26, 'dust')).toBe('sendrawtransaction RPC error -26: dust');
  });
});

describe('mining', () => {
  it('builds templates by ancestor fee rate so a child pays for its parent', () => {
    const node = freshNode();
    const a = fund(node, 'p2wpkh', alice, 100_000n);
    const b = fund(node, 'p2wpkh', bob, 100_000n);
    const parent = spend([a], alice, { outputs: [{ script: a.script, amount: 99_800n }] });
    node.broadcast(parent.hex);
    const child = spend([{ txid: parent.id, vout: 0, value: 99_800n, script: a.script }], alice, {
      outputs: [{ script: a.script, amount: 90_000n }],
    });
    node.broadcast(child.hex);
    const other = spend([b], bob, { outputs: [{ script: b.script, amount: 99_000n }] });
    node.broadcast(other.hex);
    const [hash] = node.mine(1);
    const block = node.chain.blocks[node.chain.blockHeights.get(hash as string) as number];
    expect(block?.txids.slice(1)).toEqual([parent.id, child.id, other.id]);
    expect(node.chain.mempool.size).toBe(0);
    expect(node.chain.blocks[0]?.hash).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    );
  });

  it('mines the first 101 blocks to the faucet so it can pay immediately', () => {
    const node = freshNode();
    expect(node.chain.height).toBe(101);
    const { txid } = node.faucet(payment('p2tr', alice).address as string, 12_345n, true);
    expect(node.chain.txs.get(txid)?.height).toBe(102);
  });
});
