import type { Signer } from '../signer';
import { RunesClient, withoutNetwork } from './runes';
import { asObject, invalid, type RpcHandlers, type SatsConnectContext } from './sats-connect-context';

type OrderKind = 'mint' | 'etch';

/** The order `runes_getOrder` names: its `id`, a string (`runesGetOrderParamsSchema`). */
function orderIdOf(params: unknown): string {
  const { id } = asObject(params);
  if (typeof id !== 'string') invalid('id must be the order id, a string');
  return id;
}

/**
 * Rune mint and etch orders with the ordering service: estimates and lookups are plain
 * calls; a mint, an etch or a fee bump is paid with the wallet's own `sendTransfer`. The flow is
 * the one sats-connect's client runs itself for a wallet that does not answer these methods
 * (sats-connect@4.2.1's core 0.10.0, `src/adapters/satsConnectAdapter.ts` with `src/runes/api.ts`;
 * docs/sats-connect.md §4), run here inside the wallet, against the devnet's service.
 */
export function runeOrderHandlers(ctx: SatsConnectContext): RpcHandlers {
  const runes = RunesClient.forEsplora(ctx.wallet.config.esploraUrl);
  // The funding signer is taken before the order is placed, so keys the gate refuses
  // stop it before any request to the ordering service.
  const fundingSigner = (): Signer => ctx.wallet.signer(ctx.wallet.networkFor(ctx.family));
  const rbfEstimate = (params: unknown) => {
    const { orderId, newFeeRate } = asObject(params);
    return runes.call<{ rbfCost: number; fundingAddress: string }>(
      'POST',
      `/orders/${encodeURIComponent(String(orderId))}/rbf-estimate`,
      { newFeeRate },
      true,
    );
  };

  /** Create the order, pay its funding address, then have it executed with the funding txid. */
  async function placeOrder(kind: OrderKind, params: unknown, method: string) {
    const signer = fundingSigner();
    const order = await runes.call<{ orderId: string; fundAddress: string; fundAmount: number }>(
      'POST',
      `/runes/${kind}/orders`,
      withoutNetwork(params),
    );
    const txid = await ctx.sendTransfer(
      method,
      [{ address: order.fundAddress, amount: order.fundAmount }],
      signer,
    );
    await runes.call('POST', `/runes/${kind}/orders/${encodeURIComponent(order.orderId)}/execute`, {
      fundTransactionId: txid,
    });
    return { orderId: order.orderId, fundTransactionId: txid, fundingAddress: order.fundAddress };
  }

  return {
    // documents: https://docs.xverse.app/sats-connect/bitcoin-methods/mint-runes/runes_estimatemint
    runes_estimateMint: (params) => runes.call('POST', '/runes/mint/estimate', withoutNetwork(params)),
    // documents: https://docs.xverse.app/sats-connect/bitcoin-methods/etch-runes
    runes_estimateEtch: (params) => runes.call('POST', '/runes/etch/estimate', withoutNetwork(params)),
    // `{id, network?}`: `id` a string, else -32602 `Invalid parameters.` before any request; an
    // `orderId` alone is refused, so an app written from the docs table fails here as it would
    // against the real client (which would ask the service for order `undefined`).
    // real code: sats-connect@4.2.1's core 0.10.0 (node_modules/sats-connect/node_modules/
    // @sats-connect/core/dist: index.d.ts `GetOrderRequest` is `{id: string}`, index.mjs
    // `SatsConnectAdapter.getOrder` calls `getOrder(params.id)`), the same in core 0.16.0, and
    // secretkeylabs/sats-connect-core 0.17.6 (2026-03) validates it as `runesGetOrderParamsSchema`
    // `{id: v.string(), network: v.optional(…)}` (src/request/rpc/objects/namespaces/runes/methods/
    // getOrder/request.ts); sats-connect.spec.ts drives it. documents:
    // https://docs.xverse.app/sats-connect/bitcoin-methods/runes_getorder (its table says `orderId`,
    // its own example sends `id`). The published extension (secretkeylabs/xverse-web-extension
    // 0.49.0) routes no `runes_getOrder`; it is answered here as the client flow above would.
    runes_getOrder: (params) =>
      runes.call('GET', `/orders/${encodeURIComponent(orderIdOf(params))}`, undefined, true),
    // documents: https://docs.xverse.app/sats-connect/bitcoin-methods/speed-up-a-rune-mint-or-etch-order/runes_estimaterbforder
    runes_estimateRbfOrder: (params) => rbfEstimate(params),
    // Quote, then pay `rbfCost` to the funding address; no further call, the service sees the payment.
    // documents: https://docs.xverse.app/sats-connect/bitcoin-methods/speed-up-a-rune-mint-or-etch-order/runes_rbforder
    runes_rbfOrder: async (params, method) => {
      const signer = fundingSigner();
      const { orderId } = asObject(params);
      const estimate = await rbfEstimate(params);
      const txid = await ctx.sendTransfer(
        method,
        [{ address: estimate.fundingAddress, amount: estimate.rbfCost }],
        signer,
      );
      return { orderId, fundRBFTransactionId: txid, fundingAddress: estimate.fundingAddress };
    },
    // documents: https://docs.xverse.app/sats-connect/bitcoin-methods/mint-runes/runes_mint
    runes_mint: (params, method) => placeOrder('mint', params, method),
    // documents: https://docs.xverse.app/sats-connect/bitcoin-methods/etch-runes/runes_etch
    runes_etch: (params, method) => placeOrder('etch', params, method),
  };
}
