/**
 * Where the signing rules come from, for the places several rule sets cite: the specifications
 * and signing libraries wallets are built on, sources and issues more than one wallet's rules
 * rest on, and the Dev Wallet's and the Wallet Standard's own. One constant per place, so a rule
 * names it and a reader can open it. A place only one named family cites is a constant of its
 * `wallets/<id>/signing-rules.ts`.
 */

// Specifications and the two signing libraries most wallets are built on.
export const BIP174 = 'https://github.com/bitcoin/bips/blob/master/bip-0174.mediawiki';
/** The segwit v0 signature hash: SIGHASH_SINGLE with no output at the input's index hashes zero. */
export const BIP143 = 'https://github.com/bitcoin/bips/blob/master/bip-0143.mediawiki';
/** The taproot signature hash: SIGHASH_SINGLE with no output at the input's index must fail. */
export const BIP341 = 'https://github.com/bitcoin/bips/blob/master/bip-0341.mediawiki';
/** `signIdx`: a leaf is signed only when its script pushes the signer's x-only key. */
export const SCURE_SIGN = 'https://github.com/paulmillr/scure-btc-signer/blob/main/src/transaction.ts';
/** `checkSighashTypeAllowed`, and `getTaprootHashesForSig`, whose leaves `pubkeyInScript` filters. */
export const BITCOINJS_PSBT = 'https://github.com/bitcoinjs/bitcoinjs-lib/blob/master/ts_src/psbt.ts';

// Xverse's RPC, which the Dev Wallet speaks, and the leaf Xverse refused and Unisat signed.
export const XVERSE_SIGN_PSBT = 'https://docs.xverse.app/sats-connect/bitcoin-methods/signpsbt';
export const SATS_CONNECT_255 = 'https://github.com/secretkeylabs/sats-connect/issues/255';

// Unisat, and what the wallets that follow its protocol (unisat-follower.ts), OKX and OYL share with it.
/** `formatOptionsToSignInputs`, `signPsbt` (autoFinalized, tweak choice), `signPsbtWithHex`. */
export const UNISAT_WALLET =
  'https://github.com/unisat-wallet/extension/blob/494345cbc5013314ab55d2252c79a916242313b5/src/background/controller/wallet.ts';
/** `signPsbt` / `signPsbts` of the injected provider (`autoFinalized` defaults to true). */
export const UNISAT_PROVIDER =
  'https://github.com/unisat-wallet/extension/blob/494345cbc5013314ab55d2252c79a916242313b5/src/background/controller/provider/controller.ts';
export const UNISAT_DEV_SUPPORT_33 = 'https://github.com/unisat-wallet/dev-support/issues/33';
export const BABYLON_TOOLKIT_1453 = 'https://github.com/babylonlabs-io/babylon-toolkit/pull/1453';
export const LASEREYES_422 = 'https://github.com/omnisat/lasereyes-mono/pull/422';

// The Wallet Standard.
export const BITCOIN_WALLET_STANDARD = 'https://github.com/ExodusMovement/bitcoin-wallet-standard';

// The Satchel Dev Wallet's own signer (this repository).
export const DEV_WALLET_SIGNING = 'packages/devwallet/src/psbt-signing.ts';
export const DEV_WALLET_STANDARD = 'packages/devwallet/src/families/standard/index.ts';
