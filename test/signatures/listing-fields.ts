import { schnorr } from '@noble/curves/secp256k1.js';
import { SighashCache } from '@satchel/core/internal';
import { SIGHASH_SINGLE_ANYONECANPAY } from '@satchel/core/protocol/listing';
import { base64 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { taprootTweakPrivKey } from '@scure/btc-signer/utils.js';

const OPTS = { allowLegacyWitnessUtxo: true, allowUnknownOutputs: true, allowUnknownInputs: true };

export interface ListingFields {
  version?: number;
  lockTime?: number;
  /** The seller input's nSequence. */
  sequence?: number;
}

/** Where the unsigned transaction's version sits in a version 0 PSBT: after the magic and the key. */
function versionOffset(bytes: Uint8Array): number {
  const lengthByte = bytes[7] as number;
  return 8 + (lengthByte < 0xfd ? 0 : lengthByte === 0xfd ? 2 : 4);
}

/**
 * A taproot listing (key-path, BIP-86) with the transaction fields a seller chose, its signature
 * (SIGHASH_SINGLE|ANYONECANPAY) genuine over those fields: what a seller's wallet signs when the
 * listing asks for them. The signature is computed here (BIP-341) and the version written into
 * the bytes, since @scure/btc-signer will not build a transaction of every version.
 */
export function listingWithFields(
  unsignedListing: string,
  secret: Uint8Array,
  fields: ListingFields,
): string {
  const listed = btc.Transaction.fromPSBT(base64.decode(unsignedListing), OPTS);
  const version = fields.version ?? listed.version;
  const lockTime = fields.lockTime ?? listed.lockTime;
  const tx = new btc.Transaction({ ...OPTS, version: 2, lockTime });
  const input = listed.getInput(0);
  const sequence = fields.sequence ?? (input.sequence as number);
  tx.addInput({ ...input, sequence });
  for (let i = 0; i < listed.outputsLength; i++) tx.addOutput(listed.getOutput(i), true);
  const spent = input.witnessUtxo as { script: Uint8Array; amount: bigint };
  const digest = new SighashCache(
    {
      version,
      locktime: lockTime,
      inputs: [
        {
          prevHash: Uint8Array.from(input.txid as Uint8Array).reverse(),
          vout: input.index as number,
          sequence,
        },
      ],
      outputs: Array.from({ length: tx.outputsLength }, (_, i) => {
        const out = tx.getOutput(i);
        return { value: out.amount as bigint, script: out.script as Uint8Array };
      }),
    },
    [{ value: spent.amount, script: spent.script }],
  ).taprootKeyPath(0, SIGHASH_SINGLE_ANYONECANPAY) as Uint8Array;
  const signature = schnorr.sign(digest, taprootTweakPrivKey(secret));
  tx.updateInput(0, { tapKeySig: Uint8Array.of(...signature, SIGHASH_SINGLE_ANYONECANPAY) }, true);
  const bytes = tx.toPSBT();
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(versionOffset(bytes), version >>> 0, true);
  return base64.encode(bytes);
}
