import { unisatLike } from '../../connectors/presets';

/** What Unisat offers, before its connector loads; the connector reports exactly this. */
export const capabilities = unisatLike({
  // sendInscription and sendRunes (unisat-dev-docs, manage-assets).
  assetTransfers: ['inscription', 'runes'],
  networks: ['mainnet', 'testnet', 'testnet4', 'signet'],
});
