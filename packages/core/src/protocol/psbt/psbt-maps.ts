import { hex } from '@scure/base';
import { RawTx } from '@scure/btc-signer';
import { ByteReader, PsbtFormatError, readU32LE } from './byte-reader';
import { PsbtGlobalKey as G } from './keys';

/** A PSBT's key-value maps (BIP-174), read as entries, and its global map's fields. */

export type Entry = { type: number; keyData: Uint8Array; value: Uint8Array };

export function readMap(reader: ByteReader, where: string): Entry[] {
  const entries: Entry[] = [];
  const seen = new Set<string>();
  for (;;) {
    const keyLength = reader.compactSize();
    if (keyLength === 0) return entries;
    const key = reader.take(keyLength);
    const value = reader.take(reader.compactSize());
    // BIP-174: keys within one map must be unique.
    const id = hex.encode(key);
    if (seen.has(id)) throw new PsbtFormatError(`duplicate key ${id} in ${where}`);
    seen.add(id);
    entries.push({ type: key[0] as number, keyData: key.subarray(1), value });
  }
}

export function noKeyData(entry: Entry, name: string): Uint8Array {
  if (entry.keyData.length !== 0) throw new PsbtFormatError(`${name} key must have no key data`);
  return entry.value;
}

interface GlobalData {
  version: 0 | 2;
  unsignedTx?: ReturnType<typeof RawTx.decode>;
  txVersion?: number;
  lockTime?: number;
  inputCount?: number;
  outputCount?: number;
}

export function readGlobal(entries: Entry[]): GlobalData {
  const data: GlobalData = { version: 0 };
  for (const entry of entries) {
    switch (entry.type) {
      case G.UNSIGNED_TX: {
        const raw = noKeyData(entry, 'unsigned tx');
        try {
          data.unsignedTx = RawTx.decode(raw);
        } catch {
          throw new PsbtFormatError('the unsigned transaction is malformed');
        }
        break;
      }
      case G.TX_VERSION:
        data.txVersion = readU32LE(noKeyData(entry, 'tx version')) | 0;
        break;
      case G.FALLBACK_LOCKTIME:
        data.lockTime = readU32LE(noKeyData(entry, 'fallback locktime'));
        break;
      case G.INPUT_COUNT:
        data.inputCount = new ByteReader(noKeyData(entry, 'input count')).compactSize();
        break;
      case G.OUTPUT_COUNT:
        data.outputCount = new ByteReader(noKeyData(entry, 'output count')).compactSize();
        break;
      case G.VERSION: {
        const version = readU32LE(noKeyData(entry, 'PSBT version'));
        if (version !== 0 && version !== 2) throw new PsbtFormatError(`unsupported PSBT version ${version}`);
        data.version = version;
        break;
      }
      default:
        break;
    }
  }
  return data;
}
