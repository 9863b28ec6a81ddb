import { type BitcoinNetwork, networkParams } from '@satchel/core/networks';
import { type RuneId, runestoneScript, Tag } from '@satchel/core/runes';
import * as btc from '@scure/btc-signer';
import { WalletFailure } from './errors';
import type { KeyAccount } from './keys';
import type { Signer } from './signer';

/**
 * The transactions a wallet builds to move its inscriptions and runes, signed with its own keys:
 * asset inputs first, then plain-bitcoin inputs of the fee account paying the fee, change back to
 * the fee account. RBF on, like `buildTransfer`.
 */

/** A coin of one of the wallet's accounts. */
export interface Coin {
  txid: string;
  vout: number;
  value: bigint;
  account: KeyAccount;
}

interface Output {
  script: Uint8Array;
  amount: bigint;
}

/** BIP-125: any nSequence below 0xfffffffe signals replaceability. */
const RBF_SEQUENCE = 0xfffffffd;
/** What each rune recipient's output carries (the usual rune postage). */
export const RUNE_POSTAGE = 546n;
/** Change below this is left to the fee (Bitcoin Core's dust limit for the largest change type). */
const DUST = 546n;

/** Virtual size: 10.5 vB of header, key-path inputs, outputs at 8 + 1 + script bytes. */
function vsize(inputs: readonly Coin[], outputs: readonly Output[]): number {
  const ins = inputs.reduce((sum, c) => sum + (c.account.addressType === 'p2tr' ? 57.5 : 68.5), 0);
  const outs = outputs.reduce((sum, o) => sum + 9 + o.script.length, 0);
  return Math.ceil(10.5 + ins + outs);
}

function scriptOf(address: string, network: BitcoinNetwork): Uint8Array {
  try {
    return btc.OutScript.encode(btc.Address(networkParams(network)).decode(address));
  } catch {
    throw new WalletFailure('invalid-params', `Invalid recipient address for ${network}: ${address}`);
  }
}

/**
 * Adds fee coins (largest first) until they pay the outputs beyond the fixed inputs and the fee at
 * `feeRate`, then signs every input with its account's key, as `signer` holds it.
 */
function fundAndSign(
  signer: Signer,
  fixedInputs: readonly Coin[],
  outputs: readonly Output[],
  feeCoins: readonly Coin[],
  feeRate: number,
  change: KeyAccount,
): btc.Transaction {
  const rate = Math.max(1, feeRate);
  const changeOut: Output = { script: change.script, amount: 0n };
  const pool = [...feeCoins].sort((a, b) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0));
  const inputs = [...fixedInputs];
  const spend = outputs.reduce((sum, o) => sum + o.amount, 0n);
  for (;;) {
    const have = inputs.reduce((sum, c) => sum + c.value, 0n);
    const feeWith = BigInt(Math.ceil(vsize(inputs, [...outputs, changeOut]) * rate));
    const feeWithout = BigInt(Math.ceil(vsize(inputs, outputs) * rate));
    if (have - spend - feeWith >= DUST) {
      return sign(signer, inputs, [...outputs, { ...changeOut, amount: have - spend - feeWith }]);
    }
    if (have >= spend + feeWithout) return sign(signer, inputs, [...outputs]);
    const next = pool.shift();
    if (!next) throw new WalletFailure('internal', 'Insufficient funds to pay the network fee.');
    inputs.push(next);
  }
}

function sign(signer: Signer, inputs: readonly Coin[], outputs: readonly Output[]): btc.Transaction {
  const tx = new btc.Transaction({ allowUnknownOutputs: true });
  for (const coin of inputs) {
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      sequence: RBF_SEQUENCE,
      witnessUtxo: { script: coin.account.script, amount: coin.value },
      ...(coin.account.addressType === 'p2tr' ? { tapInternalKey: coin.account.xOnlyPublicKey } : {}),
    });
  }
  for (const output of outputs) tx.addOutput(output);
  inputs.forEach((coin, index) => {
    tx.signIdx(signer.keyOf(coin.account), index);
  });
  tx.finalize();
  return tx;
}

/**
 * Inscription transfers (ord's "first in, first out" sat flow): the output carrying inscription
 * `i` is input `i` and its whole value goes to recipient `i` as output `i`, so the inscribed sat,
 * wherever it sits in that output, lands on the recipient and keeps its postage.
 */
export function buildInscriptionSend(
  signer: Signer,
  sends: readonly { coin: Coin; recipient: string }[],
  feeCoins: readonly Coin[],
  feeRate: number,
  change: KeyAccount = signer.ring.payment,
): btc.Transaction {
  if (sends.length === 0) throw new WalletFailure('invalid-params', 'Nothing to send.');
  const outputs = sends.map((s) => ({
    script: scriptOf(s.recipient, signer.network),
    amount: s.coin.value,
  }));
  return fundAndSign(
    signer,
    sends.map((s) => s.coin),
    outputs,
    feeCoins,
    feeRate,
    change,
  );
}

export interface RuneSend {
  id: RuneId;
  /** In the rune's smallest unit. */
  amount: bigint;
  recipient: string;
}

/**
 * Rune transfers (ord's runes specification, "Runestones"). Output 0 returns to `owner` every sat
 * of the rune inputs (so an inscription sharing a rune output stays home, by first-in-first-out)
 * and, through the runestone's pointer, every rune not sent; recipient `i` is output `i + 1` with
 * `RUNE_POSTAGE` sats and an edict for its amount; the runestone follows, then the change.
 */
export function buildRunesSend(
  signer: Signer,
  runeCoins: readonly Coin[],
  sends: readonly RuneSend[],
  owner: KeyAccount,
  feeCoins: readonly Coin[],
  feeRate: number,
  change: KeyAccount = signer.ring.payment,
): btc.Transaction {
  if (sends.length === 0) throw new WalletFailure('invalid-params', 'Nothing to send.');
  if (runeCoins.length === 0) throw new WalletFailure('internal', 'No output carries this rune.');
  const recipients = sends.map((s) => ({
    script: scriptOf(s.recipient, signer.network),
    amount: RUNE_POSTAGE,
  }));
  const runestone = runestoneScript(
    [[Tag.Pointer, 0n]],
    sends.map((s, i) => ({ id: s.id, amount: s.amount, output: i + 1 })),
  );
  const ownerPostage = runeCoins.reduce((sum, c) => sum + c.value, 0n);
  const outputs = [
    { script: owner.script, amount: ownerPostage },
    ...recipients,
    { script: runestone, amount: 0n },
  ];
  return fundAndSign(signer, runeCoins, outputs, feeCoins, feeRate, change);
}
