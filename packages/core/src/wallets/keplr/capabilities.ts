import { unisatLike } from '../kit/presets';

/** What Keplr offers, before its connector loads; the connector reports exactly this. */
export const capabilities = unisatLike({
  // Keplr's signPsbts takes one options object for all PSBTs (docs/wallets/keplr.md).
  batchSignPsbt: false,
});
