import { hex } from '@scure/base';
import { Errors } from '../../primitives/errors';
import { ByteReader } from './byte-reader';
import { decodePsbtText } from './decode';
import { PSBT_MAGIC, PsbtInputKey } from './keys';
import { readGlobal, readMap } from './psbt-maps';

/** Each input's map, key (type and key data) → value, both as hex: BIP-174 keys are unique in a map. */
function inputMaps(text: string): Map<string, string>[] {
  const reader = new ByteReader(decodePsbtText(text).bytes.subarray(PSBT_MAGIC.length));
  const global = readGlobal(readMap(reader, 'the global map'));
  const count = global.unsignedTx?.inputs.length ?? global.inputCount ?? 0;
  const maps: Map<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const entries = readMap(reader, `input ${i}`);
    maps.push(
      new Map(entries.map((e) => [hex.encode(Uint8Array.of(e.type, ...e.keyData)), hex.encode(e.value)])),
    );
  }
  return maps;
}

const KEY_NAMES = new Map<number, string>(Object.entries(PsbtInputKey).map(([name, type]) => [type, name]));

/** BIP-174's name of an input key, e.g. `PSBT_IN_FINAL_SCRIPTWITNESS`. */
function keyName(key: string): string {
  const type = Number.parseInt(key.slice(0, 2), 16);
  const name = KEY_NAMES.get(type);
  return name ? `PSBT_IN_${name}` : `key type 0x${key.slice(0, 2)}`;
}

/** The first entry of `returned` that differs from `requested`, in words, or undefined when none does. */
function firstChange(requested: Map<string, string>, returned: Map<string, string>): string | undefined {
  for (const [key, value] of returned) {
    const before = requested.get(key);
    if (before !== value) return `${keyName(key)} ${before === undefined ? 'added' : 'changed'}`;
  }
  for (const key of requested.keys()) {
    if (!returned.has(key)) return `${keyName(key)} removed`;
  }
  return undefined;
}

/**
 * Every input the wallet was not asked to sign comes back exactly as it was sent, entry for entry
 * (BIP-174 key-value maps). What a wallet leaves on someone else's input survives a later
 * combine (BIP-174 combiner): a final scriptSig or witness there is taken as final, and a
 * transaction with it fails to broadcast, or spends that input otherwise than its owner signed.
 * @throws SatchelError `The wallet returned a transaction that differs from the one you reviewed.`
 */
export function assertUnaskedInputsKept(
  requestedPsbt: string,
  returnedPsbt: string,
  askedIndexes: readonly number[],
): void {
  let requested: Map<string, string>[];
  let returned: Map<string, string>[];
  try {
    requested = inputMaps(requestedPsbt);
    returned = inputMaps(returnedPsbt);
  } catch (cause) {
    throw Errors.walletChangedTransaction({ details: 'The returned PSBT could not be read.', cause });
  }
  const asked = new Set(askedIndexes);
  requested.forEach((map, index) => {
    if (asked.has(index)) return;
    const change = firstChange(map, returned[index] ?? new Map());
    if (change !== undefined) {
      throw Errors.walletChangedTransaction({
        details: `Input ${index}, which the wallet was not asked to sign, came back changed (${change}).`,
      });
    }
  });
}
