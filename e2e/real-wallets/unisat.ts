import type { BrowserContext } from '@playwright/test';
import { hex } from '@scure/base';
import { Address, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer';
import {
  type ChromeApi,
  closeExtensionPages,
  type ExtensionBrowser,
  json,
  launchWithExtension,
  routeBackends,
  UNISAT_DIR,
} from './extension';

/** BIP-39's all-zero 12-word test vector; Unisat keeps coin type 0 on testnet. */
export const UNISAT_MNEMONIC = `${'abandon '.repeat(11)}about`;
export const UNISAT_PASSWORD = 'Satchel-real-wallet-1';
/** Its first P2WPKH address at `m/84'/0'/0'/0/0`, in testnet encoding. */
export const UNISAT_ADDRESS = 'tb1qcr8te4kr609gcawutmrza0j4xv80jy8zmfp6l0';

/** Unisat's `AddressType.P2WPKH` (its source's `src/shared/types.ts`). */
const P2WPKH = 1;

interface EsploraUtxo {
  txid: string;
  vout: number;
  value: number;
  status: { confirmed: boolean };
}

const scriptPk = (address: string) => hex.encode(OutScript.encode(Address(TEST_NETWORK).decode(address)));

/** The `{code: 0, msg: 'ok', data}` envelope of Unisat's wallet API (`OpenApiService.getRespData`). */
const ok = (data: unknown) => ({ code: 0, msg: 'ok', data });

const btc = (sats: number) => (sats / 1e8).toFixed(8);

/** A decoded PSBT as `POST /v5/tx/decode2` answers (`DecodedPsbt` in its source's shared types). */
function decodePsbt(psbtHex: string) {
  const tx = Transaction.fromPSBT(hex.decode(psbtHex), { allowUnknownOutputs: true });
  const inputInfos = Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    const script = input.witnessUtxo?.script;
    return {
      txid: input.txid ? hex.encode(input.txid) : '',
      vout: input.index ?? 0,
      address: script ? Address(TEST_NETWORK).encode(OutScript.decode(script)) : '',
      value: Number(input.witnessUtxo?.amount ?? 0n),
      inscriptions: [],
      atomicals: [],
      sighashType: input.sighashType ?? 1,
      runes: [],
      alkanes: [],
    };
  });
  const outputInfos = Array.from({ length: tx.outputsLength }, (_, i) => {
    const output = tx.getOutput(i);
    let address = '';
    try {
      if (output.script) address = Address(TEST_NETWORK).encode(OutScript.decode(output.script));
    } catch {
      // OP_RETURN and other scripts without an address.
    }
    return {
      address,
      value: Number(output.amount ?? 0n),
      inscriptions: [],
      atomicals: [],
      runes: [],
      alkanes: [],
    };
  });
  const fee =
    inputInfos.reduce((sum, input) => sum + input.value, 0) -
    outputInfos.reduce((sum, output) => sum + output.value, 0);
  // P2WPKH inputs of about 68 vB, outputs of about 31 vB, 11 vB of the rest.
  const vsize = 11 + 68 * inputInfos.length + 31 * outputInfos.length;
  return {
    inputInfos,
    outputInfos,
    inscriptions: {},
    feeRate: Math.round((fee / vsize) * 10) / 10,
    fee,
    features: { rbf: true },
    risks: [],
    isScammer: false,
    recommendedFeeRate: 2,
    shouldWarnFeeRate: false,
  };
}

/**
 * Unisat's wallet API (`https://wallet-api-testnet.unisat.io`, its source's
 * `src/background/service/openapi.ts`) answered from a testnet devnet: the account's coins and
 * balance from the devnet's Esplora, fixed fee rates and price, the site judged safe, PSBTs decoded
 * here, and broadcasts sent to the devnet. Anything else it asks (discovery lists, asset indexes)
 * is an empty success, which its screens show as "nothing".
 */
export async function routeUnisatBackend(context: BrowserContext, esplora: string) {
  const utxosOf = async (address: string) => {
    const response = await fetch(`${esplora}/address/${address}/utxo`);
    return response.ok ? ((await response.json()) as EsploraUtxo[]) : [];
  };
  await routeBackends(context, {
    'wallet-api-testnet.unisat.io': async (route, url) => {
      const request = route.request();
      const address = url.searchParams.get('address') ?? '';
      const body = request.method() === 'POST' ? (request.postDataJSON() as Record<string, string>) : {};
      switch (url.pathname) {
        case '/v5/default/config':
          return json(
            route,
            ok({
              version: '1.7.3',
              moonPayEnabled: false,
              statusMessage: '',
              endpoint: '',
              chainTip: '',
              disableUtxoTools: true,
            }),
          );
        case '/v5/default/check-website':
          return json(route, ok({ isScammer: false, warning: '' }));
        case '/v5/default/fee-summary':
          return json(
            route,
            ok({
              list: [
                { title: 'Slow', desc: 'About 1 hour', feeRate: 1 },
                { title: 'Avg', desc: 'About 30 minutes', feeRate: 2 },
                { title: 'Fast', desc: 'About 10 minutes', feeRate: 3 },
              ],
            }),
          );
        case '/v5/default/price':
          return json(route, ok({ btc: 100_000, fb: 0 }));
        case '/v5/address/balance': {
          const coins = await utxosOf(address);
          const sum = (list: EsploraUtxo[]) => list.reduce((total, coin) => total + coin.value, 0);
          const confirmed = sum(coins.filter((c) => c.status.confirmed));
          const pending = sum(coins.filter((c) => !c.status.confirmed));
          return json(
            route,
            ok({
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
            }),
          );
        }
        case '/v5/address/balance2': {
          const total = (await utxosOf(address)).reduce((sum, coin) => sum + coin.value, 0);
          return json(route, ok({ availableBalance: total, unavailableBalance: 0, totalBalance: total }));
        }
        case '/v5/address/summary': {
          const total = (await utxosOf(address)).reduce((sum, coin) => sum + coin.value, 0);
          return json(
            route,
            ok({
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
            }),
          );
        }
        case '/v5/address/btc-utxo':
        case '/v5/address/available-utxo': {
          const coins = await utxosOf(address);
          return json(
            route,
            ok(
              coins.map((coin) => ({
                txid: coin.txid,
                vout: coin.vout,
                satoshis: coin.value,
                scriptPk: scriptPk(address),
                addressType: P2WPKH,
                inscriptions: [],
                atomicals: [],
                runes: [],
              })),
            ),
          );
        }
        case '/v5/tx/decode2':
          return json(route, ok(decodePsbt(body.psbtHex ?? '')));
        case '/v5/tx/broadcast': {
          const response = await fetch(`${esplora}/tx`, { method: 'POST', body: body.rawtx ?? '' });
          const text = await response.text();
          return json(route, response.ok ? ok(text.trim()) : { code: -1, msg: text, data: null });
        }
        default:
          return json(route, ok(null));
      }
    },
  });
}

/**
 * Calls the background's wallet controller the way Unisat's own UI does: a runtime port named
 * `popup`, messages `UNISAT_WALLET_request` with `{ident, data: {type: 'controller', method,
 * params}}`, answers `UNISAT_WALLET_response` (its source's `src/shared/utils/message/` and
 * `src/background/index.ts`).
 */
export async function unisatController(
  browser: ExtensionBrowser,
  calls: [method: string, params: unknown[]][],
): Promise<unknown[]> {
  const page = await browser.context.newPage();
  await page.goto(`${browser.origin}/index.html`);
  try {
    return await page.evaluate(async (list) => {
      const chrome = (globalThis as unknown as { chrome: ChromeApi }).chrome;
      const port = chrome.runtime.connect({ name: 'popup' });
      let next = 10_000;
      const request = (method: string, params: unknown[]) =>
        new Promise((resolve, reject) => {
          const ident = next++;
          const listener = (message: {
            _type_: string;
            data: { ident: number; res: unknown; err?: { message: string } };
          }) => {
            if (message._type_ !== 'UNISAT_WALLET_response' || message.data.ident !== ident) return;
            port.onMessage.removeListener(listener);
            if (message.data.err) reject(new Error(`${method}: ${message.data.err.message}`));
            else resolve(message.data.res);
          };
          port.onMessage.addListener(listener);
          port.postMessage({
            _type_: 'UNISAT_WALLET_request',
            data: { ident, data: { type: 'controller', method, params } },
          });
        });
      // The background restores its stores first; `isReady` says when (the UI waits on it too).
      const deadline = Date.now() + 30_000;
      while (!(await request('isReady', []))) {
        if (Date.now() > deadline) throw new Error('Unisat background never became ready');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const results: unknown[] = [];
      for (const [method, params] of list) results.push(await request(method, params));
      port.disconnect();
      return results;
    }, calls);
  } finally {
    await page.close();
  }
}

/**
 * Sets Unisat up as its onboarding would (`boot`, `createKeyringWithMnemonics` with the P2WPKH
 * path, then the testnet chain) and checks the account it made.
 */
export async function setUpUnisat(browser: ExtensionBrowser, mnemonic = UNISAT_MNEMONIC) {
  const [, , , account] = await unisatController(browser, [
    ['boot', [UNISAT_PASSWORD]],
    ['createKeyringWithMnemonics', [mnemonic, "m/84'/0'/0'/0", '', P2WPKH, 1]],
    ['setChainType', ['BITCOIN_TESTNET']],
    ['getCurrentAccount', []],
  ]);
  const address = (account as { address?: string } | null)?.address;
  if (address !== UNISAT_ADDRESS) throw new Error(`Unisat set up account ${address}, not ${UNISAT_ADDRESS}`);
  await closeExtensionPages(browser.context, browser.origin);
}

/** Launches Unisat, answers its backend from the devnet and sets it up on testnet. */
export async function startUnisat(esplora: string): Promise<ExtensionBrowser> {
  const browser = await launchWithExtension(UNISAT_DIR);
  await routeUnisatBackend(browser.context, esplora);
  await setUpUnisat(browser);
  return browser;
}
