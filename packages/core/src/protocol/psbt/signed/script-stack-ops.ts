import { scriptFails } from './script-halt';
import { castToBool, readScriptNum, scriptNum } from './script-ops';

/** The main and alt stacks of one script run (Core's `stack` and `altstack`). */
export interface Stacks {
  stack: Uint8Array[];
  alt: Uint8Array[];
}

const TRUE = Uint8Array.of(1);
const FALSE = new Uint8Array(0);
export const bool = (value: boolean) => (value ? TRUE : FALSE);

/** Core's INVALID_STACK_OPERATION when fewer than `n` items are there. */
export function need(stack: Uint8Array[], n: number): void {
  if (stack.length < n) throw scriptFails('an operation found too few stack items');
}

/** The item `depth` from the top (1 is the top), as Core's stacktop(-depth). */
export function top(stack: Uint8Array[], depth = 1): Uint8Array {
  return stack[stack.length - depth] as Uint8Array;
}

/** A stack item read as a number: at most four bytes, minimally encoded (MINIMALDATA). */
export function numberAt(stack: Uint8Array[], depth: number, maxSize = 4): number {
  const value = readScriptNum(top(stack, depth), maxSize);
  if (value === undefined) throw scriptFails('a number is too long or not minimally encoded');
  return value;
}

function stackOp(op: number, { stack, alt }: Stacks): boolean {
  const remove = (depth: number) => stack.splice(stack.length - depth, 1)[0] as Uint8Array;
  switch (op) {
    case 0x6b: // OP_TOALTSTACK
      need(stack, 1);
      alt.push(stack.pop() as Uint8Array);
      return true;
    case 0x6c: // OP_FROMALTSTACK
      if (alt.length < 1) throw scriptFails('OP_FROMALTSTACK found the alt stack empty');
      stack.push(alt.pop() as Uint8Array);
      return true;
    case 0x6d: // OP_2DROP
      need(stack, 2);
      stack.length -= 2;
      return true;
    case 0x6e: // OP_2DUP
      need(stack, 2);
      stack.push(...stack.slice(-2));
      return true;
    case 0x6f: // OP_3DUP
      need(stack, 3);
      stack.push(...stack.slice(-3));
      return true;
    case 0x70: // OP_2OVER
      need(stack, 4);
      stack.push(...stack.slice(-4, -2));
      return true;
    case 0x71: {
      // OP_2ROT
      need(stack, 6);
      const [a, b] = stack.splice(stack.length - 6, 2) as [Uint8Array, Uint8Array];
      stack.push(a, b);
      return true;
    }
    case 0x72: {
      // OP_2SWAP
      need(stack, 4);
      const [a, b] = stack.splice(stack.length - 4, 2) as [Uint8Array, Uint8Array];
      stack.push(a, b);
      return true;
    }
    case 0x73: // OP_IFDUP
      need(stack, 1);
      if (castToBool(top(stack))) stack.push(top(stack));
      return true;
    case 0x74: // OP_DEPTH
      stack.push(scriptNum(stack.length));
      return true;
    case 0x75: // OP_DROP
      need(stack, 1);
      stack.pop();
      return true;
    case 0x76: // OP_DUP
      need(stack, 1);
      stack.push(top(stack));
      return true;
    case 0x77: // OP_NIP
      need(stack, 2);
      remove(2);
      return true;
    case 0x78: // OP_OVER
      need(stack, 2);
      stack.push(top(stack, 2));
      return true;
    case 0x79: // OP_PICK
    case 0x7a: {
      // OP_ROLL
      need(stack, 2);
      const n = numberAt(stack, 1);
      stack.pop();
      if (n < 0 || n >= stack.length) throw scriptFails('OP_PICK or OP_ROLL reached past the stack');
      const item = op === 0x7a ? remove(n + 1) : top(stack, n + 1);
      stack.push(item);
      return true;
    }
    case 0x7b: // OP_ROT
      need(stack, 3);
      stack.push(remove(3));
      return true;
    case 0x7c: // OP_SWAP
      need(stack, 2);
      stack.push(remove(2));
      return true;
    case 0x7d: // OP_TUCK
      need(stack, 2);
      stack.splice(stack.length - 2, 0, top(stack));
      return true;
    case 0x82: // OP_SIZE
      need(stack, 1);
      stack.push(scriptNum(top(stack).length));
      return true;
    default:
      return false;
  }
}

function unaryOp(op: number, n: number): number | undefined {
  switch (op) {
    case 0x8b: // OP_1ADD
      return n + 1;
    case 0x8c: // OP_1SUB
      return n - 1;
    case 0x8f: // OP_NEGATE
      return -n;
    case 0x90: // OP_ABS
      return Math.abs(n);
    case 0x91: // OP_NOT
      return n === 0 ? 1 : 0;
    case 0x92: // OP_0NOTEQUAL
      return n !== 0 ? 1 : 0;
    default:
      return undefined;
  }
}

function binaryOp(op: number, a: number, b: number): number | undefined {
  switch (op) {
    case 0x93: // OP_ADD
      return a + b;
    case 0x94: // OP_SUB
      return a - b;
    case 0x9a: // OP_BOOLAND
      return a !== 0 && b !== 0 ? 1 : 0;
    case 0x9b: // OP_BOOLOR
      return a !== 0 || b !== 0 ? 1 : 0;
    case 0x9c: // OP_NUMEQUAL
    case 0x9d: // OP_NUMEQUALVERIFY
      return a === b ? 1 : 0;
    case 0x9e: // OP_NUMNOTEQUAL
      return a !== b ? 1 : 0;
    case 0x9f: // OP_LESSTHAN
      return a < b ? 1 : 0;
    case 0xa0: // OP_GREATERTHAN
      return a > b ? 1 : 0;
    case 0xa1: // OP_LESSTHANOREQUAL
      return a <= b ? 1 : 0;
    case 0xa2: // OP_GREATERTHANOREQUAL
      return a >= b ? 1 : 0;
    case 0xa3: // OP_MIN
      return Math.min(a, b);
    case 0xa4: // OP_MAX
      return Math.max(a, b);
    default:
      return undefined;
  }
}

function numericOp(op: number, { stack }: Stacks): boolean {
  if (op >= 0x8b && op <= 0x92) {
    need(stack, 1);
    const result = unaryOp(op, numberAt(stack, 1));
    if (result === undefined) return false;
    stack[stack.length - 1] = scriptNum(result);
    return true;
  }
  if (op >= 0x93 && op <= 0xa4) {
    need(stack, 2);
    const result = binaryOp(op, numberAt(stack, 2), numberAt(stack, 1));
    if (result === undefined) return false;
    stack.length -= 2;
    if (op === 0x9d) {
      if (result === 0) throw scriptFails('OP_NUMEQUALVERIFY found the numbers unequal');
    } else stack.push(scriptNum(result));
    return true;
  }
  if (op === 0xa5) {
    // OP_WITHIN: min <= x < max
    need(stack, 3);
    const [x, min, max] = [numberAt(stack, 3), numberAt(stack, 2), numberAt(stack, 1)];
    stack.length -= 3;
    stack.push(bool(min <= x && x < max));
    return true;
  }
  return false;
}

/** Stack, size and number operations; false for an opcode that is none of these. */
export function runDataOp(op: number, stacks: Stacks): boolean {
  return stackOp(op, stacks) || numericOp(op, stacks);
}
