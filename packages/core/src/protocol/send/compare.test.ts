import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64 } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { caught } from '../../../../../test/caught';
import { ErrorCode, Messages } from '../../primitives/errors';
import { assertSameTransaction } from './compare';

const key = new Uint8Array(32).fill(7);
const payment = p2wpkh(secp256k1.getPublicKey(key, true));
const stranger = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(9), true));

function build(change: bigint, options: { extraInput?: boolean; changeScript?: Uint8Array } = {}) {
  const tx = new Transaction();
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: payment.script, amount: 10_000n },
  });
  if (options.extraInput) {
    tx.addInput({
      txid: new Uint8Array(32).fill(2),
      index: 1,
      witnessUtxo: { script: payment.script, amount: 5_000n },
    });
  }
  tx.addOutput({ script: stranger.script, amount: 4_000n });
  tx.addOutput({ script: options.changeScript ?? payment.script, amount: change });
  return tx;
}

const unsigned = (tx: Transaction) => base64.encode(tx.toPSBT());
function signed(tx: Transaction) {
  for (let i = 0; i < tx.inputsLength; i++) tx.signIdx(key, i);
  return base64.encode(tx.toPSBT());
}

describe('assertSameTransaction', () => {
  const reviewed = unsigned(build(5_800n));

  it('accepts the reviewed transaction with signatures added, and finalized', () => {
    expect(() => assertSameTransaction(reviewed, signed(build(5_800n)))).not.toThrow();
    const finalized = build(5_800n);
    finalized.signIdx(key, 0);
    finalized.finalize();
    expect(() => assertSameTransaction(reviewed, base64.encode(finalized.toPSBT()))).not.toThrow();
  });

  it('refuses a higher fee (less change), change moved elsewhere, or an extra input', () => {
    for (const changed of [
      build(5_000n),
      build(5_800n, { changeScript: stranger.script }),
      build(5_800n, { extraInput: true }),
    ]) {
      const error = caught(() => assertSameTransaction(reviewed, signed(changed)));
      expect(error.code).toBe(ErrorCode.WALLET_CHANGED_TRANSACTION);
      expect(error.message).toBe('The wallet returned a transaction that differs from the one you reviewed.');
    }
  });

  it('names the first difference, and refuses an unreadable answer the same way', () => {
    expect(caught(() => assertSameTransaction(reviewed, signed(build(5_000n)))).details).toMatch(
      /^Reviewed: out [0-9a-f]+ 5800; returned: out [0-9a-f]+ 5000\.$/,
    );
    expect(caught(() => assertSameTransaction(reviewed, 'cHNidP8=')).message).toBe(
      Messages.walletChangedTransaction,
    );
  });
});
