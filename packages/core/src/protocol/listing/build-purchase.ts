import { Transaction } from '@scure/btc-signer';
import { ErrorCode, Errors, SatchelError } from '../../primitives/errors';
import type { BitcoinNetwork } from '../../primitives/networks';
import { encodeBase64 } from '../message/encoding';
import { type FundingUtxo, payableOutput, type Selection, selectCoins } from '../send';
import { inputFields } from '../send/build';
import { dustThreshold } from '../send/dust';
import type { CheckedListing } from './checked-listing';
import { withSellerSignature } from './complete-purchase';
import { INSCRIPTION_OUTPUT, PADDING_INPUTS, SELLER_INDEX } from './layout';
import { sellerSignatureFault } from './read-listing';
import { locateSat } from './sat-flow';

export interface BuildPurchaseParams {
  listing: CheckedListing;
  /** The buyer's payment outputs (`fundingUtxo`); those carrying assets are never used. */
  paymentUtxos: readonly FundingUtxo[];
  paymentAddress: string;
  /** Where the inscription goes (the payment address for wallets without an ordinals one). */
  ordinalsAddress: string;
  feeRate: number;
  network: BitcoinNetwork;
}

export interface BuiltPurchase {
  /** Unsigned on input 2 as well: what the buyer's wallet signs (see `withSellerSignature`). */
  psbtBase64: string;
  /** The payment address → its inputs (0, 1, 3…). */
  signInputs: Record<string, number[]>;
  /** The two inputs before the seller's, returned whole as output 0. */
  padding: FundingUtxo[];
  selection: Selection<FundingUtxo>;
  /** Value of the buyer's inscription output. */
  postage: bigint;
}

const byValue = (a: FundingUtxo, b: FundingUtxo) =>
  a.value === b.value
    ? `${a.txid}:${a.vout}`.localeCompare(`${b.txid}:${b.vout}`)
    : a.value < b.value
      ? -1
      : 1;

/** A BIP-341 signature with a hash type other than DEFAULT has 65 bytes; the size table assumes 64. */
const TAPROOT_HASH_TYPE_WEIGHT = 1;

function signInputsOf(inputs: readonly (FundingUtxo | undefined)[], fallback: string) {
  const signInputs: Record<string, number[]> = {};
  inputs.forEach((input, index) => {
    if (!input) return;
    const address = input.address ?? fallback;
    signInputs[address] = [...(signInputs[address] ?? []), index];
  });
  return signInputs;
}

/** Refuses a layout whose inscribed sat does not open the buyer's ordinals output (see layout.ts). */
function assertInscriptionAtOffsetZero(tx: Transaction, offset: bigint): void {
  const inputs = Array.from({ length: tx.inputsLength }, (_, i) => tx.getInput(i).witnessUtxo?.amount ?? 0n);
  const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i).amount ?? 0n);
  const lands = locateSat(inputs, outputs, SELLER_INDEX, offset);
  if (lands === 'fee' || lands.output !== INSCRIPTION_OUTPUT || lands.offset !== 0n) {
    throw new SatchelError(ErrorCode.INTERNAL_ERROR, 'The purchase would not deliver the inscription.', {
      details: JSON.stringify(lands, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
    });
  }
}

/**
 * The buyer's transaction for a checked listing, laid out as `layout.ts` explains:
 * two padding inputs (the buyer's two smallest asset-free outputs), the seller's input at index 2
 * with its version, locktime and sequence (the seller's signature commits to them), then funding;
 * outputs: the padding back to the payment address, the inscription at offset 0 to the ordinals
 * address, the price at index 2, change. The seller's signature is checked where it now sits.
 * @throws SatchelError when the buyer has too few outputs, too little to pay, or an address of
 * another network.
 */
export function buildPurchase(params: BuildPurchaseParams): BuiltPurchase {
  const { listing, network } = params;
  const payment = payableOutput(params.paymentAddress, network, 'payment');
  const ordinals = payableOutput(params.ordinalsAddress, network, 'ordinals');
  const coins = params.paymentUtxos
    .filter((u) => !u.inscription && !u.rune && u.value > 0n && `${u.txid}:${u.vout}` !== listing.outpoint)
    .sort(byValue);
  const padding = coins.slice(0, PADDING_INPUTS);
  const offset = listing.inscriptionOffset;
  const paddingBack = padding.reduce((sum, u) => sum + u.value, 0n) + offset;
  if (coins.length <= PADDING_INPUTS || paddingBack < dustThreshold(payment.type)) {
    throw Errors.listingNeedsPadding({ details: `Spendable outputs found: ${coins.length}.` });
  }
  // The inscription keeps the rest of the seller's output as postage, topped up to the dust limit.
  const rest = listing.seller.prevout.amount - offset;
  const postage = rest < dustThreshold(ordinals.type) ? dustThreshold(ordinals.type) : rest;
  const sellerUtxo: FundingUtxo = {
    txid: listing.seller.txid,
    vout: listing.seller.vout,
    value: listing.seller.prevout.amount,
    type: listing.seller.type,
  };
  const selection = selectCoins({
    utxos: coins.slice(PADDING_INPUTS),
    amount: listing.price.amount + (postage - rest),
    requiredInputs: [...padding, sellerUtxo],
    recipientTypes: [payment.type, ordinals.type, listing.price.type],
    changeType: payment.type,
    feeRate: params.feeRate,
    // selectCoins has no input counterpart; this weighs the seller's one extra byte and at most
    // adds an output count byte, so the fee errs high, never low.
    ...(listing.seller.type === 'p2tr' ? { extraOutputWeight: TAPROOT_HASH_TYPE_WEIGHT } : {}),
  });
  const tx = new Transaction({
    allowLegacyWitnessUtxo: true,
    version: listing.txVersion,
    lockTime: listing.lockTime,
  });
  for (const u of padding) tx.addInput(inputFields(u));
  tx.addInput({
    txid: listing.seller.txid,
    index: listing.seller.vout,
    sequence: listing.seller.sequence,
    witnessUtxo: { script: listing.seller.prevout.script, amount: listing.seller.prevout.amount },
  });
  for (const u of selection.inputs) tx.addInput(inputFields(u));
  tx.addOutput({ script: payment.script, amount: paddingBack }); // PADDING_OUTPUT
  tx.addOutput({ script: ordinals.script, amount: postage }); // INSCRIPTION_OUTPUT
  tx.addOutput({ script: listing.price.script, amount: listing.price.amount }); // SELLER_INDEX
  if (selection.change > 0n) tx.addOutput({ script: payment.script, amount: selection.change });
  assertInscriptionAtOffsetZero(tx, offset);
  const psbtBase64 = encodeBase64(tx.toPSBT());
  const fault = sellerSignatureFault(withSellerSignature(psbtBase64, listing.seller), SELLER_INDEX);
  if (fault !== undefined) throw Errors.listingSignatureInvalid({ details: fault });
  return {
    psbtBase64,
    signInputs: signInputsOf([...padding, undefined, ...selection.inputs], params.paymentAddress),
    padding,
    selection,
    postage,
  };
}
