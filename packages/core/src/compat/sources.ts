/**
 * Where the signing rules come from: wallets' source at the commit read, their documentation, and
 * issues their maintainers answered. One constant per place, so a rule names it and a reader can
 * open it.
 */

// Specifications and the two signing libraries most wallets are built on.
export const BIP174 = 'https://github.com/bitcoin/bips/blob/master/bip-0174.mediawiki';
/** `signIdx`: a leaf is signed only when its script pushes the signer's x-only key. */
export const SCURE_SIGN = 'https://github.com/paulmillr/scure-btc-signer/blob/main/src/transaction.ts';
/** `checkSighashTypeAllowed`, and `getTaprootHashesForSig`, whose leaves `pubkeyInScript` filters. */
export const BITCOINJS_PSBT = 'https://github.com/bitcoinjs/bitcoinjs-lib/blob/master/ts_src/psbt.ts';

// Xverse and the sats-connect family.
export const XVERSE_SIGN_PSBT = 'https://docs.xverse.app/sats-connect/bitcoin-methods/signpsbt';
export const XVERSE_SIGN_MULTIPLE =
  'https://docs.xverse.app/sats-connect/bitcoin-methods/signmultipletransactions';
/** `getSignIndexes` (the input's own sighashType) and `SoftwareP2trAddressContext.signInputs`. */
export const XVERSE_CORE_CONTEXT =
  'https://github.com/secretkeylabs/xverse-core/blob/b0d0cdc4c76771e10db20e08ab0846205f0bf9a9/transactions/bitcoin/context.ts';
export const SATS_CONNECT_CORE = 'https://github.com/secretkeylabs/sats-connect-core';
export const SATS_CONNECT_73 = 'https://github.com/secretkeylabs/sats-connect/issues/73';
export const SATS_CONNECT_166 = 'https://github.com/secretkeylabs/sats-connect/issues/166';
export const SATS_CONNECT_255 = 'https://github.com/secretkeylabs/sats-connect/issues/255';
export const ORANGE_CONNECT = 'https://www.npmjs.com/package/@orangecrypto/orange-connect';

// Unisat and the wallets that follow its protocol.
/** `formatOptionsToSignInputs`, `signPsbt` (autoFinalized, tweak choice), `signPsbtWithHex`. */
export const UNISAT_WALLET =
  'https://github.com/unisat-wallet/extension/blob/494345cbc5013314ab55d2252c79a916242313b5/src/background/controller/wallet.ts';
/** `signPsbt` / `signPsbts` of the injected provider (`autoFinalized` defaults to true). */
export const UNISAT_PROVIDER =
  'https://github.com/unisat-wallet/extension/blob/494345cbc5013314ab55d2252c79a916242313b5/src/background/controller/provider/controller.ts';
/** Unisat's patch to bitcoinjs-lib 6.1.6: every leaf is signed, whatever key its script holds. */
export const UNISAT_BITCOINJS_PATCH =
  'https://github.com/unisat-wallet/extension/blob/494345cbc5013314ab55d2252c79a916242313b5/patches/bitcoinjs-lib+6.1.6.patch';
export const UNISAT_DEV_SUPPORT_33 = 'https://github.com/unisat-wallet/dev-support/issues/33';
export const UNISAT_EXTENSION_138 = 'https://github.com/unisat-wallet/extension/issues/138';
export const UNISAT_EXTENSION_77 = 'https://github.com/unisat-wallet/extension/issues/77';
export const UNISAT_DOCS = 'https://docs.unisat.io/dev/unisat-developer-center/unisat-wallet';
export const BABYLON_TOOLKIT_1453 = 'https://github.com/babylonlabs-io/babylon-toolkit/pull/1453';
export const OKX_PROVIDER =
  'https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider';
export const OKX_PROVIDER_TESTNET =
  'https://web3.okx.com/onchainos/dev-docs/wallet/dapp-connect/chains/bitcoin/provider-testnet';
/** `signPsbtWithKeyPathAndScriptPathImpl`: allowed sighashes, tweak choice, `finalizeInput`. */
export const OKX_PSBT_SIGN =
  'https://github.com/okx/js-wallet-sdk/blob/83b4323607cc7df230d5b0c1f5c3bbe6cea5be9a/packages/coin-bitcoin/src/psbtSign.ts';
/** OKX's copy of bitcoinjs-lib: `getTaprootHashesForSig` with the leaf filter commented out. */
export const OKX_BITCOINJS_PSBT =
  'https://github.com/okx/js-wallet-sdk/blob/83b4323607cc7df230d5b0c1f5c3bbe6cea5be9a/packages/coin-bitcoin/src/bitcoinjs-lib/psbt.ts';
export const OKX_SDK_187 = 'https://github.com/okx/js-wallet-sdk/issues/187';
export const SATS_WAGMI_136 = 'https://github.com/bob-collective/sats-wagmi/pull/136';
export const BITGET_NOTES =
  'https://github.com/BitgetWalletTeam/bgw-cursor-plugin/blob/main/skills/dapp-integration/references/bitcoin.md';
export const BINANCE_PROVIDER = 'https://developers.binance.com/docs/binance-w3w/bitcoin-provider';
export const KEPLR_BITCOIN =
  'https://github.com/chainapsis/keplr-wallet/blob/master/docs/docs/multi-ecosystem-support/bitcoin.md';
export const WIZZ_DEMO = 'https://github.com/WizzWallet/wizzwallet-provider-demo';

// Magic Eden, Leather, Phantom, OYL, MetaMask.
export const MAGIC_EDEN_PROVIDER = 'https://docs-wallet.magiceden.io/bitcoin/provider-api-methods';
export const LASEREYES_290 = 'https://github.com/omnisat/lasereyes-mono/issues/290';
export const LASEREYES_422 = 'https://github.com/omnisat/lasereyes-mono/pull/422';
/** `signPsbt` RPC: hex back, finalized only to broadcast. */
export const LEATHER_RPC_SIGN_PSBT =
  'https://github.com/leather-io/extension/blob/05d24d70623d66ee6ca23c1fdc0f5593501ad591/src/app/pages/rpc-sign-psbt/use-rpc-sign-psbt.tsx';
/** `useSignBitcoinSoftwareTx`: each index tried with the native segwit key, then the taproot key. */
export const LEATHER_SIGNER =
  'https://github.com/leather-io/extension/blob/05d24d70623d66ee6ca23c1fdc0f5593501ad591/src/app/store/accounts/blockchain/bitcoin/bitcoin.hooks.ts';
export const LEATHER_MONO_2667 = 'https://github.com/leather-io/mono/pull/2667';
export const LEATHER_3859 = 'https://github.com/leather-io/extension/issues/3859';
export const LEATHER_5858 = 'https://github.com/leather-io/extension/issues/5858';
export const LEATHER_4075 = 'https://github.com/leather-io/extension/issues/4075';
export const LEATHER_RPC = 'https://www.npmjs.com/package/@leather.io/rpc';
export const PHANTOM_SEND = 'https://docs.phantom.com/bitcoin/sending-a-transaction';
export const PHANTOM_REFERENCE = 'https://docs.phantom.com/bitcoin/provider-api-reference';
export const BIGMI_59 = 'https://github.com/lifinance/bigmi/pull/59';
export const LASEREYES_OYL =
  'https://github.com/omnisat/lasereyes-mono/blob/174e36aba196f83238cb24be37857296e59158c7/packages/core/src/client/providers/oyl.ts';
export const BIGMI_OYL = 'https://github.com/lifinance/bigmi/blob/main/packages/client/src/connectors/oyl.ts';
export const OYL_SDK_307 = 'https://github.com/Oyl-Wallet/oyl-sdk/pull/307';
/** `#fillPsbt`: the account rebuilds the transaction from the PSBT as a template. */
export const METAMASK_ACCOUNT_USE_CASES =
  'https://github.com/MetaMask/snap-bitcoin-wallet/blob/main/packages/snap/src/use-cases/AccountUseCases.ts';
export const METAMASK_WALLET_STANDARD = 'https://www.npmjs.com/package/@metamask/bitcoin-wallet-standard';
export const BITCOIN_WALLET_STANDARD = 'https://github.com/ExodusMovement/bitcoin-wallet-standard';

// The Satchel Dev Wallet's own signer (this repository).
export const DEV_WALLET_SIGNING = 'packages/devwallet/src/psbt-signing.ts';
export const DEV_WALLET_STANDARD = 'packages/devwallet/src/families/standard.ts';
