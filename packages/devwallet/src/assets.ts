import { networkParams } from '@satchel/core/networks';
import { parseRuneId } from '@satchel/core/runes';
import * as btc from '@scure/btc-signer';
import type { DetailLine } from './approvals';
import {
  buildInscriptionSend,
  buildRunesSend,
  type Coin,
  RUNE_POSTAGE,
  type RuneSend,
} from './asset-transfer';
import type { Family } from './config';
import { WalletFailure } from './errors';
import { fetchFeeRate, type WalletUtxo } from './esplora';
import type { KeyAccount } from './keys';
import { ordBaseFor } from './ord';
import {
  checkUtxos,
  needIndex,
  type OrdOutput,
  ordAddressOutputs,
  ordInscriptionOutpoint,
  ordOutputs,
  ordRune,
  type RuneInfo,
  sameRune,
} from './ord-assets';
import type { DevWallet } from './wallet';

/**
 * The Dev Wallet's asset operations, shared by the families: rune balances read from the ord
 * index, and inscription and rune sends built, signed and broadcast by the wallet itself.
 */

export interface RuneHolding {
  rune: RuneInfo;
  /** Confirmed balance in the rune's smallest unit. */
  amount: bigint;
  /** Without the outputs a mempool transaction already spends. */
  spendable: bigint;
}

/** Rune balances over `accounts`, from each address's runic outputs (`GET /outputs/<address>`). */
export async function runeHoldings(wallet: DevWallet, accounts: KeyAccount[]): Promise<RuneHolding[]> {
  const base = ordBaseFor(wallet.config);
  return needIndex(async () => {
    const totals = new Map<string, { amount: bigint; spendable: bigint }>();
    for (const account of accounts) {
      for (const output of await ordAddressOutputs(base, account.address, 'runic')) {
        for (const r of output.runes) {
          const t = totals.get(r.name) ?? { amount: 0n, spendable: 0n };
          t.amount += r.amount;
          if (!output.spent) t.spendable += r.amount;
          totals.set(r.name, t);
        }
      }
    }
    const holdings: RuneHolding[] = [];
    for (const [name, t] of totals) {
      const rune = await ordRune(base, name);
      if (rune) holdings.push({ rune, ...t });
    }
    return holdings;
  });
}

function checkAddress(wallet: DevWallet, address: unknown): string {
  if (typeof address !== 'string') throw new WalletFailure('invalid-params', 'address must be a string');
  try {
    btc.Address(networkParams(wallet.network)).decode(address);
  } catch {
    throw new WalletFailure('invalid-params', `Invalid recipient address for ${wallet.network}: ${address}`);
  }
  return address;
}

/** Plain-bitcoin coins of `account` for the fee: known free first, unindexed ones only if short. */
async function feeCoins(wallet: DevWallet, account: KeyAccount): Promise<{ free: Coin[]; all: Coin[] }> {
  const checked = await checkUtxos(ordBaseFor(wallet.config), await wallet.utxos(account.address));
  const coin = (u: WalletUtxo): Coin => ({ txid: u.txid, vout: u.vout, value: BigInt(u.value), account });
  const free = checked.free.map(coin);
  return { free, all: [...free, ...checked.unknown.map(coin)] };
}

/** Builds with the known-free coins, then, if they fall short, with the unindexed ones too. */
async function withFeeCoins(
  wallet: DevWallet,
  account: KeyAccount,
  build: (coins: Coin[]) => btc.Transaction,
): Promise<string> {
  const coins = await feeCoins(wallet, account);
  let tx: btc.Transaction;
  try {
    tx = build(coins.free);
  } catch (error) {
    const short = error instanceof WalletFailure && error.kind === 'internal';
    if (!short || coins.all.length === coins.free.length) throw error;
    tx = build(coins.all);
  }
  return wallet.broadcast(tx);
}

interface SendOptions {
  feeRate?: number;
  /** Accounts whose assets may be sent; the first is where runes not sent return. */
  holders: KeyAccount[];
  /** Pays the fee and takes the change. */
  feeAccount: KeyAccount;
}

const rate = (wallet: DevWallet, feeRate?: number) =>
  feeRate === undefined ? fetchFeeRate(wallet.config.esploraUrl) : Promise.resolve(feeRate);

/**
 * Sends inscriptions, each with its whole output (see `buildInscriptionSend`). Refuses, before any
 * prompt, an inscription the wallet does not hold, one whose output also carries runes (they would
 * follow it to the recipient), and an output holding inscriptions that are not all sent to the same
 * recipient. The signer comes first, so keys the gate refuses stop it before the index
 * is asked anything.
 */
export async function sendInscriptions(
  wallet: DevWallet,
  family: Family,
  method: string,
  transfers: { address: unknown; inscriptionId: unknown }[],
  options: SendOptions,
): Promise<string> {
  const signer = wallet.signer(wallet.networkFor(family));
  if (transfers.length === 0) throw new WalletFailure('invalid-params', 'Nothing to send.');
  const base = ordBaseFor(wallet.config);
  const byOutpoint = new Map<string, { recipient: string; account: KeyAccount; ids: string[] }>();
  const outputs = await needIndex(async () => {
    for (const t of transfers) {
      const recipient = checkAddress(wallet, t.address);
      if (typeof t.inscriptionId !== 'string' || !/^[0-9a-f]{64}i\d+$/.test(t.inscriptionId))
        throw new WalletFailure('invalid-params', 'inscriptionId must be an inscription id');
      const at = await ordInscriptionOutpoint(base, t.inscriptionId);
      const account = options.holders.find((a) => a.address === at?.address);
      if (!at || !account)
        throw new WalletFailure('invalid-params', `This wallet does not hold ${t.inscriptionId}.`);
      const entry = byOutpoint.get(at.outpoint) ?? { recipient, account, ids: [] };
      if (entry.recipient !== recipient)
        throw new WalletFailure(
          'invalid-params',
          `${t.inscriptionId} shares its output with another inscription.`,
        );
      entry.ids.push(t.inscriptionId);
      byOutpoint.set(at.outpoint, entry);
    }
    const found = await ordOutputs(base, [...byOutpoint.keys()]);
    for (const output of found) checkInscribedOutput(output, byOutpoint.get(output.outpoint)?.ids ?? []);
    return found;
  });
  const details: DetailLine[] = [...byOutpoint.values()].flatMap((e) =>
    e.ids.map((id): DetailLine => ['Inscription', `${id} → ${e.recipient}`]),
  );
  details.push(['Fee from', options.feeAccount.address]);
  await wallet.ask({ family, method, title: 'Send inscriptions?', details });
  const sends = outputs.map((o) => {
    const entry = byOutpoint.get(o.outpoint) as { recipient: string; account: KeyAccount };
    const [txid = '', vout = '0'] = o.outpoint.split(':');
    return { coin: { txid, vout: Number(vout), value: BigInt(o.value), account: entry.account }, ...entry };
  });
  const feeRate = await rate(wallet, options.feeRate);
  return withFeeCoins(wallet, options.feeAccount, (coins) =>
    buildInscriptionSend(signer, sends, coins, feeRate, options.feeAccount),
  );
}

function checkInscribedOutput(output: OrdOutput, ids: string[]): void {
  if (output.spent) throw new WalletFailure('invalid-params', `${ids[0]} is already being sent.`);
  if (output.runes.length > 0)
    throw new WalletFailure('invalid-params', `The output holding ${ids[0]} also carries runes.`);
  const others = output.inscriptions.filter((id) => !ids.includes(id));
  if (others.length > 0)
    throw new WalletFailure(
      'invalid-params',
      `The output holding ${ids[0]} also holds ${others.join(', ')}.`,
    );
}

interface RuneRequest {
  /** A rune name (spaced or not) or a `block:tx` id. */
  rune: string;
  amount: bigint;
  address: unknown;
}

/**
 * Sends runes from the holders' runic outputs (largest first) through one runestone (see
 * `buildRunesSend`); what is not sent, and any inscription on those outputs, returns to the first
 * holder. The signer comes first, as for inscriptions.
 */
export async function sendRunes(
  wallet: DevWallet,
  family: Family,
  method: string,
  requests: RuneRequest[],
  options: SendOptions,
): Promise<string> {
  const signer = wallet.signer(wallet.networkFor(family));
  if (requests.length === 0) throw new WalletFailure('invalid-params', 'Nothing to send.');
  const base = ordBaseFor(wallet.config);
  const owner = options.holders[0] as KeyAccount;
  const { sends, coins, details } = await needIndex(async () => {
    const sends: (RuneSend & { rune: RuneInfo })[] = [];
    for (const r of requests) {
      const recipient = checkAddress(wallet, r.address);
      if (r.amount <= 0n) throw new WalletFailure('invalid-params', 'amount must be positive');
      const rune = await ordRune(base, r.rune);
      if (!rune) throw new WalletFailure('invalid-params', `Unknown rune ${r.rune}.`);
      sends.push({ id: parseRuneId(rune.id), amount: r.amount, recipient, rune });
    }
    const coins = await runeCoins(base, options.holders, sends);
    const details: DetailLine[] = sends.map((s) => [
      'Send',
      `${s.amount} ${s.rune.spacedName} (smallest units) → ${s.recipient}`,
    ]);
    return { sends, coins, details };
  });
  details.push(['Runes left return to', owner.address], ['Fee from', options.feeAccount.address]);
  details.push(['Postage per recipient', `${RUNE_POSTAGE} sats`]);
  await wallet.ask({ family, method, title: 'Send runes?', details });
  const feeRate = await rate(wallet, options.feeRate);
  return withFeeCoins(wallet, options.feeAccount, (fee) =>
    buildRunesSend(signer, coins, sends, owner, fee, feeRate, options.feeAccount),
  );
}

/** Picks, per rune, the holders' clean runic outputs (largest first) that cover what is sent. */
async function runeCoins(
  base: string,
  holders: KeyAccount[],
  sends: (RuneSend & { rune: RuneInfo })[],
): Promise<Coin[]> {
  const candidates: { output: OrdOutput; account: KeyAccount }[] = [];
  for (const account of holders) {
    for (const output of await ordAddressOutputs(base, account.address, 'runic')) {
      if (!output.spent && output.indexed) candidates.push({ output, account });
    }
  }
  const chosen = new Map<string, { output: OrdOutput; account: KeyAccount }>();
  const wanted = new Map<string, bigint>();
  for (const s of sends) wanted.set(s.rune.spacedName, (wanted.get(s.rune.spacedName) ?? 0n) + s.amount);
  for (const [name, amount] of wanted) {
    const balanceOf = (o: OrdOutput) => o.runes.find((r) => sameRune(r.name, name))?.amount ?? 0n;
    let covered = [...chosen.values()].reduce((sum, c) => sum + balanceOf(c.output), 0n);
    const pool = candidates
      .filter((c) => balanceOf(c.output) > 0n && !chosen.has(c.output.outpoint))
      .sort((a, b) => (balanceOf(b.output) > balanceOf(a.output) ? 1 : -1));
    for (const c of pool) {
      if (covered >= amount) break;
      chosen.set(c.output.outpoint, c);
      covered += balanceOf(c.output);
    }
    if (covered < amount)
      throw new WalletFailure('internal', `Insufficient ${name} balance: ${covered} < ${amount}.`);
  }
  return [...chosen.values()].map(({ output, account }) => {
    const [txid = '', vout = '0'] = output.outpoint.split(':');
    return { txid, vout: Number(vout), value: BigInt(output.value), account };
  });
}
