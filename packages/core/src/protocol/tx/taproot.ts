import { schnorr } from '@noble/curves/secp256k1.js';
import { ByteWriter } from '../../primitives/bytes/byte-writer';

/** BIP-342 tapscript: the only leaf version with defined semantics. */
export const TAPSCRIPT_LEAF_VERSION = 0xc0;
/** BIP-341: a control block is 33 + 32·m bytes with m ≤ 128 merkle path nodes. */
const CONTROL_BASE_SIZE = 33;
const CONTROL_NODE_SIZE = 32;
const CONTROL_MAX_NODES = 128;

const { taggedHash, lift_x } = schnorr.utils;
const Point = schnorr.Point;
const CURVE_N = Point.CURVE().n;

function toBigInt(bytes: Uint8Array): bigint {
  let v = 0n;
  for (const b of bytes) v = (v << 8n) | BigInt(b);
  return v;
}

function compare(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  }
  return a.length - b.length;
}

/** BIP-341 tapleaf hash: TaggedHash("TapLeaf", leaf_version || compact_size(script) || script). */
export function tapLeafHash(script: Uint8Array, leafVersion = TAPSCRIPT_LEAF_VERSION): Uint8Array {
  return taggedHash('TapLeaf', new ByteWriter(script.length + 6).u8(leafVersion).varbytes(script).finish());
}

/** BIP-341 branch hash: the two children in lexicographic order. */
export function tapBranchHash(a: Uint8Array, b: Uint8Array): Uint8Array {
  return compare(a, b) <= 0 ? taggedHash('TapBranch', a, b) : taggedHash('TapBranch', b, a);
}

export type ScriptPathCheck =
  | { ok: true; leafVersion: number; leafHash: Uint8Array }
  | { ok: false; reason: 'control-size' | 'mismatch' };

/**
 * BIP-341 script-path commitment check (Core's VerifyTaprootCommitment): the control block's
 * internal key P, tweaked by the merkle root that the leaf and the path reconstruct, must give
 * the output key Q with the parity bit the control block claims.
 */
export function checkScriptPath(
  outputKey: Uint8Array,
  control: Uint8Array,
  script: Uint8Array,
): ScriptPathCheck {
  const nodes = (control.length - CONTROL_BASE_SIZE) / CONTROL_NODE_SIZE;
  if (control.length < CONTROL_BASE_SIZE || !Number.isInteger(nodes) || nodes > CONTROL_MAX_NODES) {
    return { ok: false, reason: 'control-size' };
  }
  const leafVersion = (control[0] as number) & 0xfe;
  const leafHash = tapLeafHash(script, leafVersion);
  let k = leafHash;
  for (let i = 0; i < nodes; i++) {
    const at = CONTROL_BASE_SIZE + i * CONTROL_NODE_SIZE;
    k = tapBranchHash(k, control.subarray(at, at + CONTROL_NODE_SIZE));
  }
  const internal = control.subarray(1, 33);
  let p: ReturnType<typeof lift_x>;
  try {
    p = lift_x(toBigInt(internal));
  } catch {
    return { ok: false, reason: 'mismatch' };
  }
  const t = toBigInt(taggedHash('TapTweak', internal, k));
  if (t >= CURVE_N) return { ok: false, reason: 'mismatch' };
  const q = t === 0n ? p : p.add(Point.BASE.multiply(t));
  if (q.equals(Point.ZERO)) return { ok: false, reason: 'mismatch' };
  const { x, y } = q.toAffine();
  const parity = Number(y & 1n);
  if (x !== toBigInt(outputKey) || parity !== ((control[0] as number) & 1)) {
    return { ok: false, reason: 'mismatch' };
  }
  return { ok: true, leafVersion, leafHash };
}

/**
 * BIP-341 taproot output key: the x-only key of P + H_TapTweak(P || merkleRoot)·G, where the
 * merkle root is absent for a key-path-only output (BIP-86). Undefined when P is not on the curve
 * or the tweak is out of range.
 */
export function taprootOutputKey(internal: Uint8Array, merkleRoot?: Uint8Array): Uint8Array | undefined {
  if (internal.length !== 32) return undefined;
  let p: ReturnType<typeof lift_x>;
  try {
    p = lift_x(toBigInt(internal));
  } catch {
    return undefined;
  }
  const t = toBigInt(
    merkleRoot ? taggedHash('TapTweak', internal, merkleRoot) : taggedHash('TapTweak', internal),
  );
  if (t >= CURVE_N) return undefined;
  const q = t === 0n ? p : p.add(Point.BASE.multiply(t));
  if (q.equals(Point.ZERO)) return undefined;
  const x = q.toAffine().x;
  const out = new Uint8Array(32);
  for (let i = 31, v = x; i >= 0; i--, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
}
