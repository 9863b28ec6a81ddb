import { decodePsbt } from '../../protocol/psbt/decode';
import { allInputFacts } from '../../protocol/psbt/inputs';
import type { TapLeafScript } from '../../protocol/psbt/reader';
import { addressToScript, bytesEqual } from '../../protocol/psbt/scripts';
import type { CompatFacts, CompatInputFacts, CompatRequest, LeafKeys } from './types';

/** The data pushes of a script (BIP-62 push opcodes), without a full script decoder. */
function pushes(script: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let at = 0;
  while (at < script.length) {
    const op = script[at++] as number;
    let size = 0;
    if (op >= 0x01 && op <= 0x4b) size = op;
    else if (op === 0x4c) size = script[at++] ?? 0;
    else if (op === 0x4d) {
      size = (script[at] ?? 0) | ((script[at + 1] ?? 0) << 8);
      at += 2;
    } else if (op === 0x4e) {
      size = ((script[at] ?? 0) | ((script[at + 1] ?? 0) << 8) | ((script[at + 2] ?? 0) << 16)) >>> 0;
      size += (script[at + 3] ?? 0) * 2 ** 24;
      at += 4;
    } else continue;
    out.push(script.subarray(at, at + size));
    at += size;
  }
  return out;
}

/**
 * The best a signer can hope for in these leaves: one pushes a 32-byte x-only key (BIP-342
 * `<key> OP_CHECKSIG`), else only a 20-byte hash (a key hash, `OP_HASH160 <h> OP_EQUALVERIFY`),
 * else neither. Which key it is, only the wallet knows.
 */
export function leafKeys(leaves: readonly TapLeafScript[]): LeafKeys {
  let best: LeafKeys = 'none';
  for (const leaf of leaves) {
    for (const data of pushes(leaf.script)) {
      if (data.length === 32) return 'x-only-key';
      if (data.length === 20) best = 'key-hash';
    }
  }
  return best;
}

/**
 * What a signing request asks, read once for every wallet: per requested input, whether it
 * exists, its sighash (the PSBT's field, else the default of BIP-341 or BIP-143), the sighash the
 * request names and, for taproot inputs with leaf scripts, what the leaves push.
 * @throws SatchelError INVALID_PSBT for an unreadable PSBT.
 */
export function compatFacts(request: CompatRequest): CompatFacts {
  const psbt = decodePsbt(request.psbtBase64);
  const facts = allInputFacts(psbt.inputs);
  const inputs = request.inputs.map((asked): CompatInputFacts => {
    const input = psbt.inputs[asked.index];
    const fact = facts[asked.index];
    const base = { index: asked.index, address: asked.address };
    const named = asked.sighash === undefined ? {} : { namedSighash: asked.sighash };
    const outputAtIndex = asked.index < psbt.outputs.length;
    if (!input || !fact) {
      return {
        ...base,
        ...named,
        exists: false,
        finalized: false,
        taproot: false,
        sighash: 0x01,
        outputAtIndex,
      };
    }
    const psbtSighash = input.sighashType;
    const leaves = input.tapLeafScripts;
    const script = addressToScript(asked.address);
    return {
      ...base,
      ...named,
      exists: true,
      outputAtIndex,
      ...(fact.prevOut
        ? { spentByAddress: script !== undefined && bytesEqual(script, fact.prevOut.script) }
        : {}),
      finalized: Boolean(input.finalScriptSig || input.finalScriptWitness),
      taproot: fact.taproot,
      ...(psbtSighash === undefined ? {} : { psbtSighash }),
      sighash: fact.sighash,
      ...(fact.taproot && leaves.length > 0 && !asked.keyPath
        ? { scriptPath: { leaves: leaves.length, keys: leafKeys(leaves) } }
        : {}),
    };
  });
  return {
    inputs,
    addresses: [...new Set(request.inputs.map((input) => input.address))],
    ...(request.network ? { network: request.network } : {}),
    batch: Math.max(1, request.batch ?? 1),
  };
}
