import { unisatLike } from '../kit/presets';

/** What OKX Wallet offers, before its connector loads; the connector reports exactly this. */
export const capabilities = unisatLike({
  // `sendBitcoin(toAddress, satoshis, {feeRate})` and `send({…, satBytes})` take sat/vB, documented
  // only as whole rates (https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider):
  // a chosen 0.2 is handed over as 1, never truncated below what was chosen.
  sendFeeRate: 'whole',
  networkSwitch: false,
  // `okxwallet.bitcoin` speaks mainnet only; the test networks are other objects.
  mainnetOnly: true,
});
