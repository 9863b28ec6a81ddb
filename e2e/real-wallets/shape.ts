import { base64, hex } from '@scure/base';
import { RawWitness, Transaction } from '@scure/btc-signer';

/**
 * The shape of a wallet's answer, for comparing two wallets that hold different keys: keys and
 * types, with every key-dependent value (addresses, keys, signatures, PSBTs, ids) replaced by what
 * it is, and what is not key-dependent kept as it is (error codes and texts, network names,
 * versions, derivation paths). A PSBT says, per input, whether it is unsigned, signed (with the
 * signature's hash type) or finalized; a base64 signature says whether it is a 65-byte compact
 * ECDSA one or a BIP-322 witness.
 */
export type Shape = string | Shape[] | { [key: string]: Shape };

/** Keys whose value is random per call, or the implementation's own (an Error's stack). */
const OPAQUE_KEYS = new Set(['id', 'stack']);
/** Numbers kept as they are: error codes. Every other number depends on balances or fees. */
const LITERAL_NUMBER_KEYS = new Set(['code']);

/** The shape without the given keys, wherever they are: for a difference that is only those keys. */
export function withoutKeys(shape: Shape, keys: readonly string[]): Shape {
  if (typeof shape === 'string') return shape;
  if (Array.isArray(shape)) return shape.map((item) => withoutKeys(item, keys));
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([key]) => !keys.includes(key))
      .map(([key, value]) => [key, withoutKeys(value, keys)]),
  );
}

export function shapeOf(value: unknown, key = ''): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.map((item) => shapeOf(item));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([k, v]) => [k, shapeOf(v, k)]));
  }
  if (typeof value === 'number') return LITERAL_NUMBER_KEYS.has(key) ? `number ${value}` : 'number';
  if (typeof value === 'string') return OPAQUE_KEYS.has(key) ? 'string' : stringShape(value);
  return typeof value;
}

const ADDRESS = /^(bc|tb|bcrt)1([qp])[02-9ac-hj-np-z]{38,}$/;
const STACKS_ADDRESS = /^S[PTMN][0-9A-HJKMNP-TV-Z]{38,40}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXTENDED_KEY = /[xt]pub[1-9A-HJ-NP-Za-km-z]{100,}/;

function stringShape(text: string): string {
  if (/^70736274ff/i.test(text)) return `psbt hex ${psbtState(hex.decode(text))}`;
  if (/^cHNidP8/.test(text)) return `psbt base64 ${psbtState(base64.decode(text))}`;
  if (/^([0-9a-f]{2})+$/i.test(text)) return hexShape(text);
  const address = ADDRESS.exec(text);
  if (address) return `address ${address[1]}1${address[2]}`;
  if (UUID.test(text)) return 'uuid';
  if (STACKS_ADDRESS.test(text)) return `stacks address ${text.slice(0, 2)}`;
  if (EXTENDED_KEY.test(text)) {
    // A descriptor: its structure stays, its key and fingerprint go.
    return `descriptor ${text.replace(new RegExp(EXTENDED_KEY, 'g'), 'KEY').replace(/\[[0-9a-f]{8}/i, '[FP')}`;
  }
  if (text.length >= 40 && /^[A-Za-z0-9+/]+={0,2}$/.test(text)) return base64Shape(text);
  return JSON.stringify(text);
}

function hexShape(text: string): string {
  const bytes = text.length / 2;
  if (bytes === 33 && /^0[23]/.test(text)) return 'hex compressed public key';
  if (bytes === 32) return 'hex 32 bytes';
  return 'hex';
}

function base64Shape(text: string): string {
  try {
    const bytes = base64.decode(text);
    if (bytes.length === 65) return 'base64 65-byte compact signature';
    return `base64 witness of ${RawWitness.decode(bytes).length} items`;
  } catch {
    // Not padded base64, or not a witness: a long token of some other kind.
    return 'base64-like text';
  }
}

/** Each input: `unsigned`, `signed 0x..` (its signatures' hash type) or `finalized`. */
function psbtState(bytes: Uint8Array): string {
  const tx = Transaction.fromPSBT(bytes, { allowUnknownOutputs: true });
  const inputs = Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    if (input.finalScriptWitness || input.finalScriptSig) return 'finalized';
    const signatures = [
      ...(input.partialSig ?? []).map(([, sig]) => sig),
      ...(input.tapKeySig ? [input.tapKeySig] : []),
    ];
    const [signature] = signatures;
    if (!signature) return 'unsigned';
    // ECDSA signatures end with their hash type; a 64-byte Schnorr one means DEFAULT.
    const type = signature.length === 64 ? 0 : (signature[signature.length - 1] ?? 0);
    return `signed 0x${type.toString(16).padStart(2, '0')}`;
  });
  return `[${inputs.join(', ')}]`;
}
