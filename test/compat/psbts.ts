import { type BitcoinNetwork, networkParams } from '@satchel/core/networks';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { hash160 } from '@scure/btc-signer/utils.js';
import { DEFAULT_MNEMONIC } from '../../packages/devwallet/src/config';
import { deriveKeyRing } from '../../packages/devwallet/src/keys';

/**
 * The three requests check-psbt is checked with, built with the Dev Wallet's default key ring (the
 * BIP-39 test mnemonic, so its signer can sign them on a test network) or another mnemonic's.
 */

const txid = (fill: number) => new Uint8Array(32).fill(fill);

/**
 * A marketplace listing: the inscription's input, on the seller's ordinals address,
 * to be signed SIGHASH_SINGLE|ANYONECANPAY (0x83) against output 0, the price to the seller's
 * payment address.
 */
export function listingPsbt(
  network: BitcoinNetwork,
  mnemonic = DEFAULT_MNEMONIC,
  /** The seller's address holding the inscription: single-address wallets keep it on `payment`. */
  on: 'ordinals' | 'payment' = 'ordinals',
) {
  const seller = deriveKeyRing(mnemonic, network);
  const tx = new btc.Transaction({ allowUnknownOutputs: true });
  tx.addInput({
    txid: txid(7),
    index: 0,
    witnessUtxo: { script: seller[on].script, amount: 546n },
    ...(on === 'ordinals' ? { tapInternalKey: seller.ordinals.xOnlyPublicKey } : {}),
    sighashType: btc.SigHash.SINGLE_ANYONECANPAY,
  });
  tx.addOutputAddress(seller.payment.address, 250_000n, networkParams(network));
  return { psbtBase64: base64.encode(tx.toPSBT()), seller };
}

/**
 * A listing gone wrong: the seller's inscription input signed SIGHASH_SINGLE|ANYONECANPAY sits at
 * index 1, after a payment input, and the transaction has only output 0, so nothing at its index
 * for the signature to commit to (BIP-143 hashes zeros there).
 */
export function singleWithoutOutputPsbt(network: BitcoinNetwork, mnemonic = DEFAULT_MNEMONIC) {
  const seller = deriveKeyRing(mnemonic, network);
  const tx = new btc.Transaction({ allowUnknownOutputs: true });
  tx.addInput({ txid: txid(6), index: 0, witnessUtxo: { script: seller.payment.script, amount: 20_000n } });
  tx.addInput({
    txid: txid(7),
    index: 0,
    witnessUtxo: { script: seller.ordinals.script, amount: 546n },
    tapInternalKey: seller.ordinals.xOnlyPublicKey,
    sighashType: btc.SigHash.SINGLE_ANYONECANPAY,
  });
  tx.addOutputAddress(seller.payment.address, 250_000n, networkParams(network));
  return { psbtBase64: base64.encode(tx.toPSBT()), seller };
}

/**
 * A taproot script-path input whose one leaf holds only HASH160 of the key, the leaf of
 * secretkeylabs/sats-connect#255 (`OP_DUP OP_HASH160 <hash> OP_EQUALVERIFY OP_CHECKSIGVERIFY 1
 * OP_CSV`), behind an unspendable internal key.
 */
export function scriptPathPsbt(
  network: BitcoinNetwork,
  options: { withOwnInput?: boolean; mnemonic?: string } = {},
) {
  const owner = deriveKeyRing(options.mnemonic ?? DEFAULT_MNEMONIC, network);
  const keyHash = hash160(owner.ordinals.xOnlyPublicKey);
  const leaf = btc.Script.encode([
    'DUP',
    'HASH160',
    keyHash,
    'EQUALVERIFY',
    'CHECKSIGVERIFY',
    1,
    'CHECKSEQUENCEVERIFY',
  ]);
  const params = networkParams(network);
  const spend = btc.p2tr(btc.TAPROOT_UNSPENDABLE_KEY, { script: leaf }, params, true);
  const tx = new btc.Transaction({ allowUnknownOutputs: true, allowUnknownInputs: true });
  // With `withOwnInput`, input 0 is the owner's payment coin and the script-path input comes second.
  if (options.withOwnInput) {
    tx.addInput({ txid: txid(11), index: 0, witnessUtxo: { script: owner.payment.script, amount: 30_000n } });
  }
  tx.addInput({
    txid: txid(8),
    index: 1,
    witnessUtxo: { script: spend.script, amount: 20_000n },
    tapLeafScript: spend.tapLeafScript,
    tapInternalKey: btc.TAPROOT_UNSPENDABLE_KEY,
  });
  tx.addOutputAddress(owner.payment.address, 19_000n, params);
  return { psbtBase64: base64.encode(tx.toPSBT()), address: spend.address as string, owner };
}

/** One request, two addresses: input 0 from the ordinals address, input 1 from the payment address. */
export function twoAddressPsbt(network: BitcoinNetwork, mnemonic = DEFAULT_MNEMONIC) {
  const owner = deriveKeyRing(mnemonic, network);
  const stranger = deriveKeyRing(DEFAULT_MNEMONIC, network, 9);
  const tx = new btc.Transaction();
  tx.addInput({ txid: txid(9), index: 0, witnessUtxo: { script: owner.ordinals.script, amount: 10_000n } });
  tx.addInput({ txid: txid(10), index: 2, witnessUtxo: { script: owner.payment.script, amount: 90_000n } });
  tx.addOutputAddress(stranger.payment.address, 95_000n, networkParams(network));
  return { psbtBase64: base64.encode(tx.toPSBT()), owner };
}
