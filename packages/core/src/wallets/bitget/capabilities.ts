import { unisatLike } from '../../connectors/presets';

/** What Bitget Wallet offers, before its connector loads; the connector reports exactly this. */
export const capabilities = unisatLike();
