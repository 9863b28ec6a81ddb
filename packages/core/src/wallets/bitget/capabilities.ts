import { unisatLike } from '../kit/presets';

/** What Bitget Wallet offers, before its connector loads; the connector reports exactly this. */
export const capabilities = unisatLike({
  // `sendBitcoin(to, sats, {feeRate})` in sat/vB, documented only with whole rates (`{ feeRate: 15 }`,
  // https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md,
  // "Send Transaction"): a chosen 0.2 is handed over as 1, never truncated below what was chosen.
  sendFeeRate: 'whole',
});
