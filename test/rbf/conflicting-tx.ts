import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { deriveKeyRing } from '../../packages/devwallet/src/keys';

/** The part of an Esplora `/tx/:txid` input a conflicting spend needs. */
export interface SpentInput {
  txid: string;
  vout: number;
  prevout: { scriptpubkey: string; value: number } | null;
}

/**
 * A transaction made outside the app with the wallet's own payment key (as the wallet's own
 * "cancel" would): it spends every input of `vin` and pays all of it, less `fee`, back to the
 * payment address. Under full RBF it replaces whatever spent those inputs before.
 */
export function conflictingTransaction(mnemonic: string, vin: readonly SpentInput[], fee: bigint) {
  const { payment } = deriveKeyRing(mnemonic, 'regtest');
  const tx = new Transaction();
  let total = 0n;
  for (const input of vin) {
    if (!input.prevout) throw new Error(`input ${input.txid}:${input.vout} has no prevout`);
    const amount = BigInt(input.prevout.value);
    total += amount;
    tx.addInput({
      txid: input.txid,
      index: input.vout,
      witnessUtxo: { script: hex.decode(input.prevout.scriptpubkey), amount },
    });
  }
  tx.addOutput({ script: payment.script, amount: total - fee });
  tx.sign(payment.privateKey);
  tx.finalize();
  return { hex: tx.hex, txid: tx.id };
}
