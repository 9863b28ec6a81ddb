import { networkParams } from '@satchel/core/networks';
import { base64, hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import type { DetailLine } from '../approvals';
import type { Quirk } from '../config';
import { WalletFailure } from '../errors';
import { broadcastTx, fetchFeeRate, fetchUtxos } from '../esplora';
import type { KeyRing } from '../keys';
import { defaultProtocolFor, type MessageProtocol, signMessageWith } from '../message-signing';
import { checkUtxos } from '../ord-assets';
import {
  decodePsbt,
  extractRawTx,
  type InputToSign,
  signPsbt,
  summarizeForApproval,
  swapWitnesses,
} from '../psbt-signing';
import type { Signer } from '../signer';
import { buildGuardedTransfer } from '../transfer';
import { accountAddresses, ownAccount } from './account-addresses';
import type { Bip122Method } from './namespaces';

/**
 * The four methods of WalletConnect's Bitcoin RPC reference
 * (https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin), answered with the Dev
 * Wallet's own signing (message-signing.ts, psbt-signing.ts, transfer.ts), each after the
 * person's approval. Every signing call takes its signer before the prompt, so the mainnet gate
 * (signer.ts) refuses before anything is shown.
 */

export interface PhonePrompt {
  method: Exclude<Bip122Method, 'getAccountAddresses'>;
  title: string;
  details: DetailLine[];
}

/** The Dev Wallet's quirks a phone wallet can have: those of its PSBT answer (config.ts `QUIRKS`). */
export type PhoneQuirk = Extract<Quirk, 'signs-nothing' | 'swaps-witness'>;

export interface RpcContext {
  /** The current account's public keys. */
  ring(): KeyRing;
  /** The current account's keys for signing, through the gate. */
  signer(): Signer;
  esploraUrl: string;
  /** The ord server whose index keeps sends off inscriptions and runes (ord.ts `ordBaseFor`). */
  ordBase: string;
  /** Resolves when approved; rejects with a `rejected` WalletFailure otherwise. */
  ask(prompt: PhonePrompt): Promise<void>;
  /** The misbehaviours switched on (`PhoneWalletOptions.quirks`). */
  quirks: readonly PhoneQuirk[];
}

type Params = Record<string, unknown>;

function paramsOf(value: unknown): Params {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new WalletFailure('invalid-params', 'params must be an object.');
  return value as Params;
}

/** https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin#getaccountaddresses */
function getAccountAddresses(ctx: RpcContext, p: Params) {
  const ring = ctx.ring();
  ownAccount(ring, p.account);
  const intentions = p.intentions;
  if (
    intentions !== undefined &&
    (!Array.isArray(intentions) || intentions.some((i) => typeof i !== 'string'))
  )
    throw new WalletFailure('invalid-params', 'intentions must be an array of strings.');
  return accountAddresses(ring, intentions as string[] | undefined);
}

/**
 * https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin#signmessage:
 * `{account, message, address?, protocol?: "ecdsa" | "bip322"}` → `{address, signature, messageHash?}`,
 * the signature as "hex encoded bytes", here the BIP-137 compact signature or the BIP-322 simple
 * witness. The reference's default protocol is ECDSA; a taproot address has none (BIP-137 names no
 * taproot header), so it signs BIP-322 unless asked otherwise.
 */
async function signMessage(ctx: RpcContext, p: Params) {
  const ring = ctx.ring();
  ownAccount(ring, p.account);
  const account = ownAccount(ring, p.address ?? p.account, 'address');
  if (typeof p.message !== 'string') throw new WalletFailure('invalid-params', 'message must be a string.');
  const message = p.message;
  if (p.protocol !== undefined && p.protocol !== 'ecdsa' && p.protocol !== 'bip322')
    throw new WalletFailure('invalid-params', 'protocol must be "ecdsa" or "bip322".');
  const protocol: MessageProtocol =
    (p.protocol as MessageProtocol | undefined) ?? defaultProtocolFor(account);
  const signer = ctx.signer();
  await ctx.ask({
    method: 'signMessage',
    title: 'Sign this message?',
    details: [
      ['Message', message],
      ['Address', account.address],
      ['Protocol', protocol === 'bip322' ? 'BIP-322' : 'ECDSA'],
    ],
  });
  const signed = signMessageWith(signer, account, message, protocol);
  return {
    address: account.address,
    signature: hex.encode(base64.decode(signed.signature)),
    messageHash: signed.messageHash,
  };
}

/** `signInputs` as the signer reads them: the address's own account, and its allowed sighash types. */
function inputsToSign(ring: KeyRing, value: unknown): InputToSign[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0)
    throw new WalletFailure('invalid-params', 'signInputs must be a non-empty array.');
  return value.map((raw) => {
    const entry = paramsOf(raw);
    if (typeof entry.index !== 'number' || !Number.isInteger(entry.index))
      throw new WalletFailure('invalid-params', 'signInputs[].index must be an integer.');
    const types = entry.sighashTypes;
    if (types !== undefined && (!Array.isArray(types) || types.some((t) => !Number.isInteger(t))))
      throw new WalletFailure('invalid-params', 'signInputs[].sighashTypes must be integers.');
    const allowed = types as number[] | undefined;
    return {
      index: entry.index,
      account: ownAccount(ring, entry.address, 'signInputs[].address'),
      // As bitcoinjs-lib's `signInput(index, key, sighashTypes)` reads them (the reference
      // wallet's, reown-com/web-examples react-wallet-v2 Bip122Lib): an allow-list for the
      // input's own PSBT_IN_SIGHASH_TYPE, else its default; on taproot DEFAULT signs what ALL
      // signs (BIP-341), so listing ALL allows it.
      ...(allowed ? { allowedSighashes: allowed.includes(1) ? [...allowed, 0] : allowed } : {}),
    };
  });
}

/**
 * https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin#signpsbt:
 * `{account, psbt (base64), signInputs: [{address, index, sighashTypes?}], broadcast?}` →
 * `{psbt (base64), txid?}`. Without `signInputs`, every input the account owns. The inputs it
 * signs come back finalized (the reference wallet finalizes every input, which fails for any
 * PSBT still carrying another party's input); with `broadcast`, the whole transaction is
 * finalized and sent through the explorer.
 */
async function signPsbtRequest(ctx: RpcContext, p: Params) {
  const ring = ctx.ring();
  ownAccount(ring, p.account);
  if (typeof p.psbt !== 'string') throw new WalletFailure('invalid-params', 'psbt must be a base64 string.');
  if (p.broadcast !== undefined && typeof p.broadcast !== 'boolean')
    throw new WalletFailure('invalid-params', 'broadcast must be a boolean.');
  const tx = decodePsbt(p.psbt);
  const inputs = inputsToSign(ring, p.signInputs);
  const signer = ctx.signer();
  const summary = summarizeForApproval(tx, signer.ring, signer.network);
  const details: DetailLine[] = [
    ...summary.inputs.map(
      (row, i): DetailLine => [`Input ${i}`, `${row.address} · ${row.value ?? '?'} sats`],
    ),
    ...summary.outputs.map(
      (row, i): DetailLine => [`Output ${i}`, `${row.address} · ${row.value ?? '?'} sats`],
    ),
    ['Fee', summary.fee === undefined ? 'unknown' : `${summary.fee} sats`],
    ['Signing inputs', inputs ? inputs.map((i) => i.index).join(', ') : 'all of yours'],
  ];
  if (p.broadcast === true) details.push(['Broadcast', 'yes']);
  await ctx.ask({ method: 'signPsbt', title: 'Sign this transaction?', details });
  // The quirk: approved, yet the PSBT handed back as it came (reown-com/appkit#5744's class).
  if (ctx.quirks.includes('signs-nothing')) return { psbt: p.psbt };
  const signed = signPsbt(tx, signer, { finalize: 'signed', ...(inputs ? { inputs } : {}) });
  const answered = ctx.quirks.includes('swaps-witness') ? swapWitnesses(signed) : signed;
  const psbt = base64.encode(answered.tx.toPSBT());
  if (p.broadcast !== true) return { psbt };
  return { psbt, txid: await broadcastTx(ctx.esploraUrl, extractRawTx(answered.tx)) };
}

/**
 * https://docs.walletconnect.network/wallet-sdk/chain-support/bitcoin#sendtransfer:
 * `{account, recipientAddress, amount (sats, a decimal string), changeAddress?, memo?}` → `{txid}`.
 * Paid from `account`'s address with the Dev Wallet's send (coins the ord index calls plain
 * bitcoin, RBF on). As a static wallet it returns change to that address, and it writes no
 * OP_RETURN: the reference leaves `memo` to "supporting wallets".
 */
async function sendTransfer(ctx: RpcContext, p: Params) {
  const from = ownAccount(ctx.ring(), p.account);
  if (typeof p.recipientAddress !== 'string' || p.recipientAddress === '')
    throw new WalletFailure('invalid-params', 'recipientAddress must be an address.');
  if (typeof p.amount !== 'string' || !/^[1-9][0-9]*$/.test(p.amount))
    throw new WalletFailure('invalid-params', 'amount must be a positive whole number of sats, as a string.');
  if (p.memo !== undefined && (typeof p.memo !== 'string' || !/^([0-9a-f]{2}){0,80}$/i.test(p.memo)))
    throw new WalletFailure('invalid-params', 'memo must be hex of at most 80 bytes.');
  if (p.changeAddress !== undefined && typeof p.changeAddress !== 'string')
    throw new WalletFailure('invalid-params', 'changeAddress must be an address.');
  const recipient = { address: p.recipientAddress, amount: BigInt(p.amount) };
  const signer = ctx.signer();
  try {
    btc.Address(networkParams(signer.network)).decode(recipient.address);
  } catch {
    throw new WalletFailure('invalid-params', `recipientAddress is not a ${signer.network} address.`);
  }
  const details: DetailLine[] = [
    ['Recipient', `${recipient.address} · ${recipient.amount} sats`],
    ['From', from.address],
  ];
  if (p.memo) details.push(['Memo', `${p.memo} (not written: this wallet adds no OP_RETURN)`]);
  await ctx.ask({ method: 'sendTransfer', title: 'Send bitcoin?', details });
  const [utxos, rate] = await Promise.all([
    fetchUtxos(ctx.esploraUrl, from.address),
    fetchFeeRate(ctx.esploraUrl),
  ]);
  const coins = await checkUtxos(ctx.ordBase, utxos);
  const tx = buildGuardedTransfer(signer, [recipient], coins, rate, from);
  return { txid: await broadcastTx(ctx.esploraUrl, extractRawTx(tx)) };
}

const HANDLERS: Record<Bip122Method, (ctx: RpcContext, p: Params) => unknown> = {
  getAccountAddresses,
  signMessage,
  signPsbt: signPsbtRequest,
  sendTransfer,
};

/** Answers one bip122 request; throws a WalletFailure for bad params, a refusal or a failed send. */
export async function answerBitcoinRequest(ctx: RpcContext, method: Bip122Method, params: unknown) {
  return HANDLERS[method](ctx, paramsOf(params));
}
