import { unisatLike } from '../kit/presets';

/**
 * What Wizz offers, before its connector loads; the connector reports exactly this. The preset's
 * networks: `NetworkType` of @wizz-btc/provider 0.2.14 names no testnet4 (docs/wallets/wizz.md, "Network").
 */
export const capabilities = unisatLike({
  // `sendBitcoin(toAddress, satoshis, {feeRate})` in sat/vB (@wizz-btc/provider 0.2.14,
  // `lib/index.d.ts`), documented only with whole rates: a chosen 0.2 is handed over as 1.
  sendFeeRate: 'whole',
  // Its signPsbts takes one options object for every PSBT (@wizz-btc/provider IWalletProvider).
  batchSignPsbt: false,
});
