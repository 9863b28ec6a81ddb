import { runeHoldings, sendInscriptions, sendRunes } from '../assets';
import type { Family } from '../config';
import { WalletFailure } from '../errors';
import type { DevWallet } from '../wallet';

/** The sats-connect asset methods the Dev Wallet answers (docs/sats-connect.md §3). */
export const SATS_CONNECT_ASSET_METHODS = [
  'runes_getBalance',
  'runes_transfer',
  'ord_sendInscriptions',
] as const;

function invalid(message: string): never {
  throw new WalletFailure('invalid-params', message);
}

function listOf(params: unknown, key: string): Record<string, unknown>[] {
  const list = params && typeof params === 'object' ? (params as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(list) || list.length === 0) invalid(`${key} must be a non-empty array`);
  return list.map((item) =>
    item && typeof item === 'object' ? (item as Record<string, unknown>) : invalid(`${key} holds objects`),
  );
}

/** Xverse's scarab, shown for a rune without a symbol (runes_getBalance docs, `symbol`). */
const SCARAB = '¤';

type Handler = (params: unknown, method: string) => Promise<unknown>;

export function satsConnectAssetHandlers(wallet: DevWallet, family: Family): Record<string, Handler> {
  const holders = () => [wallet.keys().ordinals, wallet.keys().payment];
  return {
    /**
     * `runes_getBalance` → `{balances:[{runeName, amount, divisibility, symbol, inscriptionId,
     * spendableBalance}]}`, no prompt, read permission required
     * (https://docs.xverse.app/sats-connect/bitcoin-methods/runes_getbalance; schema in
     * @sats-connect/core `runesGetBalanceResultSchema`). `amount` is the **raw integer in the rune's
     * smallest unit**, not scaled by `divisibility`: Xverse's handler passes its API's BigNumber
     * through `toString()` and its own `runes_transfer` reads amounts with `BigInt(amount)`
     * (secretkeylabs/xverse-web-extension, runes/getBalance.ts and useTransferRunesRequest.ts).
     * `amount` counts confirmed outputs; `spendableBalance` leaves out those a mempool transaction
     * spends (the docs' two definitions). `symbol` falls back to the scarab; `inscriptionId` is the
     * rune's etching inscription (ord's `parent`) or null. Summed over the ordinals and payment
     * addresses (Xverse's own handler reads the ordinals address only; the payment address adds
     * nothing unless runes were sent there).
     */
    runes_getBalance: async () => {
      wallet.requirePermission(family);
      const holdings = await runeHoldings(wallet, holders());
      return {
        balances: holdings.map((h) => ({
          runeName: h.rune.spacedName,
          amount: h.amount.toString(),
          divisibility: h.rune.divisibility,
          symbol: h.rune.symbol ?? SCARAB,
          inscriptionId: h.rune.parent,
          spendableBalance: h.spendable.toString(),
        })),
      };
    },

    /**
     * `runes_transfer {recipients:[{runeName, amount: string, address}]}` → `{txid}`, prompts
     * (https://docs.xverse.app/sats-connect/bitcoin-methods/runes_transfer; core's
     * `runesTransferParamsSchema` types `amount` as a string, which Xverse reads with `BigInt`, so it
     * is an integer in the rune's smallest unit). Runes come from the ordinals address (then the
     * payment address), what is not sent returns to the ordinals address, the fee is paid from the
     * payment address.
     */
    runes_transfer: async (params, method) => {
      const requests = listOf(params, 'recipients').map((r) => {
        if (typeof r.runeName !== 'string' || r.runeName === '') invalid('runeName must be a string');
        const amount = typeof r.amount === 'number' ? String(r.amount) : r.amount;
        if (typeof amount !== 'string' || !/^\d+$/.test(amount))
          invalid('amount must be an integer string in the rune’s smallest unit');
        return { rune: r.runeName, amount: BigInt(amount), address: r.address };
      });
      const ring = wallet.keys();
      const txid = await sendRunes(wallet, family, method, requests, {
        holders: holders(),
        feeAccount: ring.payment,
      });
      return { txid };
    },

    /**
     * `ord_sendInscriptions {transfers:[{address, inscriptionId}]}` → `{txid}`, prompts: transfers
     * "from your user's connected wallet's ordinal address"
     * (https://docs.xverse.app/sats-connect/bitcoin-methods/ord_sendinscriptions; core's
     * `sendInscriptionsParamsSchema`). Each inscription keeps its postage; the fee comes from the
     * payment address.
     */
    ord_sendInscriptions: async (params, method) => {
      const transfers = listOf(params, 'transfers').map((t) => ({
        address: t.address,
        inscriptionId: t.inscriptionId,
      }));
      const txid = await sendInscriptions(wallet, family, method, transfers, {
        holders: holders(),
        feeAccount: wallet.keys().payment,
      });
      return { txid };
    },
  };
}
