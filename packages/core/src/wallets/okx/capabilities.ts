import { unisatLike } from '../../connectors/presets';

/** What OKX Wallet offers, before its connector loads; the connector reports exactly this. */
export const capabilities = unisatLike({
  networkSwitch: false,
  // `okxwallet.bitcoin` speaks mainnet only; the test networks are other objects (SPEC R24.5).
  mainnetOnly: true,
});
