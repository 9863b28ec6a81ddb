import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { ring, stranger } from '../../../test/devwallet/psbt-fixtures';
import { withSharedSighash } from './shared-sighash';

/**
 * The digests signing uses, computed from hashes shared by every input, are the ones
 * @scure/btc-signer computes input by input (BIP-143 for segwit v0, BIP-341/342 for taproot).
 */

const LEAF = btc.Script.encode([ring.ordinals.xOnlyPublicKey, 'CHECKSIG']);

function transaction(): btc.Transaction {
  const tx = new btc.Transaction({ lockTime: 812_000 });
  for (let i = 0; i < 5; i++) {
    tx.addInput({
      txid: new Uint8Array(32).fill(i + 1),
      index: i,
      sequence: 0xfffffffd - i,
      witnessUtxo: {
        script: (i % 2 ? ring.ordinals : ring.payment).script,
        amount: BigInt(10_000 * (i + 1)),
      },
    });
  }
  tx.addOutput({ script: stranger.payment.script, amount: 12_345n });
  tx.addOutput({ script: ring.payment.script, amount: 6_789n });
  return tx;
}

const SEGWIT = [0x01, 0x02, 0x03, 0x81, 0x82, 0x83];
const TAPROOT = [0x00, ...SEGWIT];

describe('withSharedSighash', () => {
  it('gives the digests scure computes, for every hash type, key path and script path', () => {
    const tx = transaction();
    const scripts = Array.from({ length: 5 }, (_, i) => (i % 2 ? ring.ordinals : ring.payment).script);
    const amounts = Array.from({ length: 5 }, (_, i) => BigInt(10_000 * (i + 1)));
    const digests = () => {
      const out: Uint8Array[] = [];
      for (let index = 0; index < 5; index++) {
        for (const type of SEGWIT)
          out.push(tx.preimageWitnessV0(index, ring.payment.script, type, amounts[index] as bigint));
        // SIGHASH_SINGLE past the last output has no BIP-341 digest: left to scure, which refuses.
        for (const type of TAPROOT.filter((t) => index < 2 || (t & 0x03) !== 0x03)) {
          out.push(tx.preimageWitnessV1(index, scripts, type, amounts));
          out.push(tx.preimageWitnessV1(index, scripts, type, amounts, -1, LEAF, 0xc0));
        }
      }
      return out;
    };
    const own = digests();
    const shared = withSharedSighash(tx, digests);
    expect(shared).toEqual(own);
    expect(shared).toHaveLength(88);
    expect(() => withSharedSighash(tx, () => tx.preimageWitnessV1(4, scripts, 0x83, amounts))).toThrow(
      /no output with corresponding index=4/,
    );
  });

  it('puts scure’s own methods back afterwards, even when signing throws', () => {
    const tx = transaction();
    expect(() =>
      withSharedSighash(tx, () => {
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(Object.hasOwn(tx, 'preimageWitnessV0')).toBe(false);
    expect(Object.hasOwn(tx, 'preimageWitnessV1')).toBe(false);
  });
});
