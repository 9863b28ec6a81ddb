import { SighashCache, type SighashTx } from '@satchel/core/internal';
import * as btc from '@scure/btc-signer';
import { tapLeafHash } from '@scure/btc-signer/payment.js';

/** scure's own digest methods, as `signIdx` calls them. */
type Preimages = Pick<btc.Transaction, 'preimageWitnessV0' | 'preimageWitnessV1'>;

/** The parts of `tx` a signature hash reads, in the byte order they are serialized. */
function sighashTx(tx: btc.Transaction): SighashTx {
  const inputs = Array.from({ length: tx.inputsLength }, (_, index) => {
    const input = tx.getInput(index);
    if (!input.txid || input.index === undefined) throw new Error(`Input ${index} has no outpoint`);
    // scure keeps the txid in display order; the transaction serializes it reversed.
    return {
      prevHash: input.txid.slice().reverse(),
      vout: input.index,
      sequence: input.sequence ?? btc.DEFAULT_SEQUENCE,
    };
  });
  const outputs = Array.from({ length: tx.outputsLength }, (_, index) => {
    const output = tx.getOutput(index);
    if (!output.script || output.amount === undefined) throw new Error(`Output ${index} is incomplete`);
    return { script: output.script, value: output.amount };
  });
  return { version: tx.version, locktime: tx.lockTime, inputs, outputs };
}

/**
 * Runs `sign` with `tx`'s BIP-143 and BIP-341 digests computed from hashes shared by every input.
 * Both BIPs define hashPrevouts, hashSequence and hashOutputs (BIP-341: sha_prevouts, sha_amounts,
 * sha_scriptpubkeys, sha_sequences, sha_outputs) once per transaction, but @scure/btc-signer's
 * `preimageWitnessV0/V1` rehash the whole transaction for each input, so signing n inputs costs
 * n² hashing. Here they are hashed once (core's SighashCache). `sign` must not change the
 * transaction's inputs, outputs, version or lock time, only add signatures. Anything the cache
 * does not cover (a code separator, a hash type BIP-341 forbids, SIGHASH_SINGLE without its output)
 * goes to scure's own method, errors included.
 */
export function withSharedSighash<T>(tx: btc.Transaction, sign: () => T): T {
  const own: Preimages = {
    preimageWitnessV0: tx.preimageWitnessV0.bind(tx),
    preimageWitnessV1: tx.preimageWitnessV1.bind(tx),
  };
  const base = sighashTx(tx);
  let v0: SighashCache | undefined;
  let v1: SighashCache | undefined;
  const patched = tx as btc.Transaction & Preimages;
  patched.preimageWitnessV0 = (index, scriptCode, hashType, amount) => {
    v0 ??= new SighashCache(base, []);
    return v0.witnessV0(index, scriptCode, amount, hashType);
  };
  patched.preimageWitnessV1 = (
    index,
    scripts,
    hashType,
    amounts,
    codeSeparator,
    leaf,
    leafVersion,
    annex,
  ) => {
    if (codeSeparator === undefined || codeSeparator === -1) {
      // Every signIdx call passes the same spent outputs: the PSBT's, in input order.
      v1 ??= new SighashCache(
        base,
        scripts.map((script, at) => ({ script, value: amounts[at] as bigint })),
      );
      const digest = leaf
        ? v1.tapscript(index, hashType, tapLeafHash(leaf, leafVersion ?? 0xc0), annex)
        : v1.taprootKeyPath(index, hashType, annex);
      if (digest) return digest;
    }
    return own.preimageWitnessV1(index, scripts, hashType, amounts, codeSeparator, leaf, leafVersion, annex);
  };
  try {
    return sign();
  } finally {
    // Back to the class's methods: a later change to the transaction must hash afresh.
    delete (patched as Partial<Preimages>).preimageWitnessV0;
    delete (patched as Partial<Preimages>).preimageWitnessV1;
  }
}
