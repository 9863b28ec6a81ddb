import { SIGHASH_ANYONECANPAY, SIGHASH_SINGLE } from '../tx';

/**
 * The seller's hash type: the signature commits to its own input (outpoint, amount, script,
 * sequence) and to the one output at the same index, and to nothing else (BIP-143 and BIP-341:
 * with ANYONECANPAY neither the other inputs nor the input's own index are hashed). A buyer can
 * add inputs and outputs around it as long as the seller's input and its price output keep one
 * shared index.
 */
export const SIGHASH_SINGLE_ANYONECANPAY = SIGHASH_SINGLE | SIGHASH_ANYONECANPAY;

/**
 * The purchase transaction, as Magic Eden's msigner builds it (`BuyerSigner.
 * generateUnsignedBuyingPSBTBase64`: two dummy inputs, the seller's input at index 2, the merged
 * dummies as output 0, the buyer's inscription output 1, the seller's output 2). Ordinal theory
 * moves sats first in, first out (docs.ordinals.com, "Overview" and the BIP in ord's `bip.mediawiki`):
 * the sats of the inputs, in order, fill the outputs in order; what is left is the fee.
 *
 * With A and B the buyer's two padding inputs, S the seller's output of value v with the
 * inscription at offset o, F the buyer's funding, and P = A + B:
 *
 *     inputs                                  outputs
 *     0 A        sats [0, A)                  0 buyer payment  A + B + o   sats [0, P + o)
 *     1 B        sats [A, P)                  1 buyer ordinals v − o       sats [P + o, P + v)
 *     2 S        sats [P, P + v)    ──SINGLE──2 seller         price       sats [P + v, P + v + price)
 *     3… F       sats [P + v, …)              3 buyer change   (if not dust)
 *
 * The inscribed sat is sat P + o of the transaction, the first of output 1: offset 0 on the
 * buyer's ordinals address. Output 0 ends exactly where the inscription starts, so padding
 * cannot be avoided: the seller's input must sit at the index of its price output (SIGHASH_SINGLE
 * pairs input i with output i), and two outputs must come before it — one ending at the inscribed
 * sat, one starting there — so two buyer inputs come before it too. With a single padding input
 * (openordex, or format v1 of ordinals/ord issue 4291) the inscription lands at offset A + o of
 * output 0 instead: the misalignment explained in me-foundation/msigner issue 3.
 *
 * The padding inputs are any two of the buyer's asset-free outputs: their whole value comes back
 * as output 0, so they fund nothing and lose nothing. Runes on the seller's output, with no
 * runestone, go to output 0 (ord's runes specification: "the first non-OP_RETURN output").
 */
export const PADDING_INPUTS = 2;
/** The seller's input and its price output (SIGHASH_SINGLE pairs them by index). */
export const SELLER_INDEX = PADDING_INPUTS;
/** Where the padding comes back to the buyer. */
export const PADDING_OUTPUT = 0;
/** The buyer's ordinals output: the inscription at its offset 0. */
export const INSCRIPTION_OUTPUT = 1;
