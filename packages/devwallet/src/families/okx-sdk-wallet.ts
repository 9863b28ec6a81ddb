import * as networks from '@okxweb3/coin-bitcoin/dist/bitcoinjs-lib/networks.js';
import { signPsbtWithKeyPathAndScriptPath } from '@okxweb3/coin-bitcoin/dist/psbtSign.js';
import { private2Wif } from '@okxweb3/coin-bitcoin/dist/txBuild.js';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { WalletFailure } from '../errors';
import type { KeyAccount } from '../keys';
import type { Signer } from '../signer';

/**
 * OKX's own PSBT signing: real code: @okxweb3/coin-bitcoin@1.2.1, OKX's published
 * wallet SDK (github.com/okx/js-wallet-sdk, packages/coin-bitcoin/src/psbtSign.ts),
 * `signPsbtWithKeyPathAndScriptPath(psbt, wif, network, {autoFinalized, toSignInputs})`, the call
 * with `signPsbt`'s options. The Dev Wallet hands it the key and keeps nothing else. What it does:
 * - with `toSignInputs`, it signs exactly the listed inputs and throws on any it cannot sign; without
 *   it, it tries every input and leaves those it cannot sign as they were;
 * - `sighashTypes` replaces its allow-list, which is otherwise SIGHASH_SINGLE|ANYONECANPAY,
 *   SIGHASH_ALL and SIGHASH_DEFAULT (wider than bitcoinjs-lib's SIGHASH_ALL alone);
 * - a taproot input is signed with the tweaked key, the untweaked one when `disableTweakSigner` or
 *   when it carries a leaf script (script path), tweaked by its `tapMerkleRoot` when it has one;
 *   `useTweakSigner` (OKX's name, not Unisat's `useTweakedSigner`) chooses outright;
 *   `tapLeafHashToSign` (hex) picks the leaf; its bitcoinjs-lib knows a taproot input only by its
 *   taproot fields, so one with no `tapInternalKey` (nor leaf script) is refused as "non-segwit" (OKX
 *   asks for the key on every taproot input: documents:
 *   https://web3.okx.com/build/dev-docs/sdks/chains/bitcoin/provider, "signPsbt");
 * - each signed input is finalized unless `autoFinalized` is given and falsy;
 * - it takes hex or base64, and answers hex (`psbt.toHex()`).
 * Its `address` and `publicKey` per input are not read by the SDK: the Dev Wallet's own check
 * (unisat-api.ts, `unisatSignRequest`) refuses an entry naming another account before the prompt.
 *
 * Installed with its two install scripts not run (package.json `allowScripts`): protobufjs's prints
 * a version-scheme warning; scryptlib's copies its json-bigint patch, used by the CAT-20 contracts
 * only. In the page's bundle, Node's `crypto` (read only by its MPC helpers) is a stub (build.ts).
 */

/** OKX's bitcoinjs-lib network for the keys' WIF: mainnet, or the test networks' shared 0xef. */
function networkOf(network: BitcoinNetwork) {
  if (network === 'mainnet') return networks.bitcoin;
  return network === 'regtest' ? networks.regtest : networks.testnet;
}

/** `signPsbt(psbt, {autoFinalized, toSignInputs})` by OKX's SDK, with `account`'s key from `signer`. */
export function signOkxPsbt(signer: Signer, account: KeyAccount, psbt: string, options: unknown): string {
  const network = networkOf(signer.network);
  const wif = private2Wif(Buffer.from(signer.keyOf(account)), network);
  const given = (options && typeof options === 'object' ? options : {}) as Record<string, unknown>;
  try {
    return signPsbtWithKeyPathAndScriptPath(psbt, wif, network, given);
  } catch (error) {
    throw new WalletFailure('internal', error instanceof Error ? error.message : String(error));
  }
}
