import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { base64 } from '@scure/base';
import { CONTROL_HEADER } from './http/control-guard';

/**
 * `npm run devnet -- inscribe|etch …`: asks a running devnet's control plane for a test
 * inscription or a test rune on an address, so a wallet has assets to show without code.
 */

export const ASSET_COMMANDS = ['inscribe', 'etch'] as const;
export type AssetCommand = (typeof ASSET_COMMANDS)[number];

const DEFAULT_DEVNET = 'http://127.0.0.1:3002';
const DEFAULT_TEXT = 'A test inscription from the Satchel devnet';

export const ASSET_USAGE = `usage: npm run devnet -- inscribe --address ADDRESS
  [--text TEXT | --file PATH [--content-type TYPE]] [--url DEVNET] [--json]
usage: npm run devnet -- etch --address ADDRESS
  [--rune NAME] [--divisibility N] [--symbol S] [--premine UNITS] [--url DEVNET] [--json]

  --address  who gets it: a wallet's ordinals (taproot) address
  --url      the running devnet (default ${DEFAULT_DEVNET}, where npm start runs it)
  --text     the inscription's text (default "${DEFAULT_TEXT}")
  --file     inscribe a file instead; its type comes from the extension or --content-type
  --rune     a rune name (A–Z, • or . between letters, 13 letters or more); default the next
             free SATCHEL•TEST•RUNE•A, •B, …
  --json     print the devnet's answer as JSON`;

/** Content types `ord wallet inscribe` would pick for the common extensions. */
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain;charset=utf-8',
  '.md': 'text/markdown;charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html;charset=utf-8',
};

class UsageError extends Error {}

interface AssetIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

function inscribeBody(values: Record<string, string | boolean | undefined>, address: string) {
  const text = values.text as string | undefined;
  const file = values.file as string | undefined;
  if (text !== undefined && file !== undefined) throw new UsageError('give --text or --file, not both');
  if (file === undefined) {
    if (values['content-type'] !== undefined) throw new UsageError('--content-type goes with --file');
    return {
      address,
      contentType: 'text/plain;charset=utf-8',
      body: base64.encode(new TextEncoder().encode(text ?? DEFAULT_TEXT)),
    };
  }
  const contentType =
    (values['content-type'] as string | undefined) ?? CONTENT_TYPES[extname(file).toLowerCase()];
  if (!contentType) throw new UsageError(`--content-type is needed for ${file}: its extension names no type`);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { address, contentType, body: base64.encode(bytes) };
}

function etchBody(values: Record<string, string | boolean | undefined>, address: string) {
  const body: Record<string, unknown> = { address };
  if (values.rune !== undefined) body.rune = values.rune;
  if (values.symbol !== undefined) body.symbol = values.symbol;
  if (values.premine !== undefined) body.premine = values.premine;
  if (values.divisibility !== undefined) {
    const d = values.divisibility as string;
    if (!/^\d{1,2}$/.test(d)) throw new UsageError('--divisibility must be a whole number from 0 to 38');
    body.divisibility = Number(d);
  }
  return body;
}

const STRING = { type: 'string' } as const;
const OPTIONS = {
  common: {
    address: STRING,
    url: { type: 'string', default: DEFAULT_DEVNET },
    json: { type: 'boolean', default: false },
  },
  inscribe: { text: STRING, file: STRING, 'content-type': STRING },
  etch: { rune: STRING, divisibility: STRING, symbol: STRING, premine: STRING },
} as const;

function parse(command: AssetCommand, args: string[]) {
  try {
    return parseArgs({ args, options: { ...OPTIONS.common, ...OPTIONS[command] } }).values as Record<
      string,
      string | boolean | undefined
    >;
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

/** Runs one asset command; resolves with the exit code (0 done, 1 the devnet refused or is down, 2 usage). */
export async function runAssetCommand(command: AssetCommand, args: string[], io: AssetIo): Promise<number> {
  let url: string;
  let json: boolean;
  let body: Record<string, unknown>;
  try {
    const values = parse(command, args);
    const address = values.address as string | undefined;
    if (!address) throw new UsageError('--address is required');
    url = String(values.url).replace(/\/+$/, '');
    json = values.json === true;
    body = command === 'inscribe' ? inscribeBody(values, address) : etchBody(values, address);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`${err.message}\n${ASSET_USAGE}`);
    return 2;
  }

  let response: Response;
  try {
    response = await fetch(`${url}/__devnet/${command}`, {
      method: 'POST',
      headers: { [CONTROL_HEADER]: '1', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    io.err(`No devnet answers at ${url} (${cause}). Is it running? Name another with --url.`);
    return 1;
  }
  const text = await response.text();
  if (!response.ok) {
    io.err(`The devnet at ${url} refused (${response.status}): ${text}`);
    return 1;
  }
  const answer = JSON.parse(text) as Record<string, string>;
  if (json) io.out(JSON.stringify(answer));
  else if (command === 'inscribe') {
    io.out(
      `Inscribed ${answer.id} to ${body.address} (commit ${answer.commitTxid}, reveal ${answer.revealTxid}).`,
    );
  } else {
    io.out(
      `Etched ${answer.spacedRune} (rune ${answer.id}) to ${body.address} (commit ${answer.commitTxid}, reveal ${answer.revealTxid}).`,
    );
  }
  return 0;
}
