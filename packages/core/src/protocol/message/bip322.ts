import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hex } from '@scure/base';
import { OutScript, RawTx, RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer';
import {
  hash160,
  pubSchnorr,
  sha256x2,
  taprootTweakPrivKey,
  taprootTweakPubkey,
} from '@scure/btc-signer/utils.js';
import { Errors } from '../../primitives/errors';
import { type BitcoinNetwork, isAddressForNetwork } from '../../primitives/networks';
import { addressToScript, bytesEqual, scriptKind } from '../psbt/scripts';
import { concat, decodeBase64, encodeBase64 } from './encoding';
import { type PrivateKeyInput, parsePrivateKey } from './keys';

const TAG_HASH = sha256(new TextEncoder().encode('BIP0322-signed-message'));

/** BIP-322: message_hash = tagged_hash("BIP0322-signed-message", message) (BIP-340 tagged hash). */
export function bip322MessageHash(message: string): Uint8Array {
  return sha256(concat(TAG_HASH, TAG_HASH, new TextEncoder().encode(message)));
}

/**
 * BIP-322 to_spend: version 0, one input spending 000…000:0xFFFFFFFF with scriptSig
 * `OP_0 PUSH32[message_hash]` and sequence 0, one 0-value output paying the signer's script.
 * Returns the txid in display (big-endian) hex.
 */
export function bip322ToSpendTxid(message: string, scriptPubKey: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode([0, bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: scriptPubKey }],
    witnesses: [],
    lockTime: 0,
  });
  return hex.encode(sha256x2(raw).reverse());
}

/** BIP-322 to_sign: version 0, spends to_spend:0 with sequence 0, one 0-value OP_RETURN output. */
export function bip322ToSign(message: string, scriptPubKey: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true });
  tx.addInput({
    txid: bip322ToSpendTxid(message, scriptPubKey),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: scriptPubKey, amount: 0n },
  });
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return tx;
}

export interface SignMessageBip322Params {
  message: string;
  privateKey: PrivateKeyInput;
  address: string;
  network: BitcoinNetwork;
}

/**
 * BIP-322 "simple" signature for a p2wpkh or p2tr (key-path) address: the base64 of the
 * to_sign witness stack. ECDSA nonces follow RFC 6979, so p2wpkh signatures are deterministic.
 */
export function signMessageBip322({
  message,
  privateKey,
  address,
  network,
}: SignMessageBip322Params): string {
  if (typeof message !== 'string') throw Errors.signMessageFailed({ details: 'The message must be text.' });
  let key: ReturnType<typeof parsePrivateKey>;
  try {
    key = parsePrivateKey(privateKey);
  } catch (cause) {
    throw Errors.signMessageFailed({ details: `Invalid private key: ${(cause as Error).message}.`, cause });
  }
  const script = typeof address === 'string' ? addressToScript(address) : undefined;
  if (!script || !isAddressForNetwork(address, network)) {
    throw Errors.signMessageFailed({ details: `${String(address)} is not a valid ${network} address.` });
  }
  const kind = scriptKind(script);
  const tx = bip322ToSign(message, script);
  if (kind === 'p2wpkh') {
    const pubkey = secp256k1.getPublicKey(key.secret, true);
    if (!bytesEqual(script.subarray(2), hash160(pubkey))) {
      throw Errors.signMessageFailed({ details: 'The private key does not control this address.' });
    }
    // BIP-143 scriptCode for p2wpkh is the p2pkh script of the key hash.
    const scriptCode = OutScript.encode({ type: 'pkh', hash: hash160(pubkey) });
    const digest = tx.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n);
    const der = signEcdsaLowR(digest, key.secret);
    return encodeBase64(RawWitness.encode([concat(der, Uint8Array.of(SigHash.ALL)), pubkey]));
  }
  if (kind === 'p2tr') {
    // BIP-86 style key-path spend: output key = internal key tweaked with no script tree.
    const [outputKey] = taprootTweakPubkey(pubSchnorr(key.secret), new Uint8Array(0));
    if (!bytesEqual(script.subarray(2), outputKey)) {
      throw Errors.signMessageFailed({ details: 'The private key does not control this address.' });
    }
    const digest = tx.preimageWitnessV1(0, [script], SigHash.DEFAULT, [0n]);
    const signature = schnorr.sign(digest, taprootTweakPrivKey(key.secret));
    return encodeBase64(RawWitness.encode([signature]));
  }
  throw Errors.signMessageFailed({
    details: 'BIP-322 simple signing supports native segwit (p2wpkh) and taproot (p2tr) addresses.',
  });
}

/**
 * ECDSA (RFC 6979, low S) ground to a low R as Bitcoin Core does: retry with extra entropy
 * = little-endian counter 1, 2, … until r < 2^255, so DER signatures are 71 bytes and the
 * published BIP-322 vectors are reproduced byte for byte.
 */
function signEcdsaLowR(digest: Uint8Array, secret: Uint8Array): Uint8Array {
  const extraEntropy = new Uint8Array(32);
  let compact = secp256k1.sign(digest, secret, { prehash: false });
  for (let counter = 1; (compact[0] ?? 0) >= 0x80; counter++) {
    new DataView(extraEntropy.buffer).setUint32(0, counter, true);
    compact = secp256k1.sign(digest, secret, { prehash: false, extraEntropy });
  }
  return secp256k1.Signature.fromBytes(compact).toBytes('der');
}

/** BIP-341 hash types; 0x00 only as the implicit type of a 64-byte signature. */
const TAPROOT_HASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);

function verifyP2wpkh(tx: Transaction, program: Uint8Array, stack: Uint8Array[]): boolean {
  const [signature, pubkey] = stack;
  if (stack.length !== 2 || !signature || !pubkey || pubkey.length !== 33) return false;
  if (!bytesEqual(hash160(pubkey), program)) return false;
  const hashType = signature[signature.length - 1];
  if (hashType === undefined) return false;
  const scriptCode = OutScript.encode({ type: 'pkh', hash: program });
  const digest = tx.preimageWitnessV0(0, scriptCode, hashType, 0n);
  return secp256k1.verify(signature.subarray(0, -1), digest, pubkey, {
    prehash: false,
    format: 'der',
    lowS: false,
  });
}

function verifyP2tr(tx: Transaction, script: Uint8Array, stack: Uint8Array[]): boolean {
  // BIP-341: with two or more items, a last item starting with 0x50 is the annex.
  const last = stack[stack.length - 1];
  const annex = stack.length >= 2 && last?.[0] === 0x50 ? last : undefined;
  const items = annex ? stack.slice(0, -1) : stack;
  const signature = items[0];
  if (items.length !== 1 || !signature) return false;
  let hashType: number = SigHash.DEFAULT;
  if (signature.length === 65) {
    hashType = signature[64] ?? -1;
    if (!TAPROOT_HASH_TYPES.has(hashType)) return false;
  } else if (signature.length !== 64) {
    return false;
  }
  const digest = tx.preimageWitnessV1(0, [script], hashType, [0n], -1, undefined, 0xc0, annex);
  return schnorr.verify(signature.subarray(0, 64), digest, script.subarray(2));
}

/** Verifies a BIP-322 simple signature for a p2wpkh or p2tr address; false on any malformed input. */
export function verifyBip322(address: string, message: string, signatureBase64: string): boolean {
  try {
    const script = addressToScript(address);
    const bytes = decodeBase64(signatureBase64);
    if (!script || !bytes || typeof message !== 'string') return false;
    const stack = RawWitness.decode(bytes);
    const tx = bip322ToSign(message, script);
    const kind = scriptKind(script);
    if (kind === 'p2wpkh') return verifyP2wpkh(tx, script.subarray(2), stack);
    if (kind === 'p2tr') return verifyP2tr(tx, script, stack);
    return false;
  } catch {
    return false;
  }
}
