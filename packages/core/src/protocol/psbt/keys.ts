/**
 * PSBT serialization constants: the magic bytes (BIP-174 "Specification") and the key types of the
 * global, input and output maps (BIP-174, BIP-370 for version 2 fields, BIP-371 for taproot).
 */

/** Every PSBT starts with "psbt" followed by the separator 0xff. */
export const PSBT_MAGIC = Uint8Array.of(0x70, 0x73, 0x62, 0x74, 0xff);

/** The magic bytes as lowercase hex: a hex-encoded PSBT starts with this. */
export const PSBT_MAGIC_HEX = '70736274ff';

/**
 * What a base64-encoded PSBT starts with: the first 6 characters carry "psbt" and the top 4 bits
 * of 0xff exactly (the 7th also depends on the byte after the magic).
 */
export const PSBT_BASE64_PREFIX = 'cHNidP';

/** True when `bytes` starts with the PSBT magic. */
export function hasPsbtMagic(bytes: Uint8Array): boolean {
  if (bytes.length < PSBT_MAGIC.length) return false;
  for (let i = 0; i < PSBT_MAGIC.length; i++) if (bytes[i] !== PSBT_MAGIC[i]) return false;
  return true;
}

/** PSBT_GLOBAL_* key types. */
export const PsbtGlobalKey = {
  UNSIGNED_TX: 0x00,
  XPUB: 0x01,
  TX_VERSION: 0x02,
  FALLBACK_LOCKTIME: 0x03,
  INPUT_COUNT: 0x04,
  OUTPUT_COUNT: 0x05,
  TX_MODIFIABLE: 0x06,
  VERSION: 0xfb,
  PROPRIETARY: 0xfc,
} as const;

/** PSBT_IN_* key types. */
export const PsbtInputKey = {
  NON_WITNESS_UTXO: 0x00,
  WITNESS_UTXO: 0x01,
  PARTIAL_SIG: 0x02,
  SIGHASH_TYPE: 0x03,
  REDEEM_SCRIPT: 0x04,
  WITNESS_SCRIPT: 0x05,
  BIP32_DERIVATION: 0x06,
  FINAL_SCRIPTSIG: 0x07,
  FINAL_SCRIPTWITNESS: 0x08,
  POR_COMMITMENT: 0x09,
  RIPEMD160: 0x0a,
  SHA256: 0x0b,
  HASH160: 0x0c,
  HASH256: 0x0d,
  PREVIOUS_TXID: 0x0e,
  OUTPUT_INDEX: 0x0f,
  SEQUENCE: 0x10,
  REQUIRED_TIME_LOCKTIME: 0x11,
  REQUIRED_HEIGHT_LOCKTIME: 0x12,
  TAP_KEY_SIG: 0x13,
  TAP_SCRIPT_SIG: 0x14,
  TAP_LEAF_SCRIPT: 0x15,
  TAP_BIP32_DERIVATION: 0x16,
  TAP_INTERNAL_KEY: 0x17,
  TAP_MERKLE_ROOT: 0x18,
  PROPRIETARY: 0xfc,
} as const;

/** PSBT_OUT_* key types. */
export const PsbtOutputKey = {
  REDEEM_SCRIPT: 0x00,
  WITNESS_SCRIPT: 0x01,
  BIP32_DERIVATION: 0x02,
  AMOUNT: 0x03,
  SCRIPT: 0x04,
  TAP_INTERNAL_KEY: 0x05,
  TAP_TREE: 0x06,
  TAP_BIP32_DERIVATION: 0x07,
  PROPRIETARY: 0xfc,
} as const;
