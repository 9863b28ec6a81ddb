import { inscriptionsOf, ordBaseFor } from '../ord';
import { asObject, invalid, type RpcHandlers, type SatsConnectContext } from './sats-connect-context';

/** Reads of what the connected account holds, without a prompt and only with read permission. */
export function holdingsHandlers(ctx: SatsConnectContext): RpcHandlers {
  const { wallet, family } = ctx;
  return {
    // The payment address's balance as decimal strings of sats: Chrome extension messaging cannot
    // carry BigInt. real code: sats-connect@4.2.1 (`getBalanceResultSchema`; -32002 before
    // connecting; sats-connect.spec.ts); documents: https://docs.xverse.app/sats-connect/bitcoin-methods/getbalance
    getBalance: async () => {
      wallet.requirePermission(family);
      const balance = await wallet.balance(wallet.keys().payment.address);
      return {
        confirmed: balance.confirmed.toString(),
        unconfirmed: balance.unconfirmed.toString(),
        total: balance.total.toString(),
      };
    },
    // `{offset, limit}` → `{total, limit, offset, inscriptions}` for the ordinals address, numbers
    // as strings where the schema says so, read from ord. Both params are required, with no
    // default: without them -32602 `Invalid parameters.`, checked after the read permission (a
    // fraction, which the schema's `v.number()` lets through, is refused too: ord pages by item).
    // real code: sats-connect@4.2.1's core 0.10.0 `getInscriptionsParamsSchema` `{offset:
    // v.number(), limit: v.number()}` (node_modules/sats-connect/node_modules/@sats-connect/core/
    // dist/index.mjs), unchanged in core 0.16.0 and in secretkeylabs/sats-connect-core 0.17.6
    // (2026-03, src/request/rpc/objects/namespaces/ordinals/methods/getInscriptions/request.ts);
    // real extension: secretkeylabs/xverse-web-extension 0.49.0
    // (src/common/utils/rpc/handlerRouter/ordinals.ts: `requirePermissions`, then
    // `validateMessageSchema(getInscriptionsRequestMessageSchema)`, which answers -32602; the
    // handler passes `params.offset` and `params.limit` on as they are, with no default or cap);
    // sats-connect.spec.ts drives it. documents:
    // https://docs.xverse.app/sats-connect/bitcoin-methods/ord_getinscriptions (its fields; the page
    // calls both optional, `limit` 60 capped at 100 and `offset` 0, which no published code does)
    ord_getInscriptions: async (params) => {
      wallet.requirePermission(family);
      const { offset, limit } = asObject(params);
      if (!Number.isInteger(offset) || !Number.isInteger(limit)) invalid('offset and limit are required');
      const ordinals = wallet.keys().ordinals.address;
      const { total, inscriptions } = await inscriptionsOf(
        ordBaseFor(wallet.config),
        ordinals,
        Number(offset),
        Number(limit),
      );
      return {
        total,
        limit,
        offset,
        inscriptions: inscriptions.map((i) => ({
          inscriptionId: i.id,
          inscriptionNumber: String(i.number),
          address: i.address,
          postage: String(i.value),
          contentLength: String(i.contentLength),
          contentType: i.contentType,
          timestamp: i.timestamp,
          offset: i.offset,
          genesisTransaction: i.id.slice(0, 64),
          output: i.output,
        })),
      };
    },
  };
}
