import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64 } from '@scure/base';
import { p2wpkh, Transaction } from '@scure/btc-signer';

/** A one-input p2wpkh PSBT and its key, for encoding and finalization tests. */
export function psbtFixture() {
  const privateKey = new Uint8Array(32).fill(7);
  const payment = p2wpkh(secp256k1.getPublicKey(privateKey, true));
  const tx = new Transaction();
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: payment.script, amount: 10_000n },
  });
  tx.addOutputAddress(payment.address as string, 9_000n);
  const unsigned = tx.toPSBT();
  tx.signIdx(privateKey, 0);
  return {
    unsignedBase64: base64.encode(unsigned),
    signedBase64: base64.encode(tx.toPSBT()),
    address: payment.address as string,
  };
}
