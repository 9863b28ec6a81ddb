import { hex } from '@scure/base';
import type { BitcoinNetwork } from '../../src/core/networks';
import type { Family } from '../config';
import { toFailure, WalletFailure } from '../errors';
import type { KeyAccount } from '../keys';
import { decodePsbt, type InputToSign, prevoutOf } from '../psbt-signing';
import type { DevWallet } from '../wallet';

/**
 * What Unisat and OKX share (docs/wallet-interfaces.md §3, §5): plain async methods, one active
 * address, hex PSBTs finalized by default, and rejections as plain `{code, message}` objects.
 */
export interface PlainError {
  code: number;
  message: string;
  data?: unknown;
}

export function toPlainError(error: unknown): PlainError {
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
  return { code: -32603, message: failure.message, data: { originalError: failure.message } };
}

/** Wraps each method so that failures reject with the plain object, never an Error instance. */
export function plainRejections<T extends Record<string, unknown>>(methods: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(methods)) {
    wrapped[name] =
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (value as (...a: unknown[]) => unknown)(...args);
            } catch (error) {
              throw toPlainError(error);
            }
          }
        : value;
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
  const finalize = opts.autoFinalized === false ? 'none' : 'signed';
  const signed = await wallet.signPsbt(family, method, tx, inputs, finalize, network);
  return hex.encode(signed.tx.toPSBT());
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

export function messageType(type: unknown): 'ecdsa' | 'bip322' {
  if (type === undefined || type === null || type === 'ecdsa') return 'ecdsa';
  if (type === 'bip322-simple') return 'bip322';
  throw new WalletFailure('invalid-params', `Unsupported message type: ${String(type)}`);
}

export function satsAmount(value: unknown): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return BigInt(value);
  if (typeof value === 'bigint' && value > 0n) return value;
  if (typeof value === 'string' && /^[1-9][0-9]*$/.test(value)) return BigInt(value);
  throw new WalletFailure('invalid-params', 'Invalid amount.');
}
