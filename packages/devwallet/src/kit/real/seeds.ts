/** BIP-39's all-zero 24-word test vector, Leather's default seed here (it takes 12 or 24 words). */
export const LEATHER_MNEMONIC = `${'abandon '.repeat(23)}art`;

/** BIP-39's all-zero 12-word test vector, UniSat's default seed here. */
export const UNISAT_MNEMONIC = `${'abandon '.repeat(11)}about`;

/**
 * UniSat's first P2WPKH address for its default seed: UniSat keeps coin type 0 on testnet, so
 * `m/84'/0'/0'/0/0`, in testnet encoding.
 */
export const UNISAT_ADDRESS = 'tb1qcr8te4kr609gcawutmrza0j4xv80jy8zmfp6l0';
