import { hex } from '@scure/base';
import { RawTx, RawWitness } from '@scure/btc-signer';
import { sha256x2 } from '@scure/btc-signer/utils.js';
import { MAX_SATS } from '../../primitives/units';
import { ByteReader, PsbtFormatError, readU32LE, readU64LE } from './byte-reader';
import { hasPsbtMagic, PsbtInputKey as I, PsbtOutputKey as O, PSBT_MAGIC } from './keys';
import { type Entry, noKeyData, readGlobal, readMap } from './psbt-maps';

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

/** A PSBT_IN_PARTIAL_SIG entry: the signing key (key data) and the DER signature plus sighash byte. */
interface PartialSig {
  pubkey: Uint8Array;
  signature: Uint8Array;
}

/** A PSBT_IN_TAP_SCRIPT_SIG entry (BIP-371): key data is the x-only key and the leaf hash. */
interface TapScriptSig {
  pubkey: Uint8Array;
  leafHash: Uint8Array;
  signature: Uint8Array;
}

/** A PSBT_IN_TAP_LEAF_SCRIPT entry (BIP-371): key data is the control block, value script || leaf version. */
export interface TapLeafScript {
  controlBlock: Uint8Array;
  script: Uint8Array;
}

export interface PsbtInputData {
  txid: string;
  vout: number;
  sequence: number;
  witnessUtxo?: PrevOut;
  /** Raw previous transaction (BIP-174 PSBT_IN_NON_WITNESS_UTXO). */
  nonWitnessUtxo?: Uint8Array;
  sighashType?: number;
  partialSigs: PartialSig[];
  redeemScript?: Uint8Array;
  witnessScript?: Uint8Array;
  finalScriptSig?: Uint8Array;
  finalScriptWitness?: Uint8Array[];
  tapKeySig?: Uint8Array;
  tapScriptSigs: TapScriptSig[];
  /** Control blocks of PSBT_IN_TAP_LEAF_SCRIPT entries (BIP-371). */
  tapControlBlocks: Uint8Array[];
  /** PSBT_IN_TAP_LEAF_SCRIPT entries whole: control block (key) and leaf script (value less its version byte). */
  tapLeafScripts: TapLeafScript[];
  tapInternalKey?: Uint8Array;
  /** PSBT_IN_TAP_MERKLE_ROOT (BIP-371). */
  tapMerkleRoot?: Uint8Array;
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

/** As Bitcoin Core's MoneyRange: no amount, nor any total, can exceed the 21,000,000 BTC supply. */
function checkAmount(amount: bigint, where: string): bigint {
  if (amount > MAX_SATS) throw new PsbtFormatError(`${where} amount is above 21,000,000 BTC`);
  return amount;
}

function readPrevOut(value: Uint8Array, index: number): PrevOut {
  const reader = new ByteReader(value);
  const amount = checkAmount(readU64LE(reader.take(8)), `input ${index} witness UTXO`);
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

function readInput(entries: Entry[], index: number, psbtVersion: 0 | 2): PsbtInputData {
  const input: PsbtInputData = {
    txid: '',
    vout: -1,
    sequence: 0xffffffff,
    partialSigs: [],
    tapScriptSigs: [],
    tapControlBlocks: [],
    tapLeafScripts: [],
    bip32DerivationCount: 0,
  };
  for (const entry of entries) {
    switch (entry.type) {
      case I.NON_WITNESS_UTXO:
        input.nonWitnessUtxo = noKeyData(entry, 'non-witness UTXO');
        break;
      case I.WITNESS_UTXO:
        input.witnessUtxo = readPrevOut(noKeyData(entry, 'witness UTXO'), index);
        break;
      case I.PARTIAL_SIG:
        if (entry.keyData.length !== 33 && entry.keyData.length !== 65) {
          throw new PsbtFormatError(`input ${index} has a partial signature with a malformed public key`);
        }
        input.partialSigs.push({ pubkey: entry.keyData, signature: entry.value });
        break;
      case I.SIGHASH_TYPE:
        input.sighashType = readU32LE(noKeyData(entry, 'sighash type'));
        break;
      case I.REDEEM_SCRIPT:
        input.redeemScript = noKeyData(entry, 'redeem script');
        break;
      case I.WITNESS_SCRIPT:
        input.witnessScript = noKeyData(entry, 'witness script');
        break;
      case I.BIP32_DERIVATION:
        if (entry.keyData.length !== 33 && entry.keyData.length !== 65) {
          throw new PsbtFormatError(`input ${index} has a bip32 derivation with a malformed public key`);
        }
        if (entry.value.length < 4 || entry.value.length % 4 !== 0) {
          throw new PsbtFormatError(`input ${index} has a malformed bip32 derivation path`);
        }
        input.bip32DerivationCount++;
        break;
      case I.FINAL_SCRIPTSIG:
        input.finalScriptSig = noKeyData(entry, 'final scriptSig');
        break;
      case I.FINAL_SCRIPTWITNESS:
        input.finalScriptWitness = readWitnessStack(noKeyData(entry, 'final script witness'));
        break;
      case I.PREVIOUS_TXID:
        if (entry.value.length !== 32)
          throw new PsbtFormatError(`input ${index} previous txid must be 32 bytes`);
        input.txid = hex.encode(Uint8Array.from(entry.value).reverse());
        break;
      case I.OUTPUT_INDEX:
        input.vout = readU32LE(noKeyData(entry, 'output index'));
        break;
      case I.SEQUENCE:
        input.sequence = readU32LE(noKeyData(entry, 'sequence'));
        break;
      case I.TAP_KEY_SIG:
        input.tapKeySig = noKeyData(entry, 'taproot key signature');
        break;
      case I.TAP_SCRIPT_SIG:
        input.tapScriptSigs.push({
          pubkey: entry.keyData.subarray(0, 32),
          leafHash: entry.keyData.subarray(32),
          signature: entry.value,
        });
        break;
      case I.TAP_LEAF_SCRIPT:
        input.tapControlBlocks.push(entry.keyData);
        input.tapLeafScripts.push({ controlBlock: entry.keyData, script: entry.value.subarray(0, -1) });
        break;
      case I.TAP_MERKLE_ROOT:
        input.tapMerkleRoot = noKeyData(entry, 'taproot merkle root');
        if (input.tapMerkleRoot.length !== 32)
          throw new PsbtFormatError(`input ${index} taproot merkle root must be 32 bytes`);
        break;
      case I.TAP_INTERNAL_KEY:
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

/** BIP-174: the public key of PSBT_OUT_BIP32_DERIVATION is 33 bytes (65 accepted, as for inputs). */
function checkOutputDerivationKey(entry: Entry, index: number): void {
  if (entry.keyData.length !== 33 && entry.keyData.length !== 65) {
    throw new PsbtFormatError(`output ${index} has a bip32 derivation with a malformed public key`);
  }
}

function readOutput(entries: Entry[], index: number): Partial<PsbtOutputData> {
  const output: Partial<PsbtOutputData> = {};
  for (const entry of entries) {
    switch (entry.type) {
      case O.REDEEM_SCRIPT:
        noKeyData(entry, 'output redeem script');
        break;
      case O.WITNESS_SCRIPT:
        noKeyData(entry, 'output witness script');
        break;
      case O.BIP32_DERIVATION:
        checkOutputDerivationKey(entry, index);
        break;
      case O.AMOUNT:
        output.amount = readU64LE(noKeyData(entry, 'output amount'));
        break;
      case O.SCRIPT:
        output.script = noKeyData(entry, 'output script');
        break;
      case O.TAP_TREE:
        output.tapTree = noKeyData(entry, 'taproot tree');
        break;
      default:
        break;
    }
  }
  return output;
}

/** Parses PSBT bytes; throws PsbtFormatError with a short reason when they are not a valid PSBT. */
export function readPsbt(bytes: Uint8Array): DecodedPsbt {
  if (!hasPsbtMagic(bytes)) throw new PsbtFormatError('the data does not start with the PSBT magic bytes');
  const reader = new ByteReader(bytes.subarray(PSBT_MAGIC.length));
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
  let totalOut = 0n;
  for (let i = 0; i < outputCount; i++) {
    const output = readOutput(readMap(reader, `output ${i}`), i);
    const txOut = global.unsignedTx?.outputs[i];
    const script = txOut?.script ?? output.script;
    const amount = txOut?.amount ?? output.amount;
    if (script === undefined || amount === undefined)
      throw new PsbtFormatError(`output ${i} lacks its script or amount`);
    totalOut += checkAmount(amount, `output ${i}`);
    outputs.push({ script, amount, ...(output.tapTree ? { tapTree: output.tapTree } : {}) });
  }
  checkAmount(totalOut, "the outputs' total");
  if (!reader.done) throw new PsbtFormatError('there are trailing bytes after the last output');
  return {
    psbtVersion: global.version,
    txVersion: global.unsignedTx?.version ?? global.txVersion ?? 2,
    lockTime: global.unsignedTx?.lockTime ?? global.lockTime ?? 0,
    inputs,
    outputs,
  };
}

/** The previous transaction of a PSBT_IN_NON_WITNESS_UTXO, as far as the input needs it. */
interface NonWitnessUtxo {
  /** Its txid (witness data excluded, BIP-141), display order. */
  txid: string;
  /** The output at the input's vout, or undefined when the transaction has no such output. */
  spent: PrevOut | undefined;
}

/** Parses a non-witness UTXO; throws PsbtFormatError when it is not a transaction. */
export function readNonWitnessUtxo(raw: Uint8Array, vout: number): NonWitnessUtxo {
  let tx: ReturnType<typeof RawTx.decode>;
  try {
    tx = RawTx.decode(raw);
  } catch {
    throw new PsbtFormatError('a non-witness UTXO is not a valid transaction');
  }
  const stripped = tx.segwitFlag ? RawTx.encode({ ...tx, segwitFlag: false, witnesses: undefined }) : raw;
  const out = tx.outputs[vout];
  return {
    txid: hex.encode(sha256x2(stripped).reverse()),
    spent: out ? { script: out.script, amount: out.amount } : undefined,
  };
}
