import { type InputContext, judgeSchnorr, Reason } from './context';
import { judgeEcdsa } from './ecdsa';
import { haltWith, ScriptHalt, scriptFails } from './script-halt';
import { runScript, type ScriptChecker, type SigVersion } from './script-machine';
import { castToBool, parseScript } from './script-ops';

/** Core's IsWitnessStandard limits for P2WSH (policy/policy.h). */
const MAX_P2WSH_SCRIPT_SIZE = 3600;
const MAX_P2WSH_STACK_ITEMS = 100;
const MAX_P2WSH_STACK_ITEM_SIZE = 80;
/** Core's IsStandardTx and AreInputsStandard limits for a legacy P2SH spend. */
const MAX_SCRIPTSIG_SIZE = 1650;
const MAX_P2SH_SIGOPS = 15;

const LOCKTIME_THRESHOLD = 500_000_000;
const FINAL_SEQUENCE = 0xffffffff;
const SEQUENCE_DISABLE = 2 ** 31;
const SEQUENCE_TYPE_FLAG = 1 << 22;
const SEQUENCE_MASK = SEQUENCE_TYPE_FLAG | 0xffff;

/** BIP-65 (Core's CheckLockTime): same kind of lock, reached, and the input not final. */
function lockTimeMet(txLockTime: number, sequence: number, lockTime: number): boolean {
  if (txLockTime < LOCKTIME_THRESHOLD !== lockTime < LOCKTIME_THRESHOLD) return false;
  return lockTime <= txLockTime && sequence !== FINAL_SEQUENCE;
}

/** BIP-112 (Core's CheckSequence): version 2, BIP-68 lock on, same kind of lock, reached. */
function sequenceMet(txVersion: number, sequence: number, wanted: number): boolean {
  if (txVersion >>> 0 < 2 || sequence >= SEQUENCE_DISABLE) return false;
  const have = sequence & SEQUENCE_MASK;
  const want = (wanted % 2 ** 32) & SEQUENCE_MASK;
  if (have < SEQUENCE_TYPE_FLAG !== want < SEQUENCE_TYPE_FLAG) return false;
  return want <= have;
}

/**
 * The request's transaction as a script sees it: signatures by its sighash (BIP-143, legacy, or
 * BIP-342 for the leaf `leafHash`), locks by its fields.
 */
function checkerFor(ctx: InputContext, version: SigVersion, leafHash?: Uint8Array): ScriptChecker {
  const { cache, index, prevout } = ctx;
  const { tx } = cache;
  const sequence = tx.inputs[index]?.sequence ?? FINAL_SEQUENCE;
  // Multisig signatures share their digest (one scriptCode per OP_CODESEPARATOR, one hash type):
  // each is hashed once, keyed by the scriptCode's length, which fixes where it starts.
  const digests = new Map<number, Uint8Array>();
  const memo = (scriptCode: Uint8Array, ht: number, hash: () => Uint8Array) => {
    const key = scriptCode.length * 256 + ht;
    let digest = digests.get(key);
    if (!digest) {
      digest = hash();
      digests.set(key, digest);
    }
    return digest;
  };
  return {
    checkSig(signature, pubkey, scriptCode) {
      if (version === 'tapscript') {
        const leaf = leafHash as Uint8Array;
        const reason = judgeSchnorr(ctx, signature, pubkey, (ht) => cache.tapscript(index, ht, leaf));
        if (reason === Reason.hashType) throw haltWith(reason);
        return reason === undefined;
      }
      const digest =
        version === 'witness-v0'
          ? (ht: number) => memo(scriptCode, ht, () => cache.witnessV0(index, scriptCode, prevout.amount, ht))
          : (ht: number) => memo(scriptCode, ht, () => cache.legacy(index, scriptCode, ht));
      switch (judgeEcdsa(signature, pubkey, digest, (ht) => ctx.allowed(ht, false))) {
        case 'ok':
          return true;
        case 'not-strict':
          throw haltWith(Reason.notStrict);
        case 'hash-type':
          throw haltWith(Reason.hashType);
        default:
          return false;
      }
    },
    checkLockTime: (lockTime) => lockTimeMet(tx.locktime, sequence, lockTime),
    checkSequence: (wanted) => sequenceMet(tx.version, sequence, wanted),
  };
}

/**
 * Runs the script and holds what it leaves to Core's CLEANSTACK (consensus for segwit v0, policy
 * for P2SH): exactly one item, and true. A spend that verified no signature is not one the wallet
 * signed, even where the script lets it through (a hash lock alone, say).
 */
function judgeRun(
  ctx: InputContext,
  script: Uint8Array,
  stack: Uint8Array[],
  version: SigVersion,
  tapscript?: { leafHash: Uint8Array; witnessSize: number },
) {
  try {
    const checker = checkerFor(ctx, version, tapscript?.leafHash);
    const verified = runScript(script, stack, version, checker, tapscript?.witnessSize);
    if (stack.length !== 1) throw scriptFails('it leaves other than one item on the stack');
    if (!castToBool(stack[0] as Uint8Array)) throw scriptFails('it ends with false');
    return verified > 0 ? undefined : Reason.none;
  } catch (error) {
    if (error instanceof ScriptHalt) return error.reason;
    throw error;
  }
}

/**
 * A final P2WSH or P2SH-P2WSH witness (BIP-141): the witness script run on the items before it,
 * under BIP-143 signature hashes, as a node runs it, within Core's standard witness limits.
 */
export function judgeWitnessScript(
  ctx: InputContext,
  script: Uint8Array,
  items: Uint8Array[],
): string | undefined {
  if (
    script.length > MAX_P2WSH_SCRIPT_SIZE ||
    items.length > MAX_P2WSH_STACK_ITEMS ||
    items.some((item) => item.length > MAX_P2WSH_STACK_ITEM_SIZE)
  )
    return Reason.witnessLimits;
  return judgeRun(ctx, script, [...items], 'witness-v0');
}

/** Core's GetSigOpCount(fAccurate): a CHECKMULTISIG after OP_1…OP_16 counts its key count, else 20. */
function sigOps(script: Uint8Array): number {
  const ops = parseScript(script) ?? [];
  let count = 0;
  ops.forEach(({ op }, i) => {
    if (op === 0xac || op === 0xad) count += 1;
    else if (op === 0xae || op === 0xaf) {
      const before = ops[i - 1]?.op ?? 0;
      count += before >= 0x51 && before <= 0x60 ? before - 0x50 : 20;
    }
  });
  return count;
}

/**
 * A final bare P2SH spend (BIP-16): the push-only scriptSig run (its pushes minimal), then the
 * redeem script on what it pushed, under legacy signature hashes and Core's P2SH policy limits.
 */
export function judgeRedeemScript(
  ctx: InputContext,
  scriptSig: Uint8Array,
  redeem: Uint8Array,
): string | undefined {
  if (scriptSig.length > MAX_SCRIPTSIG_SIZE || sigOps(redeem) > MAX_P2SH_SIGOPS) return Reason.p2shLimits;
  const stack: Uint8Array[] = [];
  try {
    runScript(scriptSig, stack, 'base', checkerFor(ctx, 'base'));
  } catch (error) {
    if (error instanceof ScriptHalt) return error.reason;
    throw error;
  }
  stack.pop();
  return judgeRun(ctx, redeem, stack, 'base');
}

/** Core's IsWitnessStandard limit on the items before a tapscript (policy/policy.h). */
const MAX_TAPSCRIPT_STACK_ITEM_SIZE = 80;

function witnessSize(items: readonly Uint8Array[]): number {
  const compact = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5);
  return items.reduce((size, item) => size + compact(item.length) + item.length, compact(items.length));
}

/**
 * A final BIP-341 script-path witness whose leaf the output commits to: the tapscript run on the
 * items before it as BIP-342 runs it, its signatures over the leaf's digest, within the validation
 * weight the whole witness pays for.
 */
export function judgeTapscript(
  ctx: InputContext,
  script: Uint8Array,
  witness: Uint8Array[],
  leafHash: Uint8Array,
): string | undefined {
  const items = witness.slice(0, -2);
  if (items.some((item) => item.length > MAX_TAPSCRIPT_STACK_ITEM_SIZE)) return Reason.tapscriptLimits;
  return judgeRun(ctx, script, items, 'tapscript', { leafHash, witnessSize: witnessSize(witness) });
}
