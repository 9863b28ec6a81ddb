/**
 * Planning a send from an address that may hold assets (docs/performance.md "Performance
 * budgets": at most 3 indexer requests per plan). A taproot address holds 1,000 confirmed UTXOs
 * on an in-process devnet, 100 of them carrying real inscriptions: each a commit to a
 * micro-ordinals envelope and a script-path reveal, mined in one block and indexed by the
 * devnet's ord index (as `inscribe` does one at a time, batched). `planSend` builds the
 * transaction here with the index's answer (`createIndexerClient` on `/ord`) and the explorer's
 * UTXO list.
 *
 * Budgets, for a typical send (0.0002 BTC, a few inputs): ≤ 3 indexer requests per plan and a
 * median plan ≤ 300 ms, with no inscribed output among the plan's inputs. The inscribed outputs
 * are the largest coins, so a selection that ignored the index would take them first. Two
 * holders: plain coins of distinct values, and plain coins all of one value. A large send
 * (0.01 BTC, some 170 inputs) is timed for reference: building a PSBT checks every taproot
 * input's key tweak (@scure/btc-signer, on adding it and again on encoding), which then
 * dominates. The table also times the two reads alone. Writes bench/results/assets.json.
 *
 * Esplora refuses the UTXO list of an address with more than 500 (its `utxos-limit`, 500 by
 * default and on mempool.space; Blockstream/esplora#282), and so does the devnet's `/api`. The
 * bench records that refusal, then plans against an Esplora with the limit raised: the same
 * `/address/:address/utxo` answer without the cap, mounted next to the devnet's routes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planSend } from '@satchel/core/actions';
import type { Connector } from '@satchel/core/connectors';
import { createExplorerClient, type ExplorerClient } from '@satchel/core/explorer';
import { createIndexerClient, type IndexerClient } from '@satchel/core/indexer';
import { familyCapabilities } from '@satchel/core/wallets/registry/families';
import { base64, hex, utf8 } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { statusAt } from '../packages/devnet/src/http/esplora/json';
import { createDevnet, json, route } from '../packages/devnet/src/index';
import type { DevnetNode } from '../packages/devnet/src/node';
import { INSCRIPTION_POSTAGE } from '../packages/devnet/src/ord/inscribe';
import { fund, payment, spend, testKey } from '../test/devnet/chain';
import { leafKey, revealPayment, signReveal } from '../test/ord/helpers';
import { SUBJECT } from '../test/subjects';

const UTXOS = 1_000;
const INSCRIBED = 100;
const PLAIN = UTXOS - INSCRIBED;
const RUNS = 15;
const MAX_INDEXER_REQUESTS = 3;
const BUDGET_MS = 300;
/** A few plain coins: the selection would start with the inscribed ones if it could. */
const TYPICAL_BTC = '0.0002';
/** About 170 plain coins: more than all 100 inscribed ones would give. */
const LARGE_BTC = '0.01';
const COMMIT_VALUE = INSCRIPTION_POSTAGE + 2_000n;

/** Where the uncapped UTXO list is served (an Esplora with `utxos-limit` raised). */
const UNCAPPED = '/esplora-uncapped';

/** `GET /address/:address/utxo` in Esplora's shape, confirmed outputs only, without a cap. */
function uncappedUtxos(node: DevnetNode) {
  return [
    route('GET', `${UNCAPPED}/address/:address/utxo`, (_req, [address = '']) => {
      const entry = node.chain.index.get(hex.encode(node.scriptFor(address)));
      const utxos = [...(entry?.utxos ?? [])].flatMap((key) => {
        const coin = node.chain.utxos.get(key);
        if (!coin || node.chain.mempoolSpends.has(key)) return [];
        const sep = key.lastIndexOf(':');
        const status = statusAt(node.chain, coin.height);
        return [
          { txid: key.slice(0, sep), vout: Number(key.slice(sep + 1)), status, value: Number(coin.value) },
        ];
      });
      return json(utxos);
    }),
  ];
}

/**
 * 100 inscriptions and 900 plain coins for `holder`: one fan-out pays every commit and every
 * plain coin, then each reveal sends its inscription to the holder with ord's postage.
 */
function fill(node: DevnetNode, label: string, plainValue: (i: number) => bigint) {
  const holder = payment('p2tr', testKey(label));
  const payer = testKey(`${label} payer`);
  const leaf = leafKey(label);
  const commits = Array.from({ length: INSCRIBED }, (_, i) =>
    revealPayment(leaf, [
      { tags: { contentType: 'text/plain;charset=utf-8' }, body: utf8.decode(`${label} ${i}`) },
    ]),
  );
  const plain = Array.from({ length: PLAIN }, (_, i) => ({ script: holder.script, amount: plainValue(i) }));
  const total = plain.reduce((s, o) => s + o.amount, 0n) + COMMIT_VALUE * BigInt(INSCRIBED);
  const source = fund(node, 'p2wpkh', payer, total + 100_000n);
  const fanOut = spend([source], payer, {
    outputs: [...commits.map((c) => ({ script: c.script, amount: COMMIT_VALUE })), ...plain],
  });
  node.broadcast(fanOut.hex);
  node.mine(1);
  const inscribed = new Set<string>();
  commits.forEach((commit, i) => {
    const coin = { txid: fanOut.id, vout: i, value: COMMIT_VALUE, script: commit.script };
    const reveal = signReveal([commit], [coin], leaf, [
      { script: holder.script, amount: INSCRIPTION_POSTAGE },
    ]);
    node.broadcast(reveal.hex);
    inscribed.add(`${reveal.id}:0`);
  });
  node.mine(1);
  return { holder, key: testKey(label), inscribed };
}

interface Measured {
  utxos: number;
  protected: number;
  planInputs: number;
  indexerRequestsMax: number;
  planMedianMs: number;
  planMaxMs: number;
  utxoReadMs: number;
  assetReadMs: number;
  inscribedInputs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function measure(
  holder: ReturnType<typeof fill>,
  amountText: string,
  explorer: ExplorerClient,
  assets: IndexerClient,
  requests: { count: number },
): Promise<Measured> {
  const address = holder.holder.address as string;
  const connector = { capabilities: familyCapabilities(SUBJECT.injected) } as unknown as Connector;
  const plan = () =>
    planSend({
      connector,
      explorer,
      network: 'regtest',
      payment: {
        address,
        publicKey: hex.encode(holder.key.xonly),
        purpose: 'payment',
        addressType: 'p2tr',
      },
      recipient: payment('p2wpkh', testKey('asset plan recipient')).address as string,
      amountText,
      feeRate: 2,
      assets,
      useWalletSend: false,
    });
  const utxoTimes: number[] = [];
  const assetTimes: number[] = [];
  let utxos = 0;
  let status = { protected: new Set<string>() as ReadonlySet<string> };
  for (let run = 0; run < 5; run++) {
    let started = performance.now();
    utxos = (await explorer.getUtxos(address)).length;
    utxoTimes.push(performance.now() - started);
    started = performance.now();
    status = await assets.assetStatus(address);
    assetTimes.push(performance.now() - started);
  }
  await plan(); // warm-up: connections and JIT
  const times: number[] = [];
  let maxRequests = 0;
  let inscribedInputs = 0;
  let planInputs = 0;
  for (let run = 0; run < RUNS; run++) {
    requests.count = 0;
    const started = performance.now();
    const result = await plan();
    times.push(performance.now() - started);
    maxRequests = Math.max(maxRequests, requests.count);
    if (result.mode !== 'psbt') throw new Error(`expected an app-built send, got ${result.mode}`);
    const tx = btc.Transaction.fromPSBT(base64.decode(result.psbtBase64));
    planInputs = tx.inputsLength;
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      const outpoint = `${hex.encode(input.txid ?? new Uint8Array())}:${input.index}`;
      if (holder.inscribed.has(outpoint)) inscribedInputs++;
    }
  }
  return {
    utxos,
    protected: status.protected.size,
    planInputs,
    indexerRequestsMax: maxRequests,
    planMedianMs: Number(median(times).toFixed(1)),
    planMaxMs: Number(Math.max(...times).toFixed(1)),
    utxoReadMs: Number(median(utxoTimes).toFixed(1)),
    assetReadMs: Number(median(assetTimes).toFixed(1)),
    inscribedInputs,
  };
}

const within = (m: Measured) =>
  m.utxos === UTXOS &&
  m.protected === INSCRIBED &&
  m.indexerRequestsMax <= MAX_INDEXER_REQUESTS &&
  m.planMedianMs <= BUDGET_MS &&
  m.inscribedInputs === 0;

async function main(): Promise<void> {
  const devnet = await createDevnet({ port: 0, extraRoutes: uncappedUtxos });
  try {
    const setupStart = performance.now();
    const distinct = fill(devnet.node, 'asset plan distinct', (i) => 5_000n + BigInt(i));
    const equal = fill(devnet.node, 'asset plan equal', () => 6_000n);
    const setupMs = performance.now() - setupStart;

    const stock = createExplorerClient({ baseUrl: `${devnet.url}/api` });
    const stockAnswer = await stock.getUtxos(distinct.holder.address as string).then(
      (list) => `answered ${list.length}`,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    const requests = { count: 0 };
    const countingFetch: typeof fetch = (input, init) => {
      requests.count++;
      return fetch(input, init);
    };
    const assets = createIndexerClient({ baseUrl: `${devnet.url}/ord`, fetch: countingFetch });
    const explorer = createExplorerClient({ baseUrl: `${devnet.url}${UNCAPPED}` });
    const results = {
      distinctValues: await measure(distinct, TYPICAL_BTC, explorer, assets, requests),
      equalValues: await measure(equal, TYPICAL_BTC, explorer, assets, requests),
    };
    const large = await measure(distinct, LARGE_BTC, explorer, assets, requests);

    const rows: [string, string, string][] = [
      [
        'stock /api UTXO list (limit 500)',
        stockAnswer.includes('400') ? 'refused (400)' : stockAnswer,
        'reference',
      ],
      ['setup: 2 × (100 inscriptions + 900 coins)', `${setupMs.toFixed(0)} ms`, 'reference'],
    ];
    for (const [name, m] of Object.entries(results)) {
      rows.push(
        [`${name}: UTXOs / protected by the index`, `${m.utxos} / ${m.protected}`, `${UTXOS} / ${INSCRIBED}`],
        [`${name}: UTXO list read (median)`, `${m.utxoReadMs} ms`, 'reference'],
        [`${name}: asset status read (median)`, `${m.assetReadMs} ms`, 'reference'],
        [
          `${name}: indexer requests per plan (max)`,
          String(m.indexerRequestsMax),
          `<= ${MAX_INDEXER_REQUESTS}`,
        ],
        [`${name}: planSend median (${TYPICAL_BTC} BTC)`, `${m.planMedianMs} ms`, `<= ${BUDGET_MS} ms`],
        [`${name}: planSend max`, `${m.planMaxMs} ms`, 'reference'],
        [`${name}: plan inputs / inscribed among them`, `${m.planInputs} / ${m.inscribedInputs}`, 'any / 0'],
      );
    }
    rows.push(
      [
        `large send: plan inputs / inscribed among them`,
        `${large.planInputs} / ${large.inscribedInputs}`,
        'any / 0',
      ],
      [
        `large send: indexer requests per plan (max)`,
        String(large.indexerRequestsMax),
        `<= ${MAX_INDEXER_REQUESTS}`,
      ],
      [`large send: planSend median`, `${large.planMedianMs} ms`, 'reference'],
    );
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log(`${'metric'.padEnd(width)}  ${'value'.padStart(14)}  budget`);
    for (const [name, value, budget] of rows)
      console.log(`${name.padEnd(width)}  ${value.padStart(14)}  ${budget}`);
    const pass =
      Object.values(results).every(within) &&
      large.inscribedInputs === 0 &&
      large.indexerRequestsMax <= MAX_INDEXER_REQUESTS;
    console.log(pass ? 'all asset-plan budgets met' : 'BUDGET MISSED');
    const dir = join(import.meta.dirname, 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'assets.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          runs: RUNS,
          budget: { indexerRequests: MAX_INDEXER_REQUESTS, planMedianMs: BUDGET_MS, amountBtc: TYPICAL_BTC },
          stockExplorer: stockAnswer,
          setupMs: Math.round(setupMs),
          results,
          largeSend: { amountBtc: LARGE_BTC, ...large },
          pass,
        },
        null,
        2,
      )}\n`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    await devnet.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
