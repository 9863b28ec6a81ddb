import { equalBytes } from '@noble/curves/utils.js';
import { decodeScript, opcodeName, type ScriptOp } from '../tx/script';
import { ScriptError, ScriptFailure, UnsupportedScript } from './reject';

/** Core's MAX_SCRIPT_ELEMENT_SIZE and MAX_STACK_SIZE (script/script.h). */
const MAX_ELEMENT_SIZE = 520;
const MAX_STACK_SIZE = 1000;
/** BIP-342 "Resource limits": each executed signature check with a non-empty signature costs 50. */
const VALIDATION_WEIGHT_PER_SIGOP = 50;
const VALIDATION_WEIGHT_OFFSET = 50;

const OP = {
  FALSE: 0x00,
  PUSHDATA1: 0x4c,
  PUSHDATA2: 0x4d,
  PUSHDATA4: 0x4e,
  NEGATE1: 0x4f,
  TRUE: 0x51,
  PUSH16: 0x60,
  NOP: 0x61,
  IF: 0x63,
  NOTIF: 0x64,
  VERIF: 0x65,
  VERNOTIF: 0x66,
  ELSE: 0x67,
  ENDIF: 0x68,
  VERIFY: 0x69,
  RETURN: 0x6a,
  DROP2: 0x6d,
  DROP: 0x75,
  DUP: 0x76,
  EQUAL: 0x87,
  EQUALVERIFY: 0x88,
  CHECKSIG: 0xac,
  CHECKSIGVERIFY: 0xad,
} as const;

/** BIP-342 OP_SUCCESSx: opcodes that make a tapscript succeed unconditionally (reserved). */
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

/** Core's CheckMinimalPush: every executed push uses the shortest encoding (MINIMALDATA). */
function isMinimalPush(op: number, data: Uint8Array): boolean {
  const n = data.length;
  if (n === 0) return op === OP.FALSE;
  if (n === 1 && (data[0] as number) >= 1 && (data[0] as number) <= 16) return false;
  if (n === 1 && data[0] === 0x81) return false;
  if (n <= 75) return op === n;
  if (n <= 255) return op === OP.PUSHDATA1;
  if (n <= 65535) return op === OP.PUSHDATA2;
  return true;
}

/** Core's CastToBool: any non-zero byte, except a lone sign bit (negative zero). */
function isTrue(v: Uint8Array): boolean {
  for (let i = 0; i < v.length; i++) {
    if (v[i] !== 0) return !(i === v.length - 1 && v[i] === 0x80);
  }
  return false;
}

const TRUE = Uint8Array.of(1);
const FALSE = new Uint8Array(0);

/**
 * Checks one BIP-340 signature against the spending transaction's BIP-342 digest: returns true
 * when valid and throws a ScriptFailure (bad size, hash type or signature) otherwise.
 */
type SchnorrCheck = (sig: Uint8Array, pubkey: Uint8Array) => boolean;

function witnessSize(items: Uint8Array[]): number {
  const compact = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5);
  let size = compact(items.length);
  for (const item of items) size += compact(item.length) + item.length;
  return size;
}

/**
 * Executes a BIP-342 tapscript with Core's standard flags, for the subset of opcodes that
 * inscription reveals and rune commitments use: pushes, OP_IF/OP_NOTIF/OP_ELSE/OP_ENDIF,
 * OP_VERIFY, OP_DROP, OP_2DROP, OP_DUP, OP_EQUAL(VERIFY), OP_CHECKSIG(VERIFY), OP_NOP and
 * OP_RETURN. Unexecuted branches are skipped as Core skips them, so an inscription envelope
 * (`OP_FALSE OP_IF … OP_ENDIF`) may hold any pushes. Any other executed opcode is refused with
 * UnsupportedScript rather than evaluated approximately.
 *
 * `witness` is the full witness stack (for the BIP-342 validation weight budget); `stack` is
 * the initial stack (the witness minus script, control block and annex).
 */
export function executeTapscript(
  script: Uint8Array,
  initial: Uint8Array[],
  witness: Uint8Array[],
  checkSchnorr: SchnorrCheck,
): void {
  const ops = decodeScript(script);
  if (!ops) throw new ScriptFailure(ScriptError.badOpcode);
  // BIP-342: any OP_SUCCESSx anywhere makes the script succeed; policy refuses it (upgrade hook).
  if (ops.some((o) => o.data === undefined && isOpSuccess(o.op)))
    throw new ScriptFailure(ScriptError.opSuccess);
  if (initial.length > MAX_STACK_SIZE) throw new ScriptFailure(ScriptError.stackSize);
  if (initial.some((item) => item.length > MAX_ELEMENT_SIZE)) throw new ScriptFailure(ScriptError.pushSize);

  let budget = VALIDATION_WEIGHT_OFFSET + witnessSize(witness);
  const stack = [...initial];
  const exec: boolean[] = [];
  const need = (n: number) => {
    if (stack.length < n) throw new ScriptFailure(ScriptError.invalidStackOperation);
  };
  const pop = () => stack.pop() as Uint8Array;

  const checksig = (): boolean => {
    need(2);
    const pubkey = pop();
    const sig = pop();
    if (sig.length > 0) {
      budget -= VALIDATION_WEIGHT_PER_SIGOP;
      if (budget < 0) throw new ScriptFailure(ScriptError.validationWeight);
    }
    if (pubkey.length === 0) throw new ScriptFailure(ScriptError.emptyPubkey);
    if (pubkey.length !== 32) throw new ScriptFailure(ScriptError.pubkeyVersion);
    if (sig.length === 0) return false;
    return checkSchnorr(sig, pubkey);
  };

  for (const { op, data } of ops as ScriptOp[]) {
    const executing = exec.every(Boolean);
    if (data !== undefined) {
      if (data.length > MAX_ELEMENT_SIZE) throw new ScriptFailure(ScriptError.pushSize);
      if (!executing) continue;
      if (!isMinimalPush(op, data)) throw new ScriptFailure(ScriptError.minimalData);
      stack.push(data);
    } else if (op === OP.VERIF || op === OP.VERNOTIF) {
      // Evaluated even inside unexecuted branches (Core's conditional range).
      throw new ScriptFailure(ScriptError.badOpcode);
    } else if (op === OP.IF || op === OP.NOTIF) {
      let value = false;
      if (executing) {
        if (stack.length < 1) throw new ScriptFailure(ScriptError.unbalancedConditional);
        const top = pop();
        // BIP-342 makes MINIMALIF consensus: the argument is empty or exactly 0x01.
        if (top.length > 1 || (top.length === 1 && top[0] !== 1))
          throw new ScriptFailure(ScriptError.minimalIf);
        value = top.length === 1;
        if (op === OP.NOTIF) value = !value;
      }
      exec.push(value);
    } else if (op === OP.ELSE) {
      if (exec.length === 0) throw new ScriptFailure(ScriptError.unbalancedConditional);
      exec[exec.length - 1] = !exec[exec.length - 1];
    } else if (op === OP.ENDIF) {
      if (exec.length === 0) throw new ScriptFailure(ScriptError.unbalancedConditional);
      exec.pop();
    } else if (!executing) {
      // Core does not look at other opcodes in an unexecuted branch.
    } else if (op === OP.NEGATE1) {
      stack.push(Uint8Array.of(0x81));
    } else if (op >= OP.TRUE && op <= OP.PUSH16) {
      stack.push(Uint8Array.of(op - 0x50));
    } else if (op === OP.NOP) {
      // nothing
    } else if (op === OP.VERIFY) {
      need(1);
      if (!isTrue(pop())) throw new ScriptFailure(ScriptError.verify);
    } else if (op === OP.RETURN) {
      throw new ScriptFailure(ScriptError.opReturn);
    } else if (op === OP.DROP) {
      need(1);
      pop();
    } else if (op === OP.DROP2) {
      need(2);
      pop();
      pop();
    } else if (op === OP.DUP) {
      need(1);
      stack.push(stack[stack.length - 1] as Uint8Array);
    } else if (op === OP.EQUAL || op === OP.EQUALVERIFY) {
      need(2);
      const equal = equalBytes(pop(), pop());
      if (op === OP.EQUALVERIFY) {
        if (!equal) throw new ScriptFailure(ScriptError.equalVerify);
      } else stack.push(equal ? TRUE : FALSE);
    } else if (op === OP.CHECKSIG) {
      stack.push(checksig() ? TRUE : FALSE);
    } else if (op === OP.CHECKSIGVERIFY) {
      if (!checksig()) throw new ScriptFailure(ScriptError.checksigVerify);
    } else {
      throw new UnsupportedScript(opcodeName(op));
    }
    if (stack.length > MAX_STACK_SIZE) throw new ScriptFailure(ScriptError.stackSize);
  }
  if (exec.length > 0) throw new ScriptFailure(ScriptError.unbalancedConditional);
  // BIP-342 makes CLEANSTACK consensus for tapscript.
  if (stack.length !== 1) throw new ScriptFailure(ScriptError.cleanStack);
  if (!isTrue(stack[0] as Uint8Array)) throw new ScriptFailure(ScriptError.evalFalse);
}
