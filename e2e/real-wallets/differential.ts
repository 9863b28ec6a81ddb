import { writeFile } from 'node:fs/promises';
import { chromium, type TestInfo } from '@playwright/test';
import type { RealWalletName } from '../../packages/devwallet/src/kit/real/types';
import { REAL_WALLETS } from '../../packages/devwallet/src/kit/real/wallet';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import type { Row } from './differential-scripts';
import { expect, test, type WalletRig } from './fixtures';
import { type Shape, shapeOf, withoutKeys } from './shape';
import { devWalletSide, type Outcome, realSide } from './sides';
import { TARGETS } from './targets';

/**
 * The same scripted calls go to the Dev Wallet's family of each real wallet of the tier
 * (`targets.ts`: Leather 6.73.4 and UniSat 1.7.3) and to the real extension, each side in a page of its own on the same
 * devnet, with the same mnemonic. Compared per call: whether a popup appeared, resolved or
 * rejected, and the answer's shape (keys and types, error codes and texts, hex or base64, PSBT
 * inputs finalized or not and their hash types; `shape.ts`), never key-dependent values. Every
 * difference is either fixed in the family or listed below with why it stays; a listed difference
 * that no longer shows fails too, so the lists stay true.
 */

interface Known {
  why: string;
  /** When the difference is only these keys, the rest of the answer must still agree. */
  onlyKeys?: string[];
}

const DESCRIPTOR: Known = {
  why:
    'Each BTC entry carries `descriptor`, which @leather.io/rpc 2.21.16 requires and Leather 6.73.4 ' +
    'does not send yet; the family answers as the published types say.',
  onlyKeys: ['descriptor'],
};

const KNOWN: Record<RealWalletName, Record<string, Known>> = {
  leather: {
    getInfo: {
      why:
        'Leather 6.73.4 lists getInfo among its methods but has no handler for it (-32601); ' +
        '@leather.io/rpc 2.21.16 defines it, and the family answers as that release types it.',
    },
    supportedMethods: {
      why:
        'Leather 6.73.4 also lists `open` and `openSwap`, which open its own screens; the family ' +
        'lists only the methods it answers, with Leather’s links.',
    },
    'getAddresses (first)': DESCRIPTOR,
    'getAddresses (again, after connect)': DESCRIPTOR,
    'signPsbt SINGLE|ANYONECANPAY without allowedSighash': {
      why:
        'Leather 6.73.4 prompts and signs any hash type; the family refuses (-32602, before any ' +
        'prompt) a hash type other than ALL/DEFAULT that allowedSighash does not list, as Leather ' +
        'does since leather-io/mono#2667.',
    },
  },
  unisat: {},
};

/**
 * The same mnemonic gives the same addresses, or why not. Not a shape, so checked apart from the
 * calls: an app that funds a known test address depends on it.
 */
const SAME_ADDRESSES: Record<RealWalletName, true | string> = {
  leather: true,
  unisat:
    "UniSat keeps coin type 0 on testnet (m/84'/0'/0'/0/0); the Dev Wallet derives every family " +
    "on a test network with coin type 1 (m/84'/1'/0'/0/0, SLIP-44), one key ring for all of them.",
};

/** One side's row as compared: popup, resolved or rejected, and the answer's shape. */
function compared(outcome: Outcome): Shape {
  return {
    popup: String(outcome.popup),
    outcome: outcome.ok ? 'resolved' : 'rejected',
    answer: shapeOf(outcome.value),
  };
}

const same = (a: Shape, b: Shape) => JSON.stringify(a) === JSON.stringify(b);
const cell = (shape: Shape) => `\`${JSON.stringify(shape).replace(/\|/g, '\\|')}\``;

/**
 * Runs one wallet's script on both sides, on the wallet's own devnet of the worker (the origin of
 * the script's page is the devnet's, which the app's tests never connect): the real extension's rows
 * first, then the Dev Wallet's, in a browser of its own with the same mnemonic.
 */
async function runBoth(wallet: RealWalletName, rig: WalletRig): Promise<[Row[], Row[]]> {
  const { network, script } = TARGETS[wallet];
  const plain = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const url = `${rig.devnet.url}/differential`;
    const realRows = await script(await realSide(rig.wallet, url, wallet), rig.devnet);
    const options = {
      impersonate: [wallet],
      network,
      esploraUrl: `${rig.devnet.url}/api`,
      mnemonic: rig.wallet.mnemonic,
    };
    const devRows = await script(await devWalletSide(plain, url, wallet, options), rig.devnet);
    return [devRows, realRows];
  } finally {
    await plain.close();
  }
}

/** The record side by side, written beside the test's results and attached to it. */
async function record(wallet: RealWalletName, devRows: Row[], realRows: Row[], testInfo: TestInfo) {
  const real = new Map(realRows.map(([name, outcome]) => [name, compared(outcome)]));
  const lines = ['| call | Dev Wallet | real | same |', '|---|---|---|---|'];
  for (const [name, outcome] of devRows) {
    const dev = compared(outcome);
    const theirs = real.get(name) ?? 'not called';
    const verdict = same(dev, theirs) ? 'yes' : name in KNOWN[wallet] ? 'no (listed)' : '**no**';
    lines.push(`| ${name} | ${cell(dev)} | ${cell(theirs)} | ${verdict} |`);
  }
  const files: [string, string][] = [
    [`${wallet}-differential.md`, `${lines.join('\n')}\n`],
    [`${wallet}-differential.json`, JSON.stringify({ devWallet: devRows, real: realRows }, null, 2)],
  ];
  for (const [name, body] of files) {
    const path = testInfo.outputPath(name);
    await writeFile(path, body);
    await testInfo.attach(name, { path });
  }
}

/**
 * The calls that differ and are not listed (or differ in more than their listed keys), and the
 * listed ones that no longer differ.
 */
function verdicts(wallet: RealWalletName, devRows: Row[], realRows: Row[]) {
  const real = new Map(realRows.map(([name, outcome]) => [name, compared(outcome)]));
  const unexpected: string[] = [];
  const stale: string[] = [];
  for (const [name, outcome] of devRows) {
    const dev = compared(outcome);
    const theirs = real.get(name) ?? 'not called';
    const known = KNOWN[wallet][name];
    if (!known) {
      if (!same(dev, theirs)) unexpected.push(name);
    } else if (same(dev, theirs)) stale.push(name);
    else if (known.onlyKeys && !same(withoutKeys(dev, known.onlyKeys), withoutKeys(theirs, known.onlyKeys))) {
      unexpected.push(`${name} (beyond ${known.onlyKeys.join(', ')})`);
    }
  }
  const { addresses } = TARGETS[wallet];
  const sameAddresses = JSON.stringify(addresses(devRows)) === JSON.stringify(addresses(realRows));
  return { unexpected, stale, sameAddresses };
}

/** The differential test's title. */
export const differentialTitle = (wallet: RealWalletName) =>
  `${wallet}: the Dev Wallet family answers as ${TARGETS[wallet].name} ${REAL_WALLETS[wallet].version} does`;

/**
 * The differential test's body. Each wallet's file runs it last, with its worker's extension: one
 * set-up of the extension a worker, not two, and the script's sends then spend nothing the file's
 * other tests count on.
 */
export async function differential(wallet: RealWalletName, rig: WalletRig, testInfo: TestInfo) {
  test.setTimeout(360_000);
  const [devRows, realRows] = await runBoth(wallet, rig);
  await record(wallet, devRows, realRows, testInfo);
  expect(verdicts(wallet, devRows, realRows)).toEqual({
    unexpected: [],
    stale: [],
    sameAddresses: SAME_ADDRESSES[wallet] === true,
  });
}
