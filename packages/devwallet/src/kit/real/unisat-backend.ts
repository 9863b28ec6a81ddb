import type { BrowserContext } from '@playwright/test';
import { hex } from '@scure/base';
import { Address, OutScript, TEST_NETWORK } from '@scure/btc-signer';
import { type EsploraUtxo, esploraUtxos, json, routeBackends } from './backends';
import { decodedPsbt } from './unisat-psbt';

/** UniSat's `AddressType.P2WPKH` (its source's `src/shared/types.ts`). */
export const UNISAT_P2WPKH = 1;

const scriptPk = (address: string) => hex.encode(OutScript.encode(Address(TEST_NETWORK).decode(address)));

/** The `{code: 0, msg: 'ok', data}` envelope of UniSat's wallet API (`OpenApiService.getRespData`). */
const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });

const btc = (sats: number) => (sats / 1e8).toFixed(8);
const sum = (coins: EsploraUtxo[]) => coins.reduce((total, coin) => total + coin.value, 0);

const CONFIG = {
  version: '1.7.3',
  moonPayEnabled: false,
  statusMessage: '',
  endpoint: '',
  chainTip: '',
  disableUtxoTools: true,
};

const FEES = {
  list: [
    { title: 'Slow', desc: 'About 1 hour', feeRate: 1 },
    { title: 'Avg', desc: 'About 30 minutes', feeRate: 2 },
    { title: 'Fast', desc: 'About 10 minutes', feeRate: 3 },
  ],
};

function balance(coins: EsploraUtxo[]) {
  const confirmed = sum(coins.filter((c) => c.status.confirmed));
  const pending = sum(coins.filter((c) => !c.status.confirmed));
  return {
    confirm_amount: btc(confirmed),
    pending_amount: btc(pending),
    amount: btc(confirmed + pending),
    confirm_btc_amount: btc(confirmed),
    pending_btc_amount: btc(pending),
    btc_amount: btc(confirmed + pending),
    confirm_inscription_amount: '0',
    pending_inscription_amount: '0',
    inscription_amount: '0',
    usd_value: '0',
  };
}

function summary(address: string, total: number) {
  return {
    address,
    totalSatoshis: total,
    btcSatoshis: total,
    assetSatoshis: 0,
    inscriptionCount: 0,
    atomicalsCount: 0,
    brc20Count: 0,
    brc20Count5Byte: 0,
    brc20Count6Byte: 0,
    arc20Count: 0,
    runesCount: 0,
  };
}

/**
 * UniSat's wallet API (`https://wallet-api-testnet.unisat.io`, its source's
 * `src/background/service/openapi.ts`) answered from a testnet devnet: the account's coins and
 * balance from the devnet's Esplora, fixed fee rates and price, the site judged safe, PSBTs decoded
 * here, and broadcasts sent to the devnet. Anything else it asks (discovery lists, asset indexes)
 * is an empty success, which its screens show as "nothing".
 */
export async function routeUnisatBackend(context: BrowserContext, devnetUrl: string) {
  const esplora = `${devnetUrl}/api`;
  await routeBackends(
    context,
    {
      'wallet-api-testnet.unisat.io': async (route, url) => {
        const request = route.request();
        const address = url.searchParams.get('address') ?? '';
        const body = request.method() === 'POST' ? (request.postDataJSON() as Record<string, string>) : {};
        switch (url.pathname) {
          case '/v5/default/config':
            return json(route, ok(CONFIG));
          case '/v5/default/check-website':
            return json(route, ok({ isScammer: false, warning: '' }));
          case '/v5/default/fee-summary':
            return json(route, ok(FEES));
          case '/v5/default/price':
            return json(route, ok({ btc: 100_000, fb: 0 }));
          case '/v5/address/balance':
            return json(route, ok(balance(await esploraUtxos(esplora, address))));
          case '/v5/address/balance2': {
            const total = sum(await esploraUtxos(esplora, address));
            return json(route, ok({ availableBalance: total, unavailableBalance: 0, totalBalance: total }));
          }
          case '/v5/address/summary':
            return json(route, ok(summary(address, sum(await esploraUtxos(esplora, address)))));
          case '/v5/address/btc-utxo':
          case '/v5/address/available-utxo': {
            const coins = await esploraUtxos(esplora, address);
            return json(
              route,
              ok(
                coins.map((coin) => ({
                  txid: coin.txid,
                  vout: coin.vout,
                  satoshis: coin.value,
                  scriptPk: scriptPk(address),
                  addressType: UNISAT_P2WPKH,
                  inscriptions: [],
                  atomicals: [],
                  runes: [],
                })),
              ),
            );
          }
          case '/v5/tx/decode2':
            return json(route, ok(decodedPsbt(body.psbtHex ?? '')));
          case '/v5/tx/broadcast': {
            const response = await fetch(`${esplora}/tx`, { method: 'POST', body: body.rawtx ?? '' });
            const text = await response.text();
            return json(route, response.ok ? ok(text.trim()) : { code: -1, msg: text, data: null });
          }
          default:
            return json(route, ok(null));
        }
      },
    },
    [new URL(devnetUrl).hostname],
  );
}
