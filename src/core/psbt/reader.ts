import { hex } from '@scure/base';
import { RawTx, RawWitness } from '@scure/btc-signer';
import { sha256x2 } from '@scure/btc-signer/utils.js';
import { ByteReader, PsbtFormatError, readU32LE, readU64LE } from './byte-reader';

/**
 * A lean PSBT reader (BIP-174 v0 and BIP-370 v2) that keeps each map entry as raw bytes and
 * decodes only what validation and the inspector read. Parsing with @scure/btc-signer's
 * Transaction.fromPSBT validates every bip32Derivation public key on the curve, which costs
 * ~0.2 ms per input; signing is left to the wallet, which parses the PSBT fully anyway.
 */

export interface PrevOut {
  script: Uint8Array;
  amount: bigint;
}

export interface PsbtInputData {
  txid: string;
  vout: number;
  sequence: number;
  witnessUtxo?: PrevOut;
  /** Raw previous transaction (BIP-174 PSBT_IN_NON_WITNESS_UTXO). */
  nonWitnessUtxo?: Uint8Array;
  sighashType?: number;
  partialSigs: Uint8Array[];
  redeemScript?: Uint8Array;
  witnessScript?: Uint8Array;
  finalScriptSig?: Uint8Array;
  finalScriptWitness?: Uint8Array[];
  tapKeySig?: Uint8Array;
  tapScriptSigs: Uint8Array[];
  /** Control blocks of PSBT_IN_TAP_LEAF_SCRIPT entries (BIP-371). */
  tapControlBlocks: Uint8Array[];
  tapInternalKey?: Uint8Array;
  bip32DerivationCount: number;
}

export interface PsbtOutputData {
  script: Uint8Array;
  amount: bigint;
  tapTree?: Uint8Array;
}

export interface DecodedPsbt {
  psbtVersion: 0 | 2;
  txVersion: number;
  lockTime: number;
  inputs: PsbtInputData[];
  outputs: PsbtOutputData[];
}

type Entry = { type: number; keyData: Uint8Array; value: Uint8Array };

const MAGIC = [0x70, 0x73, 0x62, 0x74, 0xff];

function readMap(reader: ByteReader, where: string): Entry[] {
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

function noKeyData(entry: Entry, name: string): Uint8Array {
  if (entry.keyData.length !== 0) throw new PsbtFormatError(`${name} key must have no key data`);
  return entry.value;
}

function readPrevOut(value: Uint8Array): PrevOut {
  const reader = new ByteReader(value);
  const amount = readU64LE(reader.take(8));
  const script = reader.take(reader.compactSize());
  if (!reader.done) throw new PsbtFormatError('witness UTXO has trailing bytes');
  return { amount, script };
}

function readWitnessStack(value: Uint8Array): Uint8Array[] {
  try {
    return RawWitness.decode(value);
  } catch {
    throw new PsbtFormatError('final script witness is malformed');
  }
}

interface GlobalData {
  version: 0 | 2;
  unsignedTx?: ReturnType<typeof RawTx.decode>;
  txVersion?: number;
  lockTime?: number;
  inputCount?: number;
  outputCount?: number;
}

function readGlobal(entries: Entry[]): GlobalData {
  const data: GlobalData = { version: 0 };
  for (const entry of entries) {
    switch (entry.type) {
      case 0x00: {
        const raw = noKeyData(entry, 'unsigned tx');
        try {
          data.unsignedTx = RawTx.decode(raw);
        } catch {
          throw new PsbtFormatError('the unsigned transaction is malformed');
        }
        break;
      }
      case 0x02:
        data.txVersion = readU32LE(noKeyData(entry, 'tx version')) | 0;
        break;
      case 0x03:
        data.lockTime = readU32LE(noKeyData(entry, 'fallback locktime'));
        break;
      case 0x04:
        data.inputCount = new ByteReader(noKeyData(entry, 'input count')).compactSize();
        break;
      case 0x05:
        data.outputCount = new ByteReader(noKeyData(entry, 'output count')).compactSize();
        break;
      case 0xfb: {
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

function readInput(entries: Entry[], index: number, psbtVersion: 0 | 2): PsbtInputData {
  const input: PsbtInputData = {
    txid: '',
    vout: -1,
    sequence: 0xffffffff,
    partialSigs: [],
    tapScriptSigs: [],
    tapControlBlocks: [],
    bip32DerivationCount: 0,
  };
  for (const entry of entries) {
    switch (entry.type) {
      case 0x00:
        input.nonWitnessUtxo = noKeyData(entry, 'non-witness UTXO');
        break;
      case 0x01:
        input.witnessUtxo = readPrevOut(noKeyData(entry, 'witness UTXO'));
        break;
      case 0x02:
        if (entry.keyData.length !== 33 && entry.keyData.length !== 65) {
          throw new PsbtFormatError(`input ${index} has a partial signature with a malformed public key`);
        }
        input.partialSigs.push(entry.value);
        break;
      case 0x03:
        input.sighashType = readU32LE(noKeyData(entry, 'sighash type'));
        break;
      case 0x04:
        input.redeemScript = noKeyData(entry, 'redeem script');
        break;
      case 0x05:
        input.witnessScript = noKeyData(entry, 'witness script');
        break;
      case 0x06:
        if (entry.keyData.length !== 33 && entry.keyData.length !== 65) {
          throw new PsbtFormatError(`input ${index} has a bip32 derivation with a malformed public key`);
        }
        if (entry.value.length < 4 || entry.value.length % 4 !== 0) {
          throw new PsbtFormatError(`input ${index} has a malformed bip32 derivation path`);
        }
        input.bip32DerivationCount++;
        break;
      case 0x07:
        input.finalScriptSig = noKeyData(entry, 'final scriptSig');
        break;
      case 0x08:
        input.finalScriptWitness = readWitnessStack(noKeyData(entry, 'final script witness'));
        break;
      case 0x0e:
        if (entry.value.length !== 32)
          throw new PsbtFormatError(`input ${index} previous txid must be 32 bytes`);
        input.txid = hex.encode(Uint8Array.from(entry.value).reverse());
        break;
      case 0x0f:
        input.vout = readU32LE(noKeyData(entry, 'output index'));
        break;
      case 0x10:
        input.sequence = readU32LE(noKeyData(entry, 'sequence'));
        break;
      case 0x13:
        input.tapKeySig = noKeyData(entry, 'taproot key signature');
        break;
      case 0x14:
        input.tapScriptSigs.push(entry.value);
        break;
      case 0x15:
        input.tapControlBlocks.push(entry.keyData);
        break;
      case 0x17:
        input.tapInternalKey = noKeyData(entry, 'taproot internal key');
        if (input.tapInternalKey.length !== 32)
          throw new PsbtFormatError(`input ${index} internal key must be 32 bytes`);
        break;
      default:
        break;
    }
  }
  if (psbtVersion === 2 && (input.txid === '' || input.vout < 0)) {
    throw new PsbtFormatError(`input ${index} lacks its previous outpoint`);
  }
  return input;
}

function readOutput(entries: Entry[], index: number): Partial<PsbtOutputData> {
  const output: Partial<PsbtOutputData> = {};
  for (const entry of entries) {
    if (entry.type === 0x03) output.amount = readU64LE(noKeyData(entry, 'output amount'));
    else if (entry.type === 0x04) output.script = noKeyData(entry, 'output script');
    else if (entry.type === 0x06) output.tapTree = noKeyData(entry, 'taproot tree');
  }
  if (output.amount !== undefined && output.amount > 21_000_000n * 100_000_000n) {
    throw new PsbtFormatError(`output ${index} amount exceeds the supply`);
  }
  return output;
}

/** Parses PSBT bytes; throws PsbtFormatError with a short reason when they are not a valid PSBT. */
export function readPsbt(bytes: Uint8Array): DecodedPsbt {
  if (bytes.length < MAGIC.length || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new PsbtFormatError('the data does not start with the PSBT magic bytes');
  }
  const reader = new ByteReader(bytes.subarray(MAGIC.length));
  const global = readGlobal(readMap(reader, 'the global map'));
  let inputCount: number;
  let outputCount: number;
  if (global.version === 0) {
    if (!global.unsignedTx) throw new PsbtFormatError('the unsigned transaction is missing');
    inputCount = global.unsignedTx.inputs.length;
    outputCount = global.unsignedTx.outputs.length;
    for (const txIn of global.unsignedTx.inputs) {
      if (txIn.finalScriptSig.length > 0)
        throw new PsbtFormatError('the unsigned transaction has a scriptSig');
    }
  } else {
    if (global.unsignedTx)
      throw new PsbtFormatError('a version 2 PSBT must not carry an unsigned transaction');
    if (
      global.inputCount === undefined ||
      global.outputCount === undefined ||
      global.txVersion === undefined
    ) {
      throw new PsbtFormatError('a version 2 PSBT lacks its input count, output count or tx version');
    }
    inputCount = global.inputCount;
    outputCount = global.outputCount;
  }
  const inputs: PsbtInputData[] = [];
  for (let i = 0; i < inputCount; i++) {
    const input = readInput(readMap(reader, `input ${i}`), i, global.version);
    const txIn = global.unsignedTx?.inputs[i];
    if (txIn) {
      input.txid = hex.encode(txIn.txid);
      input.vout = txIn.index;
      input.sequence = txIn.sequence;
    }
    inputs.push(input);
  }
  const outputs: PsbtOutputData[] = [];
  for (let i = 0; i < outputCount; i++) {
    const output = readOutput(readMap(reader, `output ${i}`), i);
    const txOut = global.unsignedTx?.outputs[i];
    const script = txOut?.script ?? output.script;
    const amount = txOut?.amount ?? output.amount;
    if (script === undefined || amount === undefined)
      throw new PsbtFormatError(`output ${i} lacks its script or amount`);
    outputs.push({ script, amount, ...(output.tapTree ? { tapTree: output.tapTree } : {}) });
  }
  if (!reader.done) throw new PsbtFormatError('there are trailing bytes after the last output');
  return {
    psbtVersion: global.version,
    txVersion: global.unsignedTx?.version ?? global.txVersion ?? 2,
    lockTime: global.unsignedTx?.lockTime ?? global.lockTime ?? 0,
    inputs,
    outputs,
  };
}

const provenPrevOuts = new WeakMap<PsbtInputData, PrevOut>();

/**
 * The output an input spends, from witnessUtxo or from the full previous transaction. BIP-174:
 * a non-witness UTXO must hash to the input's prevout txid, otherwise its amounts are unproven.
 */
export function prevOutOf(input: PsbtInputData): PrevOut | undefined {
  if (input.nonWitnessUtxo) {
    const known = provenPrevOuts.get(input);
    if (known) return known;
    let tx: ReturnType<typeof RawTx.decode>;
    try {
      tx = RawTx.decode(input.nonWitnessUtxo);
    } catch {
      throw new PsbtFormatError('a non-witness UTXO is not a valid transaction');
    }
    const stripped = tx.segwitFlag
      ? RawTx.encode({ ...tx, segwitFlag: false, witnesses: undefined })
      : input.nonWitnessUtxo;
    if (hex.encode(sha256x2(stripped).reverse()) !== input.txid) {
      throw new PsbtFormatError(`the non-witness UTXO of ${input.txid}:${input.vout} has a different txid`);
    }
    const out = tx.outputs[input.vout];
    if (!out) throw new PsbtFormatError(`the non-witness UTXO has no output ${input.vout}`);
    const prevOut = { script: out.script, amount: out.amount };
    provenPrevOuts.set(input, prevOut);
    return prevOut;
  }
  return input.witnessUtxo;
}
