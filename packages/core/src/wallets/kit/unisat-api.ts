import { Errors } from '../../primitives/errors';
import { decodePsbt } from '../../protocol/psbt/decode';
import type { PsbtInputData } from '../../protocol/psbt/reader';
import { defaultSighash } from '../../protocol/psbt/sighash';
import { call } from './abortable';
import { addressTypeOf } from './address-type';
import { base64ToHex, normalisePsbt, requestedIndexes } from './psbt-encoding';
import type {
  Account,
  CallOptions,
  Connector,
  MessageProtocol,
  SignPsbtRequest,
  SignPsbtResult,
} from './types';
import { toWalletError, unsupported, walletFailure } from './wallet-errors';

/** The plain-async-method API shared by Unisat and OKX (docs/wallet-interfaces.md §0 family c). */
export type InjectedApi = Record<string, unknown>;

export function method(
  api: InjectedApi | undefined,
  name: string,
): ((...args: unknown[]) => unknown) | undefined {
  const fn = api?.[name];
  return typeof fn === 'function' ? (fn as (...args: unknown[]) => unknown).bind(api) : undefined;
}

/** One address used as both payment and ordinals (docs/wallet-interfaces.md §9a). */
export function singleAddressAccounts(address: string, publicKey: string): Account[] {
  const addressType = addressTypeOf(address);
  return [
    { address, publicKey, purpose: 'payment', addressType },
    { address, publicKey, purpose: 'ordinals', addressType },
  ];
}

export function messageType(protocol: MessageProtocol): 'ecdsa' | 'bip322-simple' {
  return protocol === 'bip322' ? 'bip322-simple' : 'ecdsa';
}

/**
 * Unisat/OKX `signPsbt(hex, {autoFinalized, toSignInputs})`: hex in and out, one entry per input,
 * and `autoFinalized` defaults to true there, which breaks shared PSBTs, so it is always explicit
 * (docs/wallet-interfaces.md §0, §3). Broadcasting goes through `pushPsbt`, which needs a finalized PSBT.
 */
export async function signPsbtUnisatStyle(
  api: InjectedApi,
  request: SignPsbtRequest,
  options: CallOptions | undefined,
): Promise<SignPsbtResult> {
  const sign = method(api, 'signPsbt');
  if (!sign) throw Errors.signPsbtFailed({ details: 'The wallet has no signPsbt method.' });
  const signed = await call(
    () => sign(base64ToHex(request.psbtBase64), signOptions(request)),
    options?.signal,
  ).catch((error: unknown) => {
    throw toWalletError(error, Errors.signPsbtFailed);
  });
  return finishSigned(api, request, signed, options);
}

/**
 * `signPsbts(psbtHexs, options[])`: one prompt for the whole batch, one options object per PSBT,
 * `string[]` back in the same order (Unisat:
 * https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/sign-transaction.md#signpsbts,
 * OKX: https://web3.okx.com/build/dev-docs/sdks/chains/bitcoin/provider, docs/wallet-interfaces.md §3, §5).
 */
export async function signPsbtsUnisatStyle(
  api: InjectedApi,
  requests: readonly SignPsbtRequest[],
  options: CallOptions | undefined,
): Promise<SignPsbtResult[]> {
  const signMany = method(api, 'signPsbts');
  if (!signMany) throw Errors.signPsbtFailed({ details: 'The wallet has no signPsbts method.' });
  const signed = await call(
    () =>
      signMany(
        requests.map((request) => base64ToHex(request.psbtBase64)),
        requests.map(signOptions),
      ),
    options?.signal,
  ).catch((error: unknown) => {
    throw toWalletError(error, Errors.signPsbtFailed);
  });
  if (!Array.isArray(signed) || signed.length !== requests.length) {
    throw Errors.emptyWalletResult({
      details: `Asked for ${requests.length} signed PSBTs, got ${Array.isArray(signed) ? signed.length : 'none'}.`,
    });
  }
  const results: SignPsbtResult[] = [];
  for (const [index, request] of requests.entries()) {
    results.push(await finishSigned(api, request, signed[index], options));
  }
  return results;
}

/** The per-PSBT options object of `signPsbt` and of each `signPsbts` entry. */
function signOptions(request: SignPsbtRequest) {
  // One decode per request: each decode hands out its own copy of the parsed PSBT.
  const { inputs } = decodePsbt(request.psbtBase64);
  const toSignInputs = Object.entries(request.signInputs).flatMap(([address, indexes]) =>
    indexes.map((index) => ({ index, address, sighashTypes: [inputSighash(inputs[index])] })),
  );
  return { autoFinalized: autoFinalized(request), toSignInputs };
}

const autoFinalized = (request: SignPsbtRequest) =>
  (request.finalize ?? false) || (request.broadcast ?? false);

/** Checks one signed hex, broadcasts it through `pushPsbt` when asked, and normalises it. */
async function finishSigned(
  api: InjectedApi,
  request: SignPsbtRequest,
  signed: unknown,
  options: CallOptions | undefined,
): Promise<SignPsbtResult> {
  if (typeof signed !== 'string' || signed === '') throw Errors.emptyWalletResult();
  let txid: string | undefined;
  if (request.broadcast) {
    const push = method(api, 'pushPsbt');
    if (!push) throw Errors.sendFailed({ details: 'The wallet cannot broadcast a PSBT.' });
    const pushed = await call(() => push(signed), options?.signal).catch((error: unknown) => {
      throw toWalletError(error, Errors.sendFailed);
    });
    if (typeof pushed !== 'string' || pushed === '') throw Errors.emptyWalletResult();
    txid = pushed;
  }
  return normalisePsbt(signed, {
    finalize: autoFinalized(request),
    signedIndexes: requestedIndexes(request.signInputs),
    txid,
  });
}

/**
 * `sighashTypes` names the hash type to sign each input with: the input's own
 * PSBT_IN_SIGHASH_TYPE, else the input's default (`defaultSighash`; docs/wallet-interfaces.md §9b).
 * Handing the whole allowed list instead makes the wallet sign with its first entry.
 */
function inputSighash(input: PsbtInputData | undefined): number {
  if (!input) return 0x01;
  return input.sighashType ?? defaultSighash(input);
}

export function toSats(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return BigInt(Math.trunc(value));
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  return 0n;
}

/** Event subscription on a Node-style emitter (`on`/`removeListener`). */
export function onEmitter(
  api: InjectedApi,
  event: string,
  handler: (...args: unknown[]) => void,
): () => void {
  const on = method(api, 'on');
  if (!on) return () => {};
  on(event, handler);
  return () => {
    (method(api, 'removeListener') ?? method(api, 'off'))?.(event, handler);
  };
}

/** Calls a method of the injected object, mapping its failures (docs/wallet-interfaces.md §9d). */
type Invoke = (
  name: string,
  args: unknown[],
  failure?: typeof walletFailure,
  signal?: AbortSignal,
) => Promise<unknown>;

/**
 * The methods Unisat and OKX share to the letter: balance in sats, message signing with the one
 * active account, hex PSBTs (one or a batch), `sendBitcoin` to a single recipient, and a
 * prompt-free disconnect.
 */
export function unisatStyleMethods(
  walletName: string,
  api: () => InjectedApi,
  invoke: Invoke,
): Pick<Connector, 'getBalance' | 'signMessage' | 'signPsbt' | 'signPsbts' | 'sendTransfer' | 'disconnect'> {
  return {
    async getBalance(opts) {
      const balance = (await invoke('getBalance', [], walletFailure, opts?.signal)) as Record<
        string,
        unknown
      > | null;
      if (!balance) throw Errors.emptyWalletResult();
      return {
        confirmed: toSats(balance.confirmed),
        unconfirmed: toSats(balance.unconfirmed),
        total: toSats(balance.total),
      };
    },

    async signMessage({ address, message, protocol }, opts) {
      // These wallets sign with their one active account; the address is not a parameter.
      const signature = await invoke(
        'signMessage',
        [message, messageType(protocol)],
        Errors.signMessageFailed,
        opts?.signal,
      );
      if (typeof signature !== 'string' || signature === '') throw Errors.emptyWalletResult();
      return { signature, address, protocol };
    },

    signPsbt: (request, opts) => signPsbtUnisatStyle(api(), request, opts),

    signPsbts: (requests, opts) => signPsbtsUnisatStyle(api(), requests, opts),

    async sendTransfer({ recipients, feeRate }, opts) {
      const [recipient, ...rest] = recipients;
      if (!recipient || rest.length > 0) {
        throw unsupported(walletName, 'sending to several recipients at once');
      }
      // `sendBitcoin(toAddress, satoshis, {feeRate})`, the rate in sat/vB (UniSat's wallet API,
      // https://github.com/unisat-wallet/unisat-dev-docs/blob/master/wallet-api/api-docs/manage-assets.md#sendbitcoin);
      // planSend gives one only to a family whose `sendFeeRate` says it takes one, in that form.
      const args: unknown[] = [recipient.address, Number(recipient.amount)];
      if (feeRate !== undefined) args.push({ feeRate });
      const txid = await invoke('sendBitcoin', args, Errors.sendFailed, opts?.signal);
      if (typeof txid !== 'string' || txid === '') throw Errors.emptyWalletResult();
      return { txid };
    },

    async disconnect() {
      // disconnect() removes the site without a prompt; older builds lack it.
      await invoke('disconnect', []).catch(() => undefined);
    },
  };
}
