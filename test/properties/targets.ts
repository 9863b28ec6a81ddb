import { readOutspend } from '@satchel/core/clients/explorer/outspend';
import {
  readAddress,
  readHeight,
  readTx,
  readTxStatus,
  readUtxos,
} from '@satchel/core/clients/explorer/schema';
import {
  readAddressAssets,
  readInscription,
  readOutputs,
  readRune,
} from '@satchel/core/clients/indexer/schema';
import {
  parseCreatedOrder,
  parseEstimate,
  parseExecuted,
  parseOrder,
  parseRbfEstimate,
} from '@satchel/core/clients/ordering/wire';
import { ErrorCode, SatchelError } from '@satchel/core/errors';
import {
  type BtcPrices,
  createExplorerClient,
  FEE_RATE_MAX,
  FEE_RATE_MIN,
  feesFromEstimates,
  feesFromRecommended,
  readPrices,
} from '@satchel/core/explorer';
import { createIndexerClient } from '@satchel/core/indexer';
import { schema } from '@satchel/core/internal';
import type { BitcoinNetwork } from '@satchel/core/networks';
import { createOrderingClient } from '@satchel/core/ordering';
import { validatePsbt } from '@satchel/core/psbt';
import fc from 'fast-check';
import { REGTEST_SEGWIT, REGTEST_TAPROOT } from '../addresses';
import { ALICE, BOB, namedPsbts, previousTx } from '../fixtures/psbt/psbts';
import {
  answers,
  anyValue,
  bodies,
  field,
  goodHex,
  goodInscriptionId,
  goodOutpoint,
  goodRuneName,
  goodSats,
  goodTxid,
  goodU32,
  goodU128Text,
  listOf,
  shaped,
  wrongValue,
} from './values';

/**
 * The parsers and validators the no-throw property covers: each takes an arbitrary input and may
 * return anything or throw a SatchelError, and nothing else. Shared by the Vitest properties
 * (1,000 cases) and `npm run soak` (100,000 cases).
 */
export interface Target<T = unknown> {
  name: string;
  input: fc.Arbitrary<T>;
  /** Runs one case; resolves or throws. `check` failures throw a plain Error (counted as a bug). */
  run(input: T): unknown;
}

const target = <T>(name: string, input: fc.Arbitrary<T>, run: (input: T) => unknown): Target =>
  ({ name, input, run }) as Target;

// ---------------------------------------------------------------------------------------------
// Answer models: what each service really sends, field by field.

const status = shaped({
  confirmed: fc.boolean(),
  block_height: goodU32,
  block_hash: goodTxid,
  block_time: goodU32,
});
const utxo = shaped({ txid: goodTxid, vout: goodU32, value: goodSats, status });
const vout = shaped({
  scriptpubkey: goodHex,
  scriptpubkey_type: fc.constantFrom('v0_p2wpkh', 'v1_p2tr', 'op_return'),
  scriptpubkey_address: fc.constant(REGTEST_SEGWIT),
  scriptpubkey_asm: fc.string({ maxLength: 20 }),
  value: goodSats,
});
const vin = shaped({
  txid: goodTxid,
  vout: goodU32,
  prevout: fc.oneof(vout, fc.constant(null)),
  scriptsig: goodHex,
  witness: fc.array(goodHex, { maxLength: 3 }),
  is_coinbase: fc.boolean(),
  sequence: goodU32,
});
/** The txid the explorer client asks for; a shaped tx answers it half the time. */
export const ASKED_TXID = 'ab'.repeat(32);
const tx = shaped({
  txid: fc.oneof(fc.constant(ASKED_TXID), goodTxid),
  version: fc.integer({ min: 1, max: 3 }),
  locktime: goodU32,
  size: fc.integer({ min: 1, max: 4_000_000 }),
  weight: fc.integer({ min: 1, max: 4_000_000 }),
  fee: goodSats,
  vin: listOf(vin, 3),
  vout: listOf(vout, 3),
  status,
});
const stats = shaped({
  funded_txo_count: fc.nat(100),
  funded_txo_sum: goodSats,
  spent_txo_count: fc.nat(100),
  spent_txo_sum: goodSats,
  tx_count: fc.nat(100),
});
const addressAnswer = shaped({
  address: fc.constant(REGTEST_SEGWIT),
  chain_stats: stats,
  mempool_stats: stats,
});
const outspend = shaped({ spent: fc.boolean(), txid: goodTxid, vin: goodU32, status });
const rate = fc.oneof(fc.double({ min: 0, max: 20_000, noNaN: true }), fc.integer({ min: 1, max: 500 }));
const recommended = shaped({
  fastestFee: rate,
  halfHourFee: rate,
  hourFee: rate,
  economyFee: rate,
  minimumFee: rate,
});
const estimates = fc.dictionary(
  fc.oneof(fc.constantFrom('1', '2', '3', '6', '144', '504', '1008'), fc.string({ maxLength: 5 })),
  field(rate),
  { maxKeys: 8 },
);
const price = fc.oneof(
  fc.double({ min: -1, max: 1e9, noNaN: true }),
  fc.integer({ min: 1, max: 20_000_000 }),
);
const prices = shaped({
  time: fc.integer({ min: 0, max: 4_000_000_000 }),
  USD: price,
  EUR: price,
  GBP: price,
  CAD: price,
  CHF: price,
  AUD: price,
  JPY: price,
});
const height = fc.oneof(fc.nat().map(String), fc.string({ maxLength: 12 }), fc.constant(' 12 \n'));

const estimate = shaped({
  totalSize: fc.integer({ min: 1, max: 1_000_000 }),
  totalCost: goodSats,
  costBreakdown: shaped({
    postage: goodSats,
    networkFee: goodSats,
    serviceFee: goodSats,
    appServiceFee: goodSats,
  }),
});
const payable = fc.constantFrom(
  REGTEST_SEGWIT,
  REGTEST_TAPROOT,
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
);
const createdOrder = shaped({
  orderId: fc.string({ minLength: 1, maxLength: 30 }),
  fundAddress: payable,
  fundAmount: goodSats,
});
const order = shaped({
  id: fc.string({ minLength: 1, maxLength: 30 }),
  orderType: fc.constantFrom('rune_mint', 'rune_etch', 'rune_burn'),
  state: fc.constantFrom('new', 'pending', 'executing', 'complete', 'failed', 'refunded', 'stale', 'nope'),
  fundingAddress: payable,
  reason: fc.string({ maxLength: 30 }),
  createdAt: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
});
const rbf = shaped({ rbfCost: goodSats, fundingAddress: payable });

const pile = shaped({
  amount: fc.oneof(goodU128Text, fc.nat()),
  divisibility: fc.nat(40),
  symbol: fc.string({ maxLength: 2 }),
});
const runes = fc.oneof(
  fc.dictionary(goodRuneName, pile, { maxKeys: 3 }),
  fc.array(fc.tuple(goodRuneName, pile), { maxLength: 3 }),
);
const outputAt = (outpoint: fc.Arbitrary<string>) =>
  shaped({
    outpoint,
    address: fc.constant(REGTEST_SEGWIT),
    value: goodSats,
    indexed: fc.boolean(),
    spent: fc.boolean(),
    confirmations: fc.nat(),
    inscriptions: fc.array(goodInscriptionId, { maxLength: 2 }),
    runes,
  });
const output = outputAt(goodOutpoint);
/** What `POST /outputs` answers for the two outpoints the indexer client asks about. */
const ASKED_OUTPOINTS = [`${'ab'.repeat(32)}:0`, `${'ab'.repeat(32)}:1`];
const askedOutputs = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.tuple(
      outputAt(fc.constant(ASKED_OUTPOINTS[0] as string)),
      outputAt(fc.constant(ASKED_OUTPOINTS[1] as string)),
    ),
  },
  { weight: 1, arbitrary: listOf(output, 2) },
);
const addressAssets = shaped({
  outputs: listOf(goodOutpoint),
  inscriptions: listOf(goodInscriptionId),
  sat_balance: goodSats,
  runes_balances: listOf(fc.tuple(goodRuneName, fc.nat().map(String), fc.string({ maxLength: 2 }))),
});
export const ASKED_INSCRIPTION = `${'cd'.repeat(32)}i0`;
const inscription = shaped({
  id: fc.oneof(fc.constant(ASKED_INSCRIPTION), goodInscriptionId),
  number: fc.integer(),
  address: fc.constant(REGTEST_TAPROOT),
  content_type: fc.constant('text/plain'),
  effective_content_type: fc.constant('text/plain'),
  content_length: fc.nat(),
  satpoint: fc.tuple(goodOutpoint, fc.bigInt({ min: 0n, max: 1n << 70n })).map(([o, n]) => `${o}:${n}`),
  value: goodSats,
  sat: fc.oneof(fc.nat(), goodU128Text),
  height: fc.nat(),
  timestamp: fc.integer(),
  fee: goodSats,
  charms: fc.array(fc.constantFrom('cursed', 'vindicated'), { maxLength: 2 }),
  parents: fc.array(goodInscriptionId, { maxLength: 2 }),
  children: fc.array(goodInscriptionId, { maxLength: 2 }),
  rune: goodRuneName,
});
const range = fc.tuple(fc.option(fc.nat()), fc.option(goodU128Text));
const rune = shaped({
  id: fc.constantFrom('840000:3', '1:0', '99999999999999999999:1'),
  entry: shaped({
    spaced_rune: goodRuneName,
    number: fc.nat(),
    divisibility: fc.nat(40),
    symbol: fc.string({ maxLength: 2 }),
    premine: goodU128Text,
    burned: goodU128Text,
    mints: goodU128Text,
    block: fc.nat(),
    etching: goodTxid,
    timestamp: fc.nat(),
    turbo: fc.boolean(),
    terms: fc.option(shaped({ amount: goodU128Text, cap: goodU128Text, height: range, offset: range })),
  }),
  mintable: fc.boolean(),
  parent: goodInscriptionId,
});

// ---------------------------------------------------------------------------------------------
// Clients answering every request with the case's body.

const noRetry = { tries: 1, budgetMs: 0, baseDelayMs: 0 };

function answering(body: string, status = 200): typeof fetch {
  return (async () => new Response(body, { status })) as unknown as typeof fetch;
}

const explorer = (body: string, status = 200) =>
  createExplorerClient({
    baseUrl: 'http://explorer.test/api',
    fetch: answering(body, status),
    retry: noRetry,
  });
const ordering = (body: string) =>
  createOrderingClient({
    network: 'regtest',
    baseUrl: 'http://ordering.test/v1',
    fetch: answering(body),
    retry: noRetry,
  });
const indexer = (body: string) =>
  createIndexerClient({ baseUrl: 'http://ord.test', fetch: answering(body), retry: noRetry });

/** A real transaction, so the "already in block chain" answer can be turned into its id. */
const RAW_TX_HEX = Buffer.from(previousTx(ALICE.p2wpkh.script, 10_000n).raw).toString('hex');

const MINT = { runeName: 'SATCHEL•TEST', repeats: 1, destinationAddress: REGTEST_TAPROOT, feeRate: 3 };

/** A reader as `decodeAnswer` uses it: its ShapeError is the service's SatchelError; nothing else is. */
function asDecoded<T>(read: (value: unknown) => T): (value: unknown) => T {
  return (value) => {
    try {
      return read(value);
    } catch (error) {
      if (error instanceof schema.ShapeError) {
        throw new SatchelError(ErrorCode.EXPLORER_UNAVAILABLE, 'unreadable answer', { cause: error });
      }
      throw error;
    }
  };
}

/** A fee table must be absent or a table of finite positive rates. */
function checkFees(fees: unknown): void {
  if (fees === undefined) return;
  const table = fees as Record<string, unknown>;
  for (const tier of ['fastestFee', 'halfHourFee', 'hourFee', 'economyFee', 'minimumFee']) {
    const value = table[tier];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new Error(`fee table with ${tier} = ${String(value)}`);
    }
  }
}

/** Prices, when read, are a whole time and positive finite rates keyed by currency codes. */
function checkPrices(answer: BtcPrices): void {
  if (!Number.isSafeInteger(answer.time) || answer.time < 0) throw new Error(`price time ${answer.time}`);
  for (const [code, rate] of Object.entries(answer.rates)) {
    if (!/^[A-Z]{3}$/.test(code) || !Number.isFinite(rate) || rate <= 0) {
      throw new Error(`price ${code} = ${String(rate)}`);
    }
  }
}

export const EXPLORER_TARGETS: Target[] = [
  target('explorer getUtxos', bodies(listOf(utxo)), (body) => explorer(body).getUtxos(REGTEST_SEGWIT)),
  target('explorer getTx', bodies(tx), (body) => explorer(body).getTx(ASKED_TXID)),
  target('explorer getTxStatus', bodies(tx), (body) => explorer(body).getTxStatus(ASKED_TXID)),
  target('explorer getOutspend', bodies(outspend), (body) => explorer(body).getOutspend(ASKED_TXID, 0)),
  target('explorer getAddressTxs', bodies(listOf(tx, 2)), (body) =>
    explorer(body).getAddressTxs(REGTEST_SEGWIT),
  ),
  target('explorer getPrices', bodies(prices), async (body) => checkPrices(await explorer(body).getPrices())),
  target('explorer getTipHeight', fc.oneof(height, bodies(height)), (body) => explorer(body).getTipHeight()),
  target('explorer getBalance', bodies(addressAnswer), async (body) => {
    const balance = await explorer(body).getBalance(REGTEST_SEGWIT);
    if ('error' in balance && !(balance.error instanceof SatchelError)) throw balance.error;
  }),
  target('explorer getRecommendedFees', fc.oneof(bodies(recommended), bodies(estimates)), async (body) => {
    const fees = await explorer(body).getRecommendedFees();
    checkFees(fees);
    if (fees.fastestFee < FEE_RATE_MIN || fees.fastestFee > FEE_RATE_MAX) {
      throw new Error(`implausible fee table chosen: ${fees.fastestFee}`);
    }
  }),
  target(
    'explorer broadcast (node rejection)',
    fc.tuple(
      fc.oneof(
        goodHex.filter((h) => h.length > 0),
        fc.constant(RAW_TX_HEX),
      ),
      fc.oneof(
        goodTxid,
        fc.string({ maxLength: 80 }),
        fc.json({ maxDepth: 2 }),
        fc
          .tuple(fc.integer({ min: -30, max: 0 }), fc.string({ maxLength: 40 }))
          .map(
            ([code, message]) =>
              `sendrawtransaction RPC error: ${JSON.stringify({ code, message: `${message} already in block chain` })}`,
          ),
      ),
      fc.constantFrom(200, 400, 429, 500),
    ),
    ([hex, body, code]) => explorer(body, code).broadcast(hex),
  ),
  target('readUtxos', answers(listOf(utxo)), asDecoded(readUtxos)),
  target(
    'readTx',
    answers(tx),
    asDecoded((value) => readTx(value)),
  ),
  target(
    'readTxStatus',
    answers(status),
    asDecoded((value) => readTxStatus(value, '')),
  ),
  target(
    'readOutspend',
    answers(outspend),
    asDecoded((value) => readOutspend(value)),
  ),
  target('readAddress', answers(addressAnswer), asDecoded(readAddress)),
  target('readHeight', fc.oneof(height, anyValue), asDecoded(readHeight)),
  target(
    'readPrices',
    answers(prices),
    asDecoded((value) => checkPrices(readPrices(value))),
  ),
  target('feesFromRecommended', answers(recommended), (value) => checkFees(feesFromRecommended(value))),
  target('feesFromEstimates', answers(estimates), (value) => checkFees(feesFromEstimates(value))),
];

export const ORDERING_TARGETS: Target[] = [
  target('ordering estimateMint', bodies(estimate), (body) => ordering(body).estimateMint(MINT)),
  target('ordering createMintOrder', bodies(createdOrder), (body) =>
    ordering(body).createMintOrder({ ...MINT, refundAddress: REGTEST_SEGWIT }),
  ),
  target('ordering getOrder', bodies(order), (body) => ordering(body).getOrder('order-1')),
  target('ordering estimateRbf', bodies(rbf), (body) =>
    ordering(body).estimateRbf({ orderId: 'order-1', newFeeRate: 5 }),
  ),
  target('ordering executeOrder', fc.oneof(bodies(fc.object()), fc.constant('')), (body) =>
    ordering(body).executeOrder('mint', 'order-1', ASKED_TXID),
  ),
  target('parseEstimate', answers(estimate), asDecoded(parseEstimate)),
  target(
    'parseCreatedOrder',
    answers(createdOrder),
    asDecoded((v) => parseCreatedOrder(v, 'regtest')),
  ),
  target(
    'parseOrder',
    answers(order),
    asDecoded((v) => parseOrder(v, 'regtest')),
  ),
  target(
    'parseRbfEstimate',
    answers(rbf),
    asDecoded((v) => parseRbfEstimate(v, 'regtest')),
  ),
  target('parseExecuted', answers(fc.object()), asDecoded(parseExecuted)),
];

export const INDEXER_TARGETS: Target[] = [
  target('indexer getAddressAssets', bodies(addressAssets), (body) =>
    indexer(body).getAddressAssets(REGTEST_SEGWIT),
  ),
  target('indexer getAddressOutputs', bodies(listOf(output, 3)), (body) =>
    indexer(body).getAddressOutputs(REGTEST_SEGWIT),
  ),
  target('indexer assetStatus', bodies(listOf(output, 3)), (body) =>
    indexer(body).assetStatus(REGTEST_SEGWIT),
  ),
  target('indexer getOutputs', bodies(askedOutputs), (body) => indexer(body).getOutputs(ASKED_OUTPOINTS)),
  target('indexer getInscription', bodies(inscription), (body) =>
    indexer(body).getInscription(ASKED_INSCRIPTION),
  ),
  target('indexer getRune', bodies(rune), (body) => indexer(body).getRune('SATCHEL•TEST')),
  target('readAddressAssets', answers(addressAssets), asDecoded(readAddressAssets)),
  target('readOutputs', answers(listOf(output, 3)), asDecoded(readOutputs)),
  target('readInscription', answers(inscription), asDecoded(readInscription)),
  target('readRune', answers(rune), asDecoded(readRune)),
];

// ---------------------------------------------------------------------------------------------
// validatePsbt: arbitrary requests, and requests shaped like real ones with wrong parts.

const PSBTS = Object.values(namedPsbts());
const ADDRESSES = [
  ALICE.p2wpkh.address,
  ALICE.p2tr.address,
  ALICE.p2pkh.address,
  ALICE.p2shP2wpkh.address,
  BOB.p2wpkh.address,
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
] as string[];

/** A real PSBT, sometimes with a few bytes changed or cut short. */
const psbtText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PSBTS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...PSBTS),
        fc.array(fc.tuple(fc.nat(), fc.nat(255)), { minLength: 1, maxLength: 3 }),
      )
      .map(([text, edits]) => {
        const bytes = Buffer.from(text, 'base64');
        for (const [at, byte] of edits) bytes[at % bytes.length] = byte;
        return bytes.toString('base64');
      }),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...PSBTS), fc.nat()).map(([text, cut]) =>
      Buffer.from(text, 'base64')
        .subarray(0, cut % 200)
        .toString('base64'),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.base64String({ maxLength: 60 }), fc.string({ maxLength: 40 }), wrongValue),
  },
);

const signingEntry = shaped({
  address: fc.constantFrom(...ADDRESSES),
  signingIndexes: fc.array(field(fc.nat(4)), { maxLength: 4 }),
  disableAddressValidation: fc.boolean(),
});

const psbtRequest = fc.oneof(
  {
    weight: 8,
    arbitrary: shaped({
      unsignedPsbtBase64: psbtText,
      allowedSighash: fc.array(field(fc.constantFrom(0, 1, 2, 3, 0x81, 0x82, 0x83)), { maxLength: 4 }),
      signature: listOf(signingEntry, 3),
    }),
  },
  { weight: 2, arbitrary: anyValue },
);

const network = fc.constantFrom<BitcoinNetwork>('regtest', 'regtest', 'mainnet', 'testnet');

export const PSBT_TARGETS: Target[] = [
  target('validatePsbt', fc.tuple(psbtRequest, network), ([request, net]) =>
    validatePsbt(request as Parameters<typeof validatePsbt>[0], { network: net }),
  ),
];

export const ALL_TARGETS: Target[] = [
  ...EXPLORER_TARGETS,
  ...ORDERING_TARGETS,
  ...INDEXER_TARGETS,
  ...PSBT_TARGETS,
];
