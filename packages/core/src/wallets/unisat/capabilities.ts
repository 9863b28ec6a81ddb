import { unisatLike } from '../kit/presets';

/** What Unisat offers, before its connector loads; the connector reports exactly this. */
export const capabilities = unisatLike({
  // `sendBitcoin(to, sats, {feeRate})` prices the send at ceil(vsize × feeRate), so a decimal
  // rate holds (unisat-wallet/extension v1.7.3, its transaction builder), and UniSat offers a
  // sub-1 sat/vB mode on Bitcoin (https://docs.unisat.io/technical/understanding-sub-1-sat-vb-bitcoin-transactions).
  sendFeeRate: 'decimal',
  // sendInscription and sendRunes (unisat-dev-docs, manage-assets).
  assetTransfers: ['inscription', 'runes'],
  networks: ['mainnet', 'testnet', 'testnet4', 'signet'],
});
