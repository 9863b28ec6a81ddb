import { ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesEqual } from '../scripts';
import { Reason } from './context';
import { isCompressedKey, isEncodedKey } from './ecdsa';
import { haltWith, scriptFails } from './script-halt';
import { castToBool, isMinimalPush, parseScript, type ScriptOp, scriptNum } from './script-ops';
import { bool, need, numberAt, runDataOp, type Stacks, top } from './script-stack-ops';

/** Legacy (bare P2SH), BIP-143 segwit v0 (P2WSH, P2SH-P2WSH) or BIP-342 tapscript rules. */
export type SigVersion = 'base' | 'witness-v0' | 'tapscript';

/** What a script asks of the spending transaction: its signatures and its locks. */
export interface ScriptChecker {
  /**
   * Whether a non-empty signature by `pubkey` holds: ECDSA (DER + hash type byte) over
   * `scriptCode`, or in tapscript BIP-340 over the leaf's digest; throws a ScriptHalt for an
   * encoding or hash type a node or the request refuses.
   */
  checkSig(signature: Uint8Array, pubkey: Uint8Array, scriptCode: Uint8Array): boolean;
  /** BIP-65: the transaction's nLockTime and this input's nSequence satisfy `lockTime`. */
  checkLockTime(lockTime: number): boolean;
  /** BIP-112: this input's nSequence (BIP-68) satisfies the relative lock `sequence`. */
  checkSequence(sequence: number): boolean;
}

/** Core's script limits (script/script.h). */
const MAX_SCRIPT_SIZE = 10_000;
const MAX_ELEMENT_SIZE = 520;
const MAX_OPS = 201;
const MAX_STACK_SIZE = 1000;
const MAX_MULTISIG_KEYS = 20;
/** BIP-342 "Resource limits": each signature checked costs 50 of the witness's size plus 50. */
const VALIDATION_WEIGHT_PER_SIGOP = 50;
const VALIDATION_WEIGHT_OFFSET = 50;
const OP_CHECKSIGADD = 0xba;

/** BIP-342 OP_SUCCESSx: reserved opcodes that make a tapscript succeed; policy refuses them. */
function isOpSuccess(op: number): boolean {
  return (
    op === 80 ||
    op === 98 ||
    (op >= 126 && op <= 129) ||
    (op >= 131 && op <= 134) ||
    (op >= 137 && op <= 138) ||
    (op >= 141 && op <= 142) ||
    (op >= 149 && op <= 153) ||
    (op >= 187 && op <= 254)
  );
}

const DISABLED = new Set([
  0x7e, 0x7f, 0x80, 0x81, 0x83, 0x84, 0x85, 0x86, 0x8d, 0x8e, 0x95, 0x96, 0x97, 0x98, 0x99,
]);
const OP_IF = 0x63;
const OP_ENDIF = 0x68;
const OP_CODESEPARATOR = 0xab;
const SEQUENCE_LOCKTIME_DISABLE = 2 ** 31;

/**
 * Core's FindAndDelete under CONST_SCRIPTCODE (a standard flag): a legacy scriptCode that holds
 * the signature itself, as a minimal push, makes the script fail.
 */
function holdsSignature(ops: ScriptOp[], from: number, signature: Uint8Array): boolean {
  return ops.some(
    (o) =>
      o.end > from && o.data !== undefined && isMinimalPush(o.op, o.data) && bytesEqual(o.data, signature),
  );
}

/** Runs one script as Bitcoin Core's EvalScript does, under its standard (relay) script flags. */
class Run {
  private readonly stacks: Stacks;
  private readonly exec: boolean[] = [];
  private opCount = 0;
  private codeFrom = 0;
  /** BIP-342 validation weight left; tapscript only. */
  private budget: number;
  /** How many signatures verified: a spend that needs none is not one the wallet signed. */
  verified = 0;

  constructor(
    private readonly script: Uint8Array,
    private readonly ops: ScriptOp[],
    stack: Uint8Array[],
    private readonly version: SigVersion,
    private readonly checker: ScriptChecker,
    witnessSize: number,
  ) {
    this.stacks = { stack, alt: [] };
    this.budget = VALIDATION_WEIGHT_OFFSET + witnessSize;
  }

  get stack(): Uint8Array[] {
    return this.stacks.stack;
  }

  private checkKey(pubkey: Uint8Array): void {
    // STRICTENC; WITNESS_PUBKEYTYPE holds segwit v0 to compressed keys.
    const ok = this.version === 'witness-v0' ? isCompressedKey(pubkey) : isEncodedKey(pubkey);
    if (!ok) throw scriptFails('a public key is not in the encoding a node accepts');
  }

  /** CONST_SCRIPTCODE: Core's FindAndDelete of each signature must find nothing. */
  private assertNotInScriptCode(signatures: Uint8Array[]): void {
    if (this.version !== 'base') return;
    if (signatures.some((s) => holdsSignature(this.ops, this.codeFrom, s)))
      throw scriptFails('the script holds its own signature');
  }

  private signatureHolds(signature: Uint8Array, pubkey: Uint8Array): boolean {
    this.checkKey(pubkey);
    if (signature.length === 0) return false;
    const ok = this.checker.checkSig(signature, pubkey, this.script.subarray(this.codeFrom));
    if (ok) this.verified++;
    return ok;
  }

  /**
   * BIP-342 signature check: an empty signature is false; any other costs validation weight and
   * must hold (a failing one fails the script); keys are 32 bytes (other non-empty sizes are
   * reserved for upgrades, which policy refuses).
   */
  private tapscriptSig(signature: Uint8Array, pubkey: Uint8Array): boolean {
    if (signature.length > 0) {
      this.budget -= VALIDATION_WEIGHT_PER_SIGOP;
      if (this.budget < 0) throw scriptFails('it checks more signatures than its witness size pays for');
    }
    if (pubkey.length === 0) throw scriptFails('a public key is empty');
    if (pubkey.length !== 32) throw scriptFails('a public key is of a type reserved for upgrades');
    if (signature.length === 0) return false;
    if (!this.checker.checkSig(signature, pubkey, this.script))
      throw scriptFails('a signature does not verify');
    this.verified++;
    return true;
  }

  /** BIP-342 OP_CHECKSIGADD: `sig n pubkey` → n + 1 when the signature holds, n when it is empty. */
  private checksigadd(): void {
    const { stack } = this;
    need(stack, 3);
    const n = numberAt(stack, 2);
    const pubkey = stack.pop() as Uint8Array;
    stack.pop();
    const signature = stack.pop() as Uint8Array;
    stack.push(scriptNum(n + (this.tapscriptSig(signature, pubkey) ? 1 : 0)));
  }

  private checksig(verify: boolean): void {
    const { stack } = this;
    need(stack, 2);
    const pubkey = stack.pop() as Uint8Array;
    const signature = stack.pop() as Uint8Array;
    if (this.version === 'tapscript') {
      const ok = this.tapscriptSig(signature, pubkey);
      if (verify && !ok) throw scriptFails('OP_CHECKSIGVERIFY found no valid signature');
      if (!verify) stack.push(bool(ok));
      return;
    }
    this.assertNotInScriptCode([signature]);
    const ok = this.signatureHolds(signature, pubkey);
    // NULLFAIL: a failing signature must be empty.
    if (!ok && signature.length > 0) throw scriptFails('a signature does not verify');
    if (verify) {
      if (!ok) throw scriptFails('OP_CHECKSIGVERIFY found no valid signature');
    } else stack.push(bool(ok));
  }

  /** OP_CHECKMULTISIG: m signatures in key order, over n keys, after an empty dummy (NULLDUMMY). */
  private checkmultisig(verify: boolean): void {
    const { stack } = this;
    if (this.version === 'tapscript') throw scriptFails('tapscript disables OP_CHECKMULTISIG (BIP-342)');
    need(stack, 1);
    const keyCount = numberAt(stack, 1);
    if (keyCount < 0 || keyCount > MAX_MULTISIG_KEYS)
      throw scriptFails('OP_CHECKMULTISIG has a bad key count');
    this.opCount += keyCount;
    if (this.opCount > MAX_OPS) throw scriptFails(`the script runs more than ${MAX_OPS} operations`);
    need(stack, keyCount + 2);
    const sigCount = numberAt(stack, keyCount + 2);
    if (sigCount < 0 || sigCount > keyCount) throw scriptFails('OP_CHECKMULTISIG has a bad signature count');
    // The counts, keys and signatures, then one more item: the dummy an old bug makes it pop.
    const used = keyCount + sigCount + 2;
    need(stack, used + 1);
    const signatures = Array.from({ length: sigCount }, (_, i) => top(stack, keyCount + 3 + i));
    this.assertNotInScriptCode(signatures);
    let keys = keyCount;
    let sigs = sigCount;
    let keyAt = 2;
    let sigAt = keyCount + 3;
    let success = true;
    while (success && sigs > 0) {
      if (this.signatureHolds(top(stack, sigAt), top(stack, keyAt))) {
        sigAt++;
        sigs--;
      }
      keyAt++;
      keys--;
      if (sigs > keys) success = false;
    }
    // NULLFAIL: when the check fails, every signature must be empty.
    if (!success && signatures.some((s) => s.length > 0)) throw scriptFails('a signature does not verify');
    stack.length -= used;
    const dummy = stack.pop() as Uint8Array;
    if (dummy.length > 0) throw scriptFails('the CHECKMULTISIG dummy item is not empty');
    if (verify) {
      if (!success) throw scriptFails('OP_CHECKMULTISIGVERIFY found too few valid signatures');
    } else stack.push(bool(success));
  }

  private lockTime(csv: boolean): void {
    const { stack } = this;
    need(stack, 1);
    // BIP-65 and BIP-112 read five-byte numbers, so locks past 2^31 stay expressible.
    const value = numberAt(stack, 1, 5);
    if (value < 0) throw scriptFails('a lock time is negative');
    if (csv) {
      if (Math.floor(value / SEQUENCE_LOCKTIME_DISABLE) % 2 === 1) return;
      if (!this.checker.checkSequence(value))
        throw scriptFails('OP_CHECKSEQUENCEVERIFY: the input’s relative lock is not met');
    } else if (!this.checker.checkLockTime(value)) {
      throw scriptFails('OP_CHECKLOCKTIMEVERIFY: the transaction’s lock time is not met');
    }
  }

  private hash(op: number): boolean {
    const { stack } = this;
    const hashes: Record<number, (d: Uint8Array) => Uint8Array> = {
      166: ripemd160, // OP_RIPEMD160
      167: sha1, // OP_SHA1
      168: sha256, // OP_SHA256
      169: (d) => ripemd160(sha256(d)), // OP_HASH160
      170: (d) => sha256(sha256(d)), // OP_HASH256
    };
    const fn = hashes[op];
    if (!fn) return false;
    need(stack, 1);
    stack.push(fn(stack.pop() as Uint8Array));
    return true;
  }

  private conditional(op: number, executing: boolean): void {
    const { stack, exec } = this;
    if (op === 0x63 || op === 0x64) {
      let value = false;
      if (executing) {
        if (stack.length < 1) throw scriptFails('OP_IF found the stack empty');
        const arg = stack.pop() as Uint8Array;
        // MINIMALIF (policy for segwit v0, consensus for tapscript): empty or exactly 0x01.
        if (this.version !== 'base' && (arg.length > 1 || (arg.length === 1 && arg[0] !== 1)))
          throw scriptFails('an OP_IF argument is not empty or 1');
        value = castToBool(arg) !== (op === 0x64);
      }
      exec.push(value);
    } else if (op === 0x67 || op === 0x68) {
      if (exec.length === 0) throw scriptFails('OP_ELSE or OP_ENDIF without OP_IF');
      if (op === 0x67) exec[exec.length - 1] = !exec[exec.length - 1];
      else exec.pop();
    } else {
      // OP_VERIF, OP_VERNOTIF: invalid even where not executed.
      throw scriptFails('the script holds OP_VERIF or OP_VERNOTIF');
    }
  }

  private step(o: ScriptOp): void {
    const { op, data } = o;
    const { stack } = this;
    if (data && data.length > MAX_ELEMENT_SIZE) throw scriptFails('a push is larger than 520 bytes');
    if (this.version !== 'tapscript' && op > 0x60 && ++this.opCount > MAX_OPS)
      throw scriptFails(`the script runs more than ${MAX_OPS} operations`);
    if (DISABLED.has(op)) throw scriptFails('the script holds a disabled opcode');
    if (op === OP_CODESEPARATOR && this.version === 'base')
      throw scriptFails('a legacy script holds OP_CODESEPARATOR, which nodes do not relay');
    const executing = this.exec.every(Boolean);
    if (data !== undefined) {
      if (!executing) return;
      if (!isMinimalPush(op, data)) throw scriptFails('a push is not minimally encoded');
      stack.push(data);
      return;
    }
    if (op >= OP_IF && op <= OP_ENDIF) {
      this.conditional(op, executing);
      return;
    }
    if (!executing) return;
    this.opcode(o);
  }

  private opcode({ op, end }: ScriptOp): void {
    const { stack } = this;
    if (op === 0x4f || (op >= 0x51 && op <= 0x60)) {
      stack.push(op === 0x4f ? Uint8Array.of(0x81) : Uint8Array.of(op - 0x50));
      return;
    }
    if (runDataOp(op, this.stacks) || this.hash(op)) return;
    switch (op) {
      case 0x61: // OP_NOP
        return;
      case 0x69: // OP_VERIFY
        need(stack, 1);
        if (!castToBool(stack.pop() as Uint8Array)) throw scriptFails('OP_VERIFY found false');
        return;
      case 0x6a:
        throw scriptFails('the script runs OP_RETURN');
      case 0x87: // OP_EQUAL
      case 0x88: {
        // OP_EQUALVERIFY
        need(stack, 2);
        const equal = bytesEqual(stack.pop() as Uint8Array, stack.pop() as Uint8Array);
        if (op === 0x87) stack.push(bool(equal));
        else if (!equal) throw scriptFails('OP_EQUALVERIFY found the items unequal');
        return;
      }
      case OP_CODESEPARATOR:
        // BIP-342 digests commit to its position, which Satchel's digests do not take.
        if (this.version === 'tapscript') throw haltWith(Reason.codeSeparator);
        // BIP-143: the scriptCode starts after the last OP_CODESEPARATOR run.
        this.codeFrom = end;
        return;
      case OP_CHECKSIGADD:
        if (this.version !== 'tapscript')
          throw scriptFails('the script runs opcode 0xba, which is not defined');
        this.checksigadd();
        return;
      case 0xac:
      case 0xad:
        this.checksig(op === 0xad);
        return;
      case 0xae:
      case 0xaf:
        this.checkmultisig(op === 0xaf);
        return;
      case 0xb1:
      case 0xb2:
        this.lockTime(op === 0xb2);
        return;
      default:
        if (op === 0xb0 || (op >= 0xb3 && op <= 0xb9))
          throw scriptFails('the script runs an upgradable NOP, which nodes do not relay');
        throw scriptFails(`the script runs opcode 0x${op.toString(16)}, which is not defined`);
    }
  }

  run(): void {
    for (const o of this.ops) {
      this.step(o);
      if (this.stack.length + this.stacks.alt.length > MAX_STACK_SIZE)
        throw scriptFails(`the stack holds more than ${MAX_STACK_SIZE} items`);
    }
    if (this.exec.length > 0) throw scriptFails('an OP_IF has no OP_ENDIF');
  }
}

/**
 * Runs `script` on `stack` (changed in place) and returns how many signatures verified; throws a
 * ScriptHalt when a node would stop it. The caller checks what must be left (CLEANSTACK).
 * `witnessSize` is the serialized size of the whole witness, a tapscript's signature budget.
 */
export function runScript(
  script: Uint8Array,
  stack: Uint8Array[],
  version: SigVersion,
  checker: ScriptChecker,
  witnessSize = 0,
): number {
  if (version !== 'tapscript' && script.length > MAX_SCRIPT_SIZE)
    throw scriptFails('the script is larger than 10,000 bytes');
  const ops = parseScript(script);
  if (!ops) throw scriptFails('a push runs past the end of the script');
  if (version === 'tapscript') {
    if (ops.some((o) => o.data === undefined && isOpSuccess(o.op)))
      throw scriptFails('the script holds an OP_SUCCESS opcode, reserved for upgrades');
    if (stack.length > MAX_STACK_SIZE) throw scriptFails(`the stack holds more than ${MAX_STACK_SIZE} items`);
    if (stack.some((item) => item.length > MAX_ELEMENT_SIZE))
      throw scriptFails('a witness item is larger than 520 bytes');
  }
  const run = new Run(script, ops, stack, version, checker, witnessSize);
  run.run();
  return run.verified;
}
