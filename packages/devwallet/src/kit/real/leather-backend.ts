import type { BrowserContext } from '@playwright/test';
import { esploraUtxos, json, routeBackends } from './backends';
import { descriptorAddresses } from './descriptors';

/**
 * Leather's own backend, answered from the devnet (Leather's `LeatherApiClient` and
 * `bitcoinClient` in @leather.io/services and @leather.io/query):
 * - `staging.api.leather.io/v1/utxos/{descriptor}?network=…`: the descriptor's coins, read from
 *   the devnet for its first receive and change addresses, values as strings, `height` only when
 *   confirmed (`isUnconfirmedUtxo` is `!utxo.height`).
 * - `/v1/transactions/{descriptor}`: none (`{data: []}`); `/v1/market/prices/native`: a BTC price.
 * - `api.blockcypher.com/v1/btc/test3`: fee rates per kB (the send screen's fee estimates off
 *   mainnet and testnet4).
 * BestInSlot is not asked on regtest (`fetchInscriptions` returns `[]` off mainnet); its per-output
 * lookups are refused like every other unanswered host, since an empty `data: []` crashes the
 * PSBT screen (`useInscriptionsByOutputs` reads `data[0].result`).
 */
export async function routeLeatherBackend(context: BrowserContext, devnetUrl: string) {
  const esplora = `${devnetUrl}/api`;
  await routeBackends(
    context,
    {
      'staging.api.leather.io': async (route, url) => {
        const [, , kind, ...rest] = url.pathname.split('/');
        if (kind === 'utxos') {
          const descriptor = decodeURIComponent(rest.join('/'));
          const addresses = descriptorAddresses(descriptor, 'regtest');
          const utxos = await Promise.all(
            addresses.map(async ({ address, path }) =>
              (await esploraUtxos(esplora, address)).map((coin) => ({
                txid: coin.txid,
                vout: coin.vout,
                value: String(coin.value),
                ...(coin.status.confirmed ? { height: coin.status.block_height } : {}),
                address,
                path,
              })),
            ),
          );
          return json(route, utxos.flat());
        }
        if (kind === 'transactions') return json(route, { page: 1, pageSize: 50, total: 0, data: [] });
        if (kind === 'market' && url.pathname.endsWith('/prices/native')) {
          const prices = { BTC: { symbol: 'BTC', price: 100_000 }, STX: { symbol: 'STX', price: 1 } };
          return url.searchParams.get('format') === 'map'
            ? json(route, { format: 'map', data: prices })
            : json(route, { format: 'list', data: Object.values(prices) });
        }
        if (kind === 'market' && url.pathname.endsWith('/fiat-rates')) {
          return json(route, { base: 'USD', rates: { USD: 1 } });
        }
        return route.abort('internetdisconnected');
      },
      // Before a send, each coin is checked for inscriptions on ordinals.com's HTML output page
      // (`getNumberOfInscriptionsOnUtxoUsingOrdinalsCom`: the first `dl > dt` and its thumbnails);
      // the devnet's ord index says what the output holds.
      'ordinals.com': async (route, url) => {
        const outpoint = url.pathname.replace(/^\/output\//, '');
        const response = await fetch(`${devnetUrl}/ord/output/${outpoint}`, {
          headers: { Accept: 'application/json' },
        });
        const inscriptions = response.ok
          ? (((await response.json()) as { inscriptions?: string[] }).inscriptions ?? [])
          : [];
        const thumbnails = inscriptions.map((id) => `<a href="/inscription/${id}">${id}</a>`).join('');
        const body = inscriptions.length
          ? `<dl><dt>inscriptions</dt><dd class="thumbnails">${thumbnails}</dd></dl>`
          : `<dl><dt>value</dt><dd>${outpoint}</dd></dl>`;
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: `<!doctype html><main>${body}</main>`,
        });
      },
      'api.blockcypher.com': (route) =>
        json(route, { low_fee_per_kb: 2_000, medium_fee_per_kb: 3_000, high_fee_per_kb: 5_000 }),
    },
    [new URL(devnetUrl).hostname],
  );
}
