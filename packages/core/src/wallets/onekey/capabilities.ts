import { unisatLike } from '../kit/presets';

/**
 * What OneKey offers, before its connector loads; the connector reports exactly this. UniSat's
 * calls: sendBitcoin and pushPsbt (OneKey's BTC API reference), signMessage(message, 'ecdsa' |
 * 'bip322-simple'); the preset's no asset transfers, as sendInscription answers "method not
 * supported" (docs/wallets/onekey.md).
 */
export const capabilities = unisatLike({
  // OneKey's signPsbts opens one screen per PSBT and takes one options object for all of them,
  // so a batch is signed PSBT by PSBT (docs/wallets/onekey.md, "Batches").
  batchSignPsbt: false,
  // `livenet` and `testnet` only: switchNetwork refuses any other name.
  networks: ['mainnet', 'testnet'],
});
