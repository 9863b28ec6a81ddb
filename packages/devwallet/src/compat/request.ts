import { existsSync, readFileSync } from 'node:fs';
import type { CompatRequestInput } from '@satchel/core/compat';
import { type BitcoinNetwork, networkOfAddress } from '@satchel/core/networks';
import { decodePsbt, decodePsbtText, hasPsbtMagic, scriptToAddress } from '@satchel/core/psbt';
import { base64 } from '@scure/base';

/** The sighash names `--sign` accepts, as BIP-143 and BIP-341 spell them. */
const SIGHASH_NAMES: Record<string, number> = {
  DEFAULT: 0x00,
  ALL: 0x01,
  NONE: 0x02,
  SINGLE: 0x03,
  'ALL|ANYONECANPAY': 0x81,
  'NONE|ANYONECANPAY': 0x82,
  'SINGLE|ANYONECANPAY': 0x83,
};

/** A mistake in what the command was given (exit code 2). */
export class UsageError extends Error {}

/** `0x83`, `131` or `SINGLE|ANYONECANPAY` (case and `SIGHASH_` prefixes ignored). */
export function parseSighash(text: string): number {
  const name = text
    .trim()
    .toUpperCase()
    .replaceAll('SIGHASH_', '')
    .replace(/\s*\|\s*/g, '|');
  if (Object.hasOwn(SIGHASH_NAMES, name)) return SIGHASH_NAMES[name] as number;
  const value = /^0X[0-9A-F]+$/.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name);
  if (!Number.isInteger(value) || value < 0 || value > 0xff) throw new UsageError(`Unknown sighash: ${text}`);
  return value;
}

/** `index:address[:sighash]`, one `--sign` value. */
export function parseSignArgument(text: string): CompatRequestInput {
  const [index, address, sighash, ...rest] = text.split(':');
  const at = Number(index);
  if (!Number.isInteger(at) || at < 0 || !address || rest.length > 0) {
    throw new UsageError(`--sign takes index:address[:sighash], not ${text}`);
  }
  return { index: at, address, ...(sighash ? { sighash: parseSighash(sighash) } : {}) };
}

/** A PSBT given as a file (binary or text), base64 or hex; answered as base64. */
export function readPsbtArgument(argument: string): string {
  if (existsSync(argument)) {
    const bytes = new Uint8Array(readFileSync(argument));
    if (hasPsbtMagic(bytes)) return base64.encode(bytes);
    return decodePsbtText(new TextDecoder().decode(bytes)).base64;
  }
  return decodePsbtText(argument).base64;
}

/** Without `--sign`: every input not finalized yet, at the address it spends from. */
export function everyOpenInput(psbtBase64: string, network: BitcoinNetwork): CompatRequestInput[] {
  return decodePsbt(psbtBase64).inputs.flatMap((input, index) => {
    if (input.finalScriptSig || input.finalScriptWitness) return [];
    const script = input.witnessUtxo?.script;
    const address = script ? scriptToAddress(script, network) : undefined;
    return address ? [{ index, address }] : [];
  });
}

/** The network the named addresses are encoded for (test networks share `tb`: testnet). */
export function networkOfAddresses(addresses: readonly string[]): BitcoinNetwork | undefined {
  for (const address of addresses) {
    const family = networkOfAddress(address);
    if (family) return family;
  }
  return undefined;
}
