import type { BitcoinNetwork } from '@satchel/core/networks';
import { bitcoin, ECPair } from '@unisat/wallet-sdk/lib/bitcoin-core.js';
import { NetworkType, toPsbtNetwork } from '@unisat/wallet-sdk/lib/network/index.js';
import { AddressType, type SignPsbtOptions, type ToSignInput } from '@unisat/wallet-sdk/lib/types.js';
import { toXOnly } from '@unisat/wallet-sdk/lib/utils.js';
import { LocalWallet } from '@unisat/wallet-sdk/lib/wallet/local-wallet.js';
import { WalletFailure } from '../errors';
import type { KeyAccount } from '../keys';
import type { Signer } from '../signer';
import type { WalletCodeRequest } from './unisat-api';

/**
 * UniSat's own signing code in the loop. The `unisat` family keeps only the keys: its
 * PSBTs and messages are signed by `@unisat/wallet-sdk` 1.9.0, the SDK UniSat's extension 1.7.3
 * pins (github.com/unisat-wallet/extension, tag v1.7.3, package.json), with the extension's own
 * code around it ported where the SDK's reference wallet differs from it.
 *
 * Where each part comes from:
 * - real code: @unisat/wallet-sdk@1.9.0: `LocalWallet.signPsbt` (the `toSignInputs` checks on
 *   `index`, `address`, `publicKey` and `sighashTypes` and their error texts, the default choice of
 *   inputs paying the account's address, the missing `tapInternalKey` of a key-path input filled
 *   in, `autoFinalized` finalizing each signed input), `SimpleKeyring.signTransaction` (the signer
 *   per input: tweaked by default for taproot inputs, `useTweakedSigner` first, then
 *   `disableTweakSigner`; untweaked for the others unless `useTweakedSigner`; `sighashTypes` as
 *   bitcoinjs-lib's allow-list; `tapLeafHashToSign`), `LocalWallet.signMessage` (`'bip322-simple'`
 *   exactly signs BIP-322 through `signMessageOfBIP322Simple`, anything else signs deterministic
 *   ECDSA with the untweaked key, header 31–34), and bitcoinjs-lib 6.1.6, the SDK's own.
 * - real extension: UniSat 1.7.3 (src/background/controller/provider/controller.ts): `autoFinalized`
 *   is true unless it `== false`; a base64 PSBT is taken as well as hex (`formatPsbtHex`, src/ui/
 *   utils/psbt-utils.ts), anything else is 'invalid psbt'.
 * - real extension: UniSat 1.7.3 (src/background/controller/wallet.ts, `formatOptionsToSignInputs`
 *   and `signPsbt`), on top of the SDK's: `useTweakedSigner` passed on from each toSignInput; a hex
 *   `tapLeafHashToSign` read as bytes; without `toSignInputs`, an input carrying any signature
 *   already (`partialSig`, `tapKeySig`, `tapScriptSig`) is left alone; each taproot input to sign
 *   gets the account's internal key when it is the account's key-path output and loses any
 *   `tapInternalKey` otherwise, and then, unless the page chose, is signed tweaked exactly when its
 *   first leaf script does not hold the account's x-only key.
 * - real extension: UniSat 1.7.3 (patches/bitcoinjs-lib+6.1.6.patch, which the SDK ships too):
 *   bitcoinjs-lib signs an input whose script does not hold the key, and every leaf of a taproot
 *   input. The Dev Wallet's bundle applies it (build.ts); Node, where unit tests run, loads
 *   bitcoinjs-lib unpatched, since npm runs no install script here.
 *
 * Where the Dev Wallet differs from UniSat 1.7.3, and why:
 * - without `toSignInputs` and no input of the account's to sign, the extension lists every input
 *   of the PSBT; the SDK's `LocalWallet` refuses ('no input to sign'), and so does the Dev Wallet:
 *   the extension's own signatures on inputs of other keys could never be valid.
 * - the checks of `toSignInputs` run before the prompt, and refuse with code -32602, as the Dev
 *   Wallet's other families do; the extension makes them when its popup opens.
 * - in the page's bundle secp256k1 is @bitcoinerlab/secp256k1 (pure JS) in place of the SDK's
 *   tiny-secp256k1 (WebAssembly, which the extension compiles in its own pages): a page's
 *   Content-Security-Policy without 'wasm-unsafe-eval' (the Satchel app's is `script-src 'self'`)
 *   forbids compiling WebAssembly in it. Same results, except that its Schnorr signatures take
 *   random auxiliary data where tiny-secp256k1 takes none: valid either way, not byte-equal.
 */

/** The SDK's network type for a Dev Wallet network: testnet, testnet4 and signet share `tb`. */
function networkTypeOf(network: BitcoinNetwork): NetworkType {
  if (network === 'mainnet') return NetworkType.MAINNET;
  if (network === 'regtest') return NetworkType.REGTEST;
  return NetworkType.TESTNET;
}

const ADDRESS_TYPES: Record<KeyAccount['addressType'], AddressType> = {
  p2wpkh: AddressType.P2WPKH,
  p2tr: AddressType.P2TR,
};

/** What a page may put in one `toSignInputs` entry (UniSat 1.7.3, src/shared/types.ts). */
interface PageToSignInput {
  useTweakedSigner?: unknown;
  tapLeafHashToSign?: unknown;
}

/** `LocalWallet`, with `formatOptionsToSignInputs` (private in the SDK's declarations) in view. */
interface SdkLocalWallet extends Omit<LocalWallet, never> {
  formatOptionsToSignInputs(psbt: bitcoin.Psbt, options?: SignPsbtOptions): Promise<ToSignInput[]>;
}
const SdkLocalWallet = LocalWallet as unknown as new (
  wif: string,
  addressType: AddressType,
  networkType: NetworkType,
) => SdkLocalWallet;

const isSigned = (input: bitcoin.Psbt['data']['inputs'][number]) =>
  Boolean(
    input.finalScriptSig ||
      input.finalScriptWitness ||
      input.tapKeySig ||
      input.partialSig ||
      input.tapScriptSig,
  );

/**
 * The SDK's wallet with the extension's additions (UniSat 1.7.3, src/background/controller/
 * wallet.ts): the SDK's `signPsbt` calls `formatOptionsToSignInputs` right before its keyring
 * signs, where the extension prepares its taproot inputs.
 */
class UnisatWallet extends SdkLocalWallet {
  override async formatOptionsToSignInputs(
    psbt: bitcoin.Psbt,
    options?: SignPsbtOptions,
  ): Promise<ToSignInput[]> {
    let inputs = await super.formatOptionsToSignInputs(psbt, options);
    const given = options?.toSignInputs as PageToSignInput[] | undefined;
    if (given) {
      inputs = inputs.map((input, i) => {
        const { useTweakedSigner, tapLeafHashToSign } = given[i] ?? {};
        return {
          ...input,
          useTweakedSigner: useTweakedSigner as boolean | undefined,
          ...(typeof tapLeafHashToSign === 'string'
            ? { tapLeafHashToSign: Buffer.from(tapLeafHashToSign, 'hex') }
            : {}),
        };
      });
    } else {
      inputs = inputs.filter(({ index }) => {
        const input = psbt.data.inputs[index];
        return !(input?.tapKeySig || input?.partialSig || input?.tapScriptSig);
      });
    }
    this.prepareTaprootInputs(psbt, inputs);
    return inputs;
  }

  private prepareTaprootInputs(psbt: bitcoin.Psbt, toSign: ToSignInput[]): void {
    const network = toPsbtNetwork(this.networkType);
    const internalKey = toXOnly(Buffer.from(this.pubkey, 'hex'));
    const keyPath = bitcoin.payments.p2tr({ internalPubkey: internalKey, network }).output;
    psbt.data.inputs.forEach((input, index) => {
      const entry = toSign.find((v) => v.index === index);
      if (!entry || isSigned(input)) return;
      try {
        bitcoin.payments.p2tr({ output: input.witnessUtxo?.script, network });
      } catch {
        return; // not taproot
      }
      if (keyPath && input.witnessUtxo?.script.equals(keyPath)) {
        input.tapInternalKey = internalKey;
        return;
      }
      // Only a key-path input of the account's own key keeps a tapInternalKey.
      delete input.tapInternalKey;
      if (entry.useTweakedSigner === undefined && entry.disableTweakSigner === undefined) {
        const leaf = input.tapLeafScript?.[0];
        entry.useTweakedSigner = leaf
          ? !leaf.script.toString('hex').includes(internalKey.toString('hex'))
          : false;
      }
    });
  }
}

/**
 * The SDK's wallet for `account`, holding the key `signer` opened: made inside each signing call,
 * after the gate (signer.ts), and dropped with it.
 */
function unisatWallet(signer: Signer, account: KeyAccount): UnisatWallet {
  const networkType = networkTypeOf(signer.network);
  const wif = ECPair.fromPrivateKey(Buffer.from(signer.keyOf(account)), {
    network: toPsbtNetwork(networkType),
  }).toWIF();
  const wallet = new UnisatWallet(wif, ADDRESS_TYPES[account.addressType], networkType);
  if (wallet.address !== account.address) {
    throw new WalletFailure('internal', `The UniSat SDK derives ${wallet.address}, not ${account.address}.`);
  }
  return wallet;
}

/** UniSat 1.7.3 `formatPsbtHex`: hex as it is, anything else read as base64. */
function parsePsbt(text: unknown, networkType: NetworkType): bitcoin.Psbt {
  if (typeof text !== 'string' || text === '')
    throw new WalletFailure('invalid-params', 'psbtHex is required');
  const network = toPsbtNetwork(networkType);
  try {
    return /^[0-9a-fA-F]+$/.test(text)
      ? bitcoin.Psbt.fromHex(text, { network })
      : bitcoin.Psbt.fromBase64(text, { network });
  } catch {
    throw new WalletFailure('invalid-params', 'invalid psbt');
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One `signPsbt(psbtHex, options)`, checked by the SDK and ready to sign once approved. */
export type UnisatPsbt = WalletCodeRequest;

/**
 * Reads and checks `signPsbt(psbtHex, options)` with the SDK's wallet for `account`, holding the key
 * `signer` opened; `sign()` then signs it with the SDK and answers hex, as the extension's
 * `psbt.toHex()`. `sign(true)` finalizes whatever `autoFinalized` said (the `swaps-witness` quirk).
 */
export async function checkUnisatPsbt(
  signer: Signer,
  account: KeyAccount,
  text: unknown,
  options: unknown,
): Promise<UnisatPsbt> {
  const wallet = unisatWallet(signer, account);
  const psbt = parsePsbt(text, wallet.networkType);
  const given = (options && typeof options === 'object' ? options : {}) as Record<string, unknown>;
  // biome-ignore lint/suspicious/noDoubleEquals: UniSat's own test (`autoFinalized == false`).
  const autoFinalized = !(given.autoFinalized == false);
  const sdkOptions = { ...given, autoFinalized } as SignPsbtOptions;
  let inputs: ToSignInput[];
  try {
    inputs = await wallet.formatOptionsToSignInputs(psbt.clone(), sdkOptions);
  } catch (error) {
    throw new WalletFailure('invalid-params', messageOf(error));
  }
  // The SDK's `signPsbt` refuses so before it signs; asked here, before the prompt.
  if (inputs.length === 0) throw new WalletFailure('invalid-params', 'no input to sign');
  return {
    given: psbt.toHex(),
    toSign: inputs.map((input) => input.index),
    async sign(finalize) {
      try {
        await wallet.signPsbt(psbt, finalize ? { ...sdkOptions, autoFinalized: true } : sdkOptions);
      } catch (error) {
        throw new WalletFailure('internal', messageOf(error));
      }
      return psbt.toHex();
    },
  };
}

/**
 * `signMessage(text, type)` by the SDK's `LocalWallet.signMessage`: BIP-322 for exactly
 * `'bip322-simple'`, deterministic ECDSA for anything else.
 */
export async function signUnisatMessage(
  signer: Signer,
  account: KeyAccount,
  text: string,
  type: unknown,
): Promise<string> {
  try {
    return await unisatWallet(signer, account).signMessage(text, type as 'bip322-simple' | 'ecdsa');
  } catch (error) {
    throw new WalletFailure('internal', messageOf(error));
  }
}
