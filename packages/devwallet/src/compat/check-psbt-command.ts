import { parseArgs } from 'node:util';
import { describeCause, SatchelError } from '@satchel/core/errors';
import { isBitcoinNetwork } from '@satchel/core/networks';
import { checkPsbtAcrossWallets } from './check';
import { formatJson, formatTable } from './format';
import { parseSignArgument, UsageError } from './request';

const USAGE = `usage: npm run check-psbt -- <file|base64|hex> [--sign index:address[:sighash]]...
  [--network mainnet|testnet|testnet4|signet|regtest] [--mnemonic WORDS] [--json]

  Runs one PSBT signing request against every wallet family of the Satchel Dev Wallet and says,
  per wallet, whether it signs (yes / no / some inputs / unknown), which inputs, with which
  sighash, finalized or not, what it answers (hex or base64, whole PSBT or signatures), and a
  refusal in the wallet's own words with its source.

  --sign      an input to sign, the address that signs it and optionally the sighash the request
              names (0x83, 131 or SINGLE|ANYONECANPAY); repeat for more. Default: every input
              not finalized, at the address it spends from.
  --network   default: read from the --sign addresses (tb1… reads as testnet), else mainnet.
  --mnemonic  the throwaway key ring the Dev Wallet's signer uses where the addresses are its own,
              on test networks only (default: the BIP-39 test mnemonic "abandon … about").
  --json      the report as JSON, for CI.`;

/** Where the command writes: the process's streams, or a caller's (the tests run it in their process). */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

function main(argv: string[], out: CliOutput): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      sign: { type: 'string', multiple: true },
      network: { type: 'string' },
      mnemonic: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    out.stdout(`${USAGE}\n`);
    return 0;
  }
  // `check-psbt` may be named first (`satchel-devwallet check-psbt …`).
  const args = positionals[0] === 'check-psbt' ? positionals.slice(1) : positionals;
  if (args.length !== 1 || !args[0]) throw new UsageError('Give exactly one PSBT (a file, base64 or hex).');
  if (values.network !== undefined && !isBitcoinNetwork(values.network)) {
    throw new UsageError(`--network must be one of mainnet, testnet, testnet4, signet, regtest`);
  }
  const report = checkPsbtAcrossWallets(args[0], {
    sign: (values.sign ?? []).map(parseSignArgument),
    ...(values.network ? { network: values.network } : {}),
    ...(values.mnemonic ? { mnemonic: values.mnemonic } : {}),
  });
  out.stdout(`${values.json ? formatJson(report) : formatTable(report)}\n`);
  return 0;
}

/** What went wrong, in words: a refusal's message and its details; never a stack trace. */
function reason(error: unknown): string {
  if (error instanceof SatchelError)
    return error.details ? `${error.message}: ${error.details}` : error.message;
  return describeCause(error);
}

/**
 * `check-psbt` with its arguments: the report on `out.stdout` and 0; a usage mistake's reason and
 * the usage on `out.stderr` and 2; any other failure's reason, never a stack trace, and 1.
 */
export function checkPsbtCli(argv: string[], out: CliOutput): number {
  try {
    return main(argv, out);
  } catch (error) {
    // Node's argument parser names its errors with a string code (`ERR_PARSE_ARGS_…`); Satchel's
    // errors carry a number there.
    const code: unknown = (error as { code?: unknown } | null)?.code;
    const usage =
      error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
    out.stderr(`${reason(error)}\n${usage ? `${USAGE}\n` : ''}`);
    return usage ? 2 : 1;
  }
}
