import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { listingPsbt, scriptPathPsbt, twoAddressPsbt } from '../../../../test/compat/psbts';
import { familyName, SUBJECT } from '../../../../test/subjects';
import { FAMILIES, type Family } from '../config';
import { checkPsbtCli } from './check-psbt-command';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'check-psbt-'));

/** `npm run check-psbt -- …`, as a person or CI runs it: a process of its own. */
function spawned(...args: string[]) {
  const out = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['packages/devwallet/src/compat/cli.ts', ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
}

/**
 * The same command run in this process, its output collected: a process of its own costs about
 * two seconds of CPU to start (TypeScript and every wallet SDK loaded anew), so only the checks of
 * the process itself spawn one: a file argument read, and the exit codes a shell sees.
 */
function run(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = checkPsbtCli(args, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { status, stdout, stderr };
}

interface JsonRow {
  family: string;
  versions: string | null;
  signs: string;
  inputsSigned: number[];
  finalized: boolean;
  format: { encoding: string };
  refusal: { words: string; source: string; reason: string } | null;
  basis: string;
  source: string;
  sources: string[];
  simulated: { finalized: boolean; psbt: string; error?: string } | null;
}

function json(...args: string[]): { network: string; wallets: JsonRow[] } {
  const result = run(...args, '--json');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return JSON.parse(result.stdout);
}

/** The wallet's display name, for the test titles. */

const row = (report: { wallets: JsonRow[] }, family: Family) =>
  report.wallets.find((w) => w.family === family) as JsonRow;

function expectEveryFamily(report: { wallets: JsonRow[] }) {
  // A family whose version ranges differ has a row per range, next to each other.
  expect([...new Set(report.wallets.map((w) => w.family))]).toEqual([...FAMILIES]);
  expect(report.wallets.length).toBeGreaterThanOrEqual(13);
  for (const wallet of report.wallets) {
    expect(wallet.source, wallet.family).not.toBe('');
    expect(wallet.sources.length, wallet.family).toBeGreaterThan(0);
  }
}

describe('satchel-devwallet check-psbt', () => {
  it('a listing file (0x83 on input 0): the table and the JSON, every family with its source', () => {
    const listing = listingPsbt('mainnet');
    const file = join(dir, 'listing.psbt');
    writeFileSync(file, base64.decode(listing.psbtBase64));
    const table = spawned(file);
    expect(table.status).toBe(0);
    expect(table.stdout).toContain('WALLET');
    expect(table.stdout).toContain('“Sighash type is not allowed.');
    expect(table.stdout).toContain('--sign index:address:0x83');

    const report = json(file);
    expectEveryFamily(report);
    expect(report.network).toBe('mainnet');
    expect(row(report, SUBJECT.injected)).toMatchObject({
      signs: 'no',
      refusal: { source: expect.stringContaining('dev-support/issues/33') },
    });
    expect(row(report, SUBJECT.satsConnect)).toMatchObject({
      signs: 'yes',
      inputsSigned: [0],
      finalized: false,
    });

    const named = json(
      listing.psbtBase64,
      '--sign',
      `0:${listing.seller.ordinals.address}:SINGLE|ANYONECANPAY`,
    );
    expect(row(named, SUBJECT.injected)).toMatchObject({
      signs: 'yes',
      finalized: true,
      format: { encoding: 'hex' },
    });
  });

  it('a listing: Leather gets one row per version range, the range named; one row when the ranges agree', () => {
    const listing = listingPsbt('mainnet');
    const table = run(listing.psbtBase64);
    expect(table.status).toBe(0);
    const lines = table.stdout.split('\n');
    expect(lines.find((l) => l.startsWith('Leather 6.74 and later '))).toMatch(
      /^Leather 6\.74 and later\s+no\s+-\s+0:0x83\s/,
    );
    expect(lines.find((l) => l.startsWith('Leather up to 6.73.x '))).toMatch(
      /^Leather up to 6\.73\.x\s+yes\s+0\s+0:0x83\s/,
    );

    const report = json(listing.psbtBase64);
    const leather = report.wallets.filter((w) => w.family === 'leather');
    expect(leather.map((w) => [w.versions, w.signs])).toEqual([
      ['6.74 and later', 'no'],
      ['up to 6.73.x', 'yes'],
    ]);

    const named = json(listing.psbtBase64, '--sign', `0:${listing.seller.ordinals.address}:0x83`);
    expect(named.wallets.filter((w) => w.family === 'leather')).toMatchObject([
      { signs: 'yes', versions: null },
    ]);
  });

  it('on a test network with the key ring’s addresses, the Dev Wallet’s signer signs too', () => {
    const listing = listingPsbt('regtest');
    const report = json(listing.psbtBase64, '--sign', `0:${listing.seller.ordinals.address}:0x83`);
    expect(report.network).toBe('regtest');
    const satsConnect = row(report, SUBJECT.satsConnect);
    expect(satsConnect.basis).toBe('rules + signer');
    expect(satsConnect.simulated).toMatchObject({ finalized: false });
    expect(satsConnect.simulated?.error).toBeUndefined();
    // OYL finalizes what it signs; @scure/btc-signer will not finalize an input of a transaction
    // whose outputs exceed its inputs, which a listing's are until the buyer adds theirs.
    expect(row(report, 'oyl').simulated?.error).toMatch(/^Not finalized: /);
  });

  it(`a script-path input (hex): ${familyName(SUBJECT.satsConnect)} refuses in its words, ${familyName(SUBJECT.injected)} signs, ${familyName(SUBJECT.rpc)} leaves it out`, () => {
    const spend = scriptPathPsbt('mainnet');
    const hexPsbt = Buffer.from(base64.decode(spend.psbtBase64)).toString('hex');
    const report = json(hexPsbt, '--sign', `0:${spend.address}`);
    expectEveryFamily(report);
    expect(row(report, SUBJECT.satsConnect).refusal).toMatchObject({ words: 'No taproot scripts signed' });
    expect(row(report, SUBJECT.injected).signs).toBe('yes');
    expect(row(report, SUBJECT.rpc).signs).toBe('no');
  });

  it('two addresses in one request: the single-address wallets refuse, the others sign both', () => {
    const two = twoAddressPsbt('testnet');
    const report = json(
      two.psbtBase64,
      '--sign',
      `0:${two.owner.ordinals.address}`,
      '--sign',
      `1:${two.owner.payment.address}`,
    );
    expectEveryFamily(report);
    expect(report.network).toBe('testnet');
    expect(row(report, SUBJECT.injected).refusal?.words).toBe('invalid address in toSignInput');
    expect(row(report, SUBJECT.rpc)).toMatchObject({
      signs: 'yes',
      inputsSigned: [0, 1],
      basis: 'rules + signer',
    });
    expect(row(report, 'oyl').simulated).toMatchObject({ finalized: true });
    expect(row(report, 'oyl').finalized).toBe(true);
  });

  it('usage mistakes exit 2 with the usage; a PSBT that does not parse exits 1', () => {
    // The process's own exit codes, as a shell sees them.
    const bad = spawned('cHNidP8=', '--sign', 'zero:abc');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('usage: npm run check-psbt --');
    expect(run('not a psbt').status).toBe(1);
  });

  it('an unreadable PSBT gives its reason and exit 1, never a stack trace', () => {
    const listing = base64.decode(listingPsbt('mainnet').psbtBase64);
    const binary = join(dir, 'random.bin');
    writeFileSync(binary, randomBytes(512));
    const cases: [string, RegExp][] = [
      ['junk', /^Invalid PSBT: /],
      [Buffer.from(listing.subarray(0, 40)).toString('hex'), /^Invalid PSBT: the PSBT is truncated/],
      [base64.encode(listing.subarray(0, 40)), /^Invalid PSBT: the PSBT is truncated/],
      [binary, /^The PSBT is neither valid base64 nor hex/],
    ];
    for (const [argument, reason] of cases) {
      const result = run(argument);
      expect(result.status, argument).toBe(1);
      expect(result.stdout, argument).toBe('');
      expect(result.stderr, argument).toMatch(reason);
      expect(result.stderr, argument).not.toMatch(/TypeError|\n\s+at /);
    }
  });

  it('an address that does not spend the input it names is a "no" with the reason, for every wallet', () => {
    const listing = listingPsbt('mainnet');
    const report = json(listing.psbtBase64, '--sign', `0:${listing.seller.payment.address}:0x83`);
    expectEveryFamily(report);
    const words = `${listing.seller.payment.address} does not spend input 0, so its key cannot sign it`;
    for (const wallet of report.wallets) {
      expect(wallet.signs, wallet.family).toBe('no');
      // A wallet that turns the whole request down first (MetaMask rebuilds the PSBT) says so instead.
      if (wallet.refusal?.reason !== 'rebuilds') expect(wallet.refusal?.words, wallet.family).toBe(words);
    }
    expect(row(report, SUBJECT.satsConnect).refusal?.words).toBe(words);
    expect(row(report, SUBJECT.injected).refusal?.words).toBe(words);
  });
});
