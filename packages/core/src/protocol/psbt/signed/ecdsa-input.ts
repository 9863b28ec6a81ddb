import { sha256 } from '@noble/hashes/sha2.js';
import { hash160 } from '@scure/btc-signer/utils.js';
import { bytesEqual } from '../scripts';
import { type InputContext, isP2pkh, isP2sh, isP2wpkh, isP2wsh, p2pkhScript, Reason } from './context';
import { isCompressedKey, isEncodedKey, judgeEcdsa } from './ecdsa';
import { scriptPushes } from './script-items';

type Digest = (hashType: number) => Uint8Array | undefined;

/**
 * How an ECDSA signature by `pubkey` is hashed for this input, or undefined when the key has no
 * place in the script spent (or is not the encoding that script allows): p2wpkh, p2sh-p2wpkh,
 * p2pkh, and the scripts of p2wsh, p2sh-p2wsh and bare p2sh that push the key.
 */
function digestFor(
  ctx: InputContext,
  pubkey: Uint8Array,
  redeem: Uint8Array | undefined,
  witnessScript: Uint8Array | undefined,
): Digest | undefined {
  const { cache, index, prevout } = ctx;
  const v0 = (scriptCode: Uint8Array): Digest | undefined =>
    isCompressedKey(pubkey) ? (ht) => cache.witnessV0(index, scriptCode, prevout.amount, ht) : undefined;
  const legacy = (scriptCode: Uint8Array): Digest | undefined =>
    isEncodedKey(pubkey) ? (ht) => cache.legacy(index, scriptCode, ht) : undefined;
  const keyHashFits = (program: Uint8Array) => bytesEqual(hash160(pubkey), program);
  const names = (script: Uint8Array) => scriptPushes(script).some((item) => bytesEqual(item, pubkey));

  let spent = prevout.script;
  if (isP2pkh(spent)) return keyHashFits(spent.subarray(3, 23)) ? legacy(spent) : undefined;
  if (isP2sh(spent)) {
    if (!redeem || !bytesEqual(hash160(redeem), spent.subarray(2, 22))) return undefined;
    if (!isP2wpkh(redeem) && !isP2wsh(redeem)) return names(redeem) ? legacy(redeem) : undefined;
    spent = redeem;
  }
  if (isP2wpkh(spent)) {
    const program = spent.subarray(2);
    return keyHashFits(program) ? v0(p2pkhScript(program)) : undefined;
  }
  if (isP2wsh(spent)) {
    const fits =
      witnessScript && bytesEqual(sha256(witnessScript), spent.subarray(2)) && names(witnessScript);
    return fits ? v0(witnessScript) : undefined;
  }
  return undefined;
}

/** One ECDSA signature by one key, judged as a node would; undefined when it holds. */
export function judgeEcdsaSignature(
  ctx: InputContext,
  signature: Uint8Array,
  pubkey: Uint8Array,
  redeem: Uint8Array | undefined,
  witnessScript: Uint8Array | undefined,
): Reason | undefined {
  const digest = digestFor(ctx, pubkey, redeem, witnessScript);
  if (!digest) return Reason.foreignKey;
  switch (judgeEcdsa(signature, pubkey, digest, (ht) => ctx.allowed(ht, false))) {
    case 'ok':
      return undefined;
    case 'not-strict':
      return Reason.notStrict;
    case 'hash-type':
      return Reason.hashType;
    default:
      return Reason.invalid;
  }
}
