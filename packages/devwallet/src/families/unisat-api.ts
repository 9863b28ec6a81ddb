import type { BitcoinNetwork } from '@satchel/core/networks';
import { hex } from '@scure/base';
import { type Family, hasQuirk } from '../config';
import { toFailure, WalletFailure } from '../errors';
import type { KeyAccount } from '../keys';
import { decodePsbt, type InputToSign, prevoutOf, swapWitnesses } from '../psbt-signing';
import type { RequestLog } from '../request-log';
import type { DevWallet } from '../wallet';
import { type BatchSignRequest, signPsbtBatch } from './psbt-batch';

/**
 * What Unisat and OKX share (docs/wallet-interfaces.md §3, §5): plain async methods, one active
 * address, hex PSBTs finalized by default, and rejections as plain `{code, message}` objects.
 */
interface PlainError {
  code: number;
  message: string;
  data?: unknown;
}

function toPlainError(error: unknown): PlainError {
  const failure = toFailure(error);
  if (failure.kind === 'rejected') return { code: 4001, message: 'User rejected the request.' };
  if (failure.kind === 'access-denied')
    return {
      code: 4100,
      message: 'The requested method and/or account has not been authorized by the user.',
    };
  if (failure.kind === 'invalid-params' || failure.kind === 'address-mismatch') {
    return { code: -32602, message: failure.message };
  }
  // real extension: UniSat 1.7.3 (`data.originalError` is the background's Error, serialized as
  // `{message, stack}`); the other UniSat-style wallets are presumed to answer alike.
  const stack = (error instanceof Error ? error.stack : undefined) ?? `Error: ${failure.message}`;
  return {
    code: -32603,
    message: failure.message,
    data: { originalError: { message: failure.message, stack } },
  };
}

/** Where `plainRejections` records each call (`satchelDevWallet.requests()`). */
interface CallLog {
  log: RequestLog;
  family: Family;
  /** Prefix for the recorded method names, e.g. `bitcoinTestnet.` for OKX's per-network objects. */
  prefix?: string;
}

/**
 * Wraps each method so that failures reject with the plain object, never an Error instance,
 * and, given a `CallLog`, records every call with what the page received.
 */
export function plainRejections<T extends Record<string, unknown>>(methods: T, calls?: CallLog): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(methods)) {
    if (typeof value !== 'function') {
      wrapped[name] = value;
      continue;
    }
    const run = async (args: unknown[]) => {
      try {
        return await (value as (...a: unknown[]) => unknown)(...args);
      } catch (error) {
        throw toPlainError(error);
      }
    };
    wrapped[name] = calls
      ? (...args: unknown[]) =>
          calls.log.track(calls.family, `${calls.prefix ?? ''}${name}`, args, () => run(args))
      : (...args: unknown[]) => run(args);
  }
  return wrapped as T;
}

export interface ToSignInput {
  index: number;
  address?: string;
  publicKey?: string;
  sighashTypes?: number[];
}

/** The one address these wallets expose (the user picks its type in the wallet). */
/** `getPublicKey()`: the active account's 33-byte key (the internal key for P2TR), as `family` reports it. */
export function reportedKey(wallet: DevWallet, family: Family): string {
  const account = activeAccount(wallet);
  return hex.encode(wallet.reportedKey(family, account.address, account.publicKey));
}

export function activeAccount(wallet: DevWallet, network?: BitcoinNetwork): KeyAccount {
  const ring = wallet.keys(network);
  return wallet.config.singleAddressType === 'p2tr' ? ring.ordinals : ring.payment;
}

/**
 * `signPsbt(psbtHex, {autoFinalized = true, toSignInputs})`. Each toSignInput must name the
 * current account ("invalid address in toSignInput"); without the list, every unsigned input
 * paying the current address is signed.
 */
export async function signPsbtUnisatStyle(
  wallet: DevWallet,
  family: Family,
  method: string,
  psbt: unknown,
  options: unknown,
  network?: BitcoinNetwork,
): Promise<string> {
  const { tx, inputs, finalize } = unisatSignRequest(wallet, psbt, options, network);
  const signed = await wallet.signPsbt(family, method, tx, inputs, finalize, network);
  return hex.encode(signed.tx.toPSBT());
}

/**
 * `signPsbts(psbtHexs, options[])`: every PSBT checked first, then one approval for the whole batch
 * ("Sign Multiple PSBTs at once", one options object per PSBT, `string[]` back:
 * https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/sign-transaction.md#signpsbts;
 * OKX: https://web3.okx.com/build/dev-docs/sdks/chains/bitcoin/provider). A refusal refuses all.
 */
export async function signPsbtsUnisatStyle(
  wallet: DevWallet,
  family: Family,
  method: string,
  psbts: unknown,
  options: unknown,
  network?: BitcoinNetwork,
): Promise<string[]> {
  if (!Array.isArray(psbts) || psbts.length === 0)
    throw new WalletFailure('invalid-params', 'psbtHexs must be a non-empty array');
  const perPsbt = Array.isArray(options) ? options : [];
  const requests = psbts.map((psbt, i) => unisatSignRequest(wallet, psbt, perPsbt[i], network));
  const signed = await signPsbtBatch(wallet, family, method, requests, network);
  return signed.map((result) => hex.encode(result.tx.toPSBT()));
}

/** One `signPsbt(psbtHex, {autoFinalized, toSignInputs})` request, checked as the wallet does. */
export function unisatSignRequest(
  wallet: DevWallet,
  psbt: unknown,
  options: unknown,
  network?: BitcoinNetwork,
): BatchSignRequest {
  if (typeof psbt !== 'string' || psbt === '')
    throw new WalletFailure('invalid-params', 'psbtHex is required');
  const opts = (options && typeof options === 'object' ? options : {}) as {
    autoFinalized?: boolean;
    toSignInputs?: ToSignInput[];
  };
  const account = activeAccount(wallet, network);
  const tx = decodePsbt(psbt);
  let inputs: InputToSign[];
  if (Array.isArray(opts.toSignInputs)) {
    inputs = opts.toSignInputs.map((entry) => {
      const byAddress = entry.address !== undefined && entry.address === account.address;
      const byKey =
        entry.publicKey !== undefined &&
        [hex.encode(account.publicKey), hex.encode(account.xOnlyPublicKey)].includes(
          entry.publicKey.toLowerCase(),
        );
      if (!byAddress && !byKey) throw new WalletFailure('invalid-params', 'invalid address in toSignInput');
      return {
        index: Number(entry.index),
        account,
        // An allow-list, as bitcoinjs' signInput takes it: the hash type itself is the input's
        // PSBT_IN_SIGHASH_TYPE or the default, never rewritten from this list.
        ...(Array.isArray(entry.sighashTypes) && entry.sighashTypes.length > 0
          ? { allowedSighashes: entry.sighashTypes }
          : {}),
      };
    });
  } else {
    inputs = [];
    const script = hex.encode(account.script);
    for (let index = 0; index < tx.inputsLength; index++) {
      const prev = prevoutOf(tx, index);
      const input = tx.getInput(index);
      const done = input.finalScriptWitness !== undefined || input.finalScriptSig !== undefined;
      if (!done && prev && hex.encode(prev.script) === script) inputs.push({ index, account });
    }
    if (inputs.length === 0)
      throw new WalletFailure('invalid-params', 'No input to sign for the current address.');
  }
  return { tx, inputs, finalize: opts.autoFinalized === false ? 'none' : 'signed' };
}

/**
 * A PSBT request that a wallet's own published code signs (Unisat's, OKX's): the PSBT
 * as given (hex), the inputs it will sign, and the signature itself, finalized on `sign(true)`
 * whatever the page asked.
 */
export interface WalletCodeRequest {
  readonly given: string;
  readonly toSign: readonly number[];
  sign(finalize?: true): Promise<string>;
}

/**
 * The answer to an approved `WalletCodeRequest`, or what `family`'s quirks (config.ts) make of it,
 * as `DevWallet.signPsbt` does for the families it signs itself: `signs-nothing` hands the PSBT back
 * as it came; `swaps-witness` finalizes and swaps each signed input's witness.
 */
export async function answerWithQuirks(
  wallet: DevWallet,
  family: Family,
  request: WalletCodeRequest,
): Promise<string> {
  if (hasQuirk(wallet.config, family, 'signs-nothing')) return request.given;
  if (!hasQuirk(wallet.config, family, 'swaps-witness')) return request.sign();
  const tx = decodePsbt(await request.sign(true));
  return hex.encode(swapWitnesses({ tx, signedIndexes: [...request.toSign] }).tx.toPSBT());
}

/** `pushPsbt(hex)`: finalize whatever is left, extract and broadcast; resolves to the txid. */
export async function pushPsbt(wallet: DevWallet, psbt: unknown): Promise<string> {
  if (typeof psbt !== 'string') throw new WalletFailure('invalid-params', 'psbtHex is required');
  return wallet.broadcast(decodePsbt(psbt));
}

/** `pushTx`: the source takes a raw hex string, the docs show `{rawtx}`; accept both. */
export async function pushTx(wallet: DevWallet, raw: unknown): Promise<string> {
  const rawtx = typeof raw === 'string' ? raw : (raw as { rawtx?: unknown } | undefined)?.rawtx;
  if (typeof rawtx !== 'string' || !/^[0-9a-fA-F]+$/.test(rawtx)) {
    throw new WalletFailure('invalid-params', 'rawtx must be a hex string');
  }
  return wallet.broadcastRaw(rawtx);
}

/**
 * `signMessage(text, type)`: exactly `'bip322-simple'` signs BIP-322; any other type (absent,
 * `'ecdsa'`, `'bip322'`, a typo) signs ECDSA without complaint, because Unisat's background
 * handler only tests for that one string (docs/wallets/quirks.md §2, "What Unisat does with an
 * unknown type"). Its ECDSA header is 31–34 whatever the address type (same section); OKX, a
 * Unisat-style wallet, is presumed to sign the same way.
 */
export function messageType(type: unknown): 'ecdsa' | 'bip322' {
  return type === 'bip322-simple' ? 'bip322' : 'ecdsa';
}

export async function signMessageUnisatStyle(
  wallet: DevWallet,
  family: Family,
  method: string,
  text: unknown,
  type: unknown,
  network?: BitcoinNetwork,
): Promise<string> {
  const account = activeAccount(wallet, network);
  const signed = await wallet.signMessage(
    family,
    method,
    account,
    String(text),
    messageType(type),
    network,
    'compressed-key',
  );
  return signed.signature;
}

/**
 * `sendBitcoin(to, satoshis, {feeRate?})` → txid, as Unisat documents it and the wallets that copy
 * its API answer it; the family's own file says where each takes it from. Called once the family's
 * own connection check has passed. `from`: the account that pays, the active one unless given, read
 * once the address has been checked.
 */
export function sendBitcoinUnisatStyle(
  wallet: DevWallet,
  family: Family,
  to: unknown,
  sats: unknown,
  options: unknown,
  from: () => KeyAccount = () => activeAccount(wallet),
): Promise<string> {
  if (typeof to !== 'string') throw new WalletFailure('invalid-params', 'Invalid address.');
  const feeRate = (options as { feeRate?: unknown } | undefined)?.feeRate;
  return wallet.sendTransfer(family, 'sendBitcoin', [{ address: to, amount: satsAmount(sats) }], {
    ...(typeof feeRate === 'number' ? { feeRate } : {}),
    from: from(),
  });
}

export function satsAmount(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return BigInt(value);
  if (typeof value === 'bigint' && value > 0n) return value;
  if (typeof value === 'string' && /^[1-9][0-9]*$/.test(value)) return BigInt(value);
  throw new WalletFailure('invalid-params', 'Invalid amount.');
}
