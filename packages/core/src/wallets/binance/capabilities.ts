import { unisatLike } from '../kit/presets';

/** What Binance Web3 Wallet offers, before its connector loads; the connector reports exactly this. */
export const capabilities = unisatLike({
  // sendBitcoin, signPsbts and pushPsbt are not documented and may be missing (docs/wallets/binance.md).
  nativeSend: false,
  broadcastPsbt: false,
  batchSignPsbt: false,
});
