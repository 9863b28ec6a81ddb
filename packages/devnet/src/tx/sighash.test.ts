import { SighashCache, tapLeafHash } from '@satchel/core/internal';
import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { REGTEST, testKey } from '../../../../test/devnet/chain';
import { decodeTx } from './transaction';

const key = testKey('sighash');
const wpkh = btc.p2wpkh(key.pub, REGTEST);
const tr = btc.p2tr(key.xonly, undefined, REGTEST);

/** A mixed unsigned transaction: several inputs and outputs so every hash type differs. */
function sample(script: Uint8Array) {
  const tx = new btc.Transaction({ allowUnknownOutputs: true, version: 2, lockTime: 7 });
  const prevouts = [];
  for (let i = 0; i < 5; i++) {
    const amount = 10_000n + BigInt(i) * 1_111n;
    tx.addInput({
      txid: hex.encode(Uint8Array.from({ length: 32 }, (_, j) => (i * 7 + j) & 0xff)),
      index: i,
      sequence: 0xfffffffd - i,
      witnessUtxo: { script, amount },
    });
    prevouts.push({ script, value: amount });
  }
  tx.addOutput({ script: wpkh.script, amount: 1234n });
  tx.addOutput({ script: tr.script, amount: 5678n });
  tx.addOutput({ script: Uint8Array.of(0x6a, 0x02, 0xbe, 0xef), amount: 0n });
  return { tx, prevouts, parsed: decodeTx(tx.toBytes(true, false)) };
}

describe('cached sighash', () => {
  it('matches scure BIP-143 digests for every input and hash type', () => {
    const { tx, prevouts, parsed } = sample(wpkh.script);
    const cache = new SighashCache(parsed, prevouts);
    const scriptCode = btc.OutScript.encode({ type: 'pkh', hash: wpkh.hash });
    for (const ht of [0x01, 0x02, 0x03, 0x81, 0x82, 0x83]) {
      for (let i = 0; i < 5; i++) {
        const ours = cache.witnessV0(i, scriptCode, prevouts[i]?.value ?? 0n, ht);
        const theirs = tx.preimageWitnessV0(i, scriptCode, ht, prevouts[i]?.value ?? 0n);
        expect(hex.encode(ours)).toBe(hex.encode(theirs));
      }
    }
  });

  it('matches scure BIP-341 key-path digests for every input and hash type', () => {
    const { tx, prevouts, parsed } = sample(tr.script);
    const cache = new SighashCache(parsed, prevouts);
    const scripts = prevouts.map((p) => p.script);
    const amounts = prevouts.map((p) => p.value);
    for (const ht of [0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83]) {
      for (let i = 0; i < 5; i++) {
        const ours = cache.taprootKeyPath(i, ht);
        // SIGHASH_SINGLE without a matching output is invalid under BIP-341.
        if ((ht & 3) === 3 && i >= 3) {
          expect(ours).toBeUndefined();
          continue;
        }
        const theirs = tx.preimageWitnessV1(i, scripts, ht, amounts);
        expect(ours && hex.encode(ours)).toBe(hex.encode(theirs));
      }
    }
  });

  it('matches scure BIP-342 script-path digests (with and without an annex)', () => {
    const { tx, prevouts, parsed } = sample(tr.script);
    const cache = new SighashCache(parsed, prevouts);
    const scripts = prevouts.map((p) => p.script);
    const amounts = prevouts.map((p) => p.value);
    const leaf = Uint8Array.of(0x20, ...key.xonly, 0xac);
    const annex = Uint8Array.of(0x50, 1, 2, 3);
    for (const ht of [0x00, 0x01, 0x02, 0x81, 0x83]) {
      for (let i = 0; i < 3; i++) {
        const ours = cache.tapscript(i, ht, tapLeafHash(leaf));
        const theirs = tx.preimageWitnessV1(i, scripts, ht, amounts, undefined, leaf, 0xc0);
        expect(ours && hex.encode(ours)).toBe(hex.encode(theirs));
        const withAnnex = cache.tapscript(i, ht, tapLeafHash(leaf), annex);
        const theirsAnnex = tx.preimageWitnessV1(i, scripts, ht, amounts, undefined, leaf, 0xc0, annex);
        expect(withAnnex && hex.encode(withAnnex)).toBe(hex.encode(theirsAnnex));
      }
    }
  });

  it('rejects hash types BIP-341 does not define', () => {
    const { prevouts, parsed } = sample(tr.script);
    const cache = new SighashCache(parsed, prevouts);
    expect(cache.taprootKeyPath(0, 0x04)).toBeUndefined();
    expect(cache.taprootKeyPath(0, 0x80)).toBeUndefined();
  });
});
