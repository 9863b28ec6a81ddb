import { unisatLike } from '../../connectors/presets';

/**
 * What Wizz offers, before its connector loads; the connector reports exactly this. The preset's
 * networks: `NetworkType` of @wizz-btc/provider 0.2.14 names no testnet4 (docs/wallets/wizz.md, "Network").
 */
export const capabilities = unisatLike({
  // Its signPsbts takes one options object for every PSBT (@wizz-btc/provider IWalletProvider).
  batchSignPsbt: false,
});
