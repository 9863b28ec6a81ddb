import { hex } from '@scure/base';
import * as btc from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { ScriptHalt } from './script-halt';
import { runScript, type ScriptChecker, type SigVersion } from './script-machine';
import { castToBool, readScriptNum, scriptNum } from './script-ops';

/**
 * The script interpreter on scripts without signatures, each with the result Bitcoin Core's
 * EvalScript gives under its standard flags (script/interpreter.cpp). Signature paths are covered
 * with real keys in check-signed-scripts.test.ts.
 */

const noSignatures: ScriptChecker = {
  checkSig: () => {
    throw new Error('these scripts hold no signature check');
  },
  checkLockTime: () => false,
  checkSequence: () => false,
};

type Asm = Parameters<typeof btc.Script.encode>[0];

/** 'true' or 'false' for the single item left, 'items:N' for another count, or the halt text. */
function evaluate(script: Asm | Uint8Array, stack: Uint8Array[] = [], version: SigVersion = 'witness-v0') {
  const bytes = script instanceof Uint8Array ? script : btc.Script.encode(script);
  try {
    runScript(bytes, stack, version, noSignatures);
  } catch (error) {
    if (error instanceof ScriptHalt) return error.reason;
    throw error;
  }
  if (stack.length !== 1) return `items:${stack.length}`;
  return castToBool(stack[0] as Uint8Array) ? 'true' : 'false';
}

const raw = (text: string) => hex.decode(text);

describe('runScript: stack, number and flow operations', () => {
  it.each<[string, Asm]>([
    ['ADD, NUMEQUAL', [1, 2, 'ADD', 3, 'NUMEQUAL']],
    ['SUB, EQUAL', [5, 2, 'SUB', 3, 'EQUAL']],
    ['SWAP', [2, 3, 'SWAP', 2, 'EQUALVERIFY', 3, 'EQUAL']],
    ['ROT', [1, 2, 3, 'ROT', 1, 'EQUALVERIFY', 3, 'EQUALVERIFY', 2, 'EQUAL']],
    ['PICK', [1, 2, 3, 2, 'PICK', 1, 'EQUALVERIFY', '2DROP', 1, 'EQUAL']],
    ['ROLL', [1, 2, 3, 2, 'ROLL', 1, 'EQUALVERIFY', 3, 'EQUALVERIFY', 2, 'EQUAL']],
    ['TUCK', [1, 2, 'TUCK', 2, 'EQUALVERIFY', 1, 'EQUALVERIFY', 2, 'EQUAL']],
    ['NIP, OVER', [1, 2, 'NIP', 3, 'OVER', 2, 'EQUALVERIFY', 3, 'EQUALVERIFY', 2, 'EQUAL']],
    ['2DUP', [1, 2, '2DUP', 2, 'EQUALVERIFY', 1, 'EQUALVERIFY', 2, 'EQUALVERIFY', 1, 'EQUAL']],
    [
      '3DUP, DEPTH',
      [
        1,
        2,
        3,
        '3DUP',
        'DEPTH',
        6,
        'EQUALVERIFY',
        3,
        'EQUALVERIFY',
        2,
        'EQUALVERIFY',
        1,
        'EQUALVERIFY',
        '2DROP',
        'DROP',
        1,
      ],
    ],
    ['2SWAP', [1, 2, 3, 4, '2SWAP', 2, 'EQUALVERIFY', 1, 'EQUALVERIFY', 4, 'EQUALVERIFY', 3, 'EQUAL']],
    [
      '2ROT',
      [
        1,
        2,
        3,
        4,
        5,
        6,
        '2ROT',
        2,
        'EQUALVERIFY',
        1,
        'EQUALVERIFY',
        'DEPTH',
        4,
        'EQUALVERIFY',
        '2DROP',
        '2DROP',
        1,
      ],
    ],
    ['2OVER', [1, 2, 3, 4, '2OVER', 2, 'EQUALVERIFY', 1, 'EQUALVERIFY', '2DROP', '2DROP', 1]],
    ['alt stack', [1, 'TOALTSTACK', 2, 'FROMALTSTACK', 1, 'EQUALVERIFY', 2, 'EQUAL']],
    ['IFDUP of false', [0, 'IFDUP', 'DEPTH', 1, 'EQUALVERIFY', 'NOT']],
    ['SIZE', [raw('616263'), 'SIZE', 3, 'EQUALVERIFY', 'DROP', 1]],
    ['WITHIN', [3, 2, 5, 'WITHIN']],
    ['MIN, MAX', [2, 3, 'MIN', 2, 'EQUALVERIFY', 2, 3, 'MAX', 3, 'EQUAL']],
    ['comparisons', [2, 3, 'LESSTHAN', 3, 2, 'GREATERTHAN', 'BOOLAND', 2, 2, 'LESSTHANOREQUAL', 'BOOLAND']],
    ['NEGATE, ABS', [-1, 'ABS', 1, 'NUMEQUALVERIFY', 5, 'NEGATE', raw('85'), 'EQUAL']],
    ['1ADD past four bytes', [raw('ffffff7f'), '1ADD', raw('0000008000'), 'EQUAL']],
    ['IF branch', [1, 'IF', 2, 'ELSE', 3, 'ENDIF', 2, 'EQUAL']],
    ['ELSE branch', [0, 'IF', 2, 'ELSE', 3, 'ENDIF', 3, 'EQUAL']],
    ['NOTIF', [0, 'NOTIF', 1, 'ENDIF']],
    ['NOP', ['NOP', 1]],
    ['an undefined opcode where not executed', [0, 'IF', raw('ba'), 'ENDIF', 1]],
    [
      'hashes of the empty string',
      [
        0,
        'SHA1',
        raw('da39a3ee5e6b4b0d3255bfef95601890afd80709'),
        'EQUALVERIFY',
        0,
        'RIPEMD160',
        raw('9c1185a5c5e9fc54612808977ee8f548b2258d31'),
        'EQUALVERIFY',
        0,
        'SHA256',
        raw('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'),
        'EQUALVERIFY',
        0,
        'HASH160',
        raw('b472a266d0bd89c13706a4132ccfb16f7c3b9fcb'),
        'EQUALVERIFY',
        0,
        'HASH256',
        raw('5df6e0e2761359d30a8275058e299fcc0381534545f55cf43e41983f5d4c9456'),
        'EQUAL',
      ],
    ],
    ['CODESEPARATOR in segwit v0', ['CODESEPARATOR', 1]],
  ])('%s runs to true', (_name, script) => {
    expect(evaluate(script)).toBe('true');
  });

  it.each<[string, Asm | Uint8Array, string]>([
    ['WITHIN at its upper bound', [5, 2, 5, 'WITHIN'], 'false'],
    [
      'a number not minimally encoded',
      [raw('0100'), '1ADD'],
      'a number is too long or not minimally encoded',
    ],
    [
      'a five-byte number in arithmetic',
      [raw('0000000001'), '1ADD'],
      'a number is too long or not minimally encoded',
    ],
    ['FROMALTSTACK on an empty alt stack', ['FROMALTSTACK'], 'OP_FROMALTSTACK found the alt stack empty'],
    ['DROP on an empty stack', ['DROP'], 'an operation found too few stack items'],
    ['OP_IF without OP_ENDIF', [1, 'IF', 1], 'an OP_IF has no OP_ENDIF'],
    ['OP_ENDIF alone', [1, 'ENDIF'], 'OP_ELSE or OP_ENDIF without OP_IF'],
    ['OP_VERIF, even where not executed', raw('006365680051'), 'the script holds OP_VERIF or OP_VERNOTIF'],
    ['OP_CAT, even where not executed', raw('00637e6851'), 'the script holds a disabled opcode'],
    ['OP_RETURN', ['RETURN'], 'the script runs OP_RETURN'],
    ['an upgradable NOP', raw('b051'), 'the script runs an upgradable NOP, which nodes do not relay'],
    ['an undefined opcode', raw('ba51'), 'the script runs opcode 0xba, which is not defined'],
    ['OP_VERIFY of false', [0, 'VERIFY', 1], 'OP_VERIFY found false'],
    ['a non-minimal push', raw('4c03616263'), 'a push is not minimally encoded'],
    ['a push that runs past the end', raw('05616263'), 'a push runs past the end of the script'],
    [
      '202 operations',
      new Uint8Array([...new Uint8Array(202).fill(0x61), 0x51]),
      'the script runs more than 201 operations',
    ],
    ['a push over 520 bytes', raw(`4d0902${'00'.repeat(521)}`), 'a push is larger than 520 bytes'],
  ])('%s: %s', (_name, script, expected) => {
    expect(evaluate(script)).toContain(expected);
  });

  it('skips a non-minimal push where not executed, as Core does', () => {
    expect(evaluate(raw('00634c036162636851'))).toBe('true');
  });

  it('holds segwit v0 branch arguments to MINIMALIF, and legacy scripts to CONST_SCRIPTCODE', () => {
    const branch = btc.Script.encode(['IF', 1, 'ELSE', 0, 'ENDIF']);
    expect(evaluate(branch, [Uint8Array.of(2)])).toContain('an OP_IF argument is not empty or 1');
    expect(evaluate(branch, [Uint8Array.of(2)], 'base')).toBe('true');
    expect(evaluate(['CODESEPARATOR', 1], [], 'base')).toContain('OP_CODESEPARATOR');
  });

  it('holds tapscripts to BIP-342: OP_SUCCESS refused, CHECKMULTISIG disabled, no 201-operation cap', () => {
    expect(evaluate(raw('0050'), [], 'tapscript')).toContain('OP_SUCCESS');
    expect(evaluate([0, 0, 0, 'CHECKMULTISIG'], [], 'tapscript')).toContain('disables OP_CHECKMULTISIG');
    expect(evaluate(new Uint8Array([...new Uint8Array(202).fill(0x61), 0x51]), [], 'tapscript')).toBe('true');
    // An empty signature under an empty key is refused; under a 32-byte key it is false, and costs nothing.
    expect(evaluate([0, 0, 'CHECKSIG'], [], 'tapscript')).toContain('a public key is empty');
    expect(evaluate([0, new Uint8Array(32), 'CHECKSIG', 'NOT'], [], 'tapscript')).toBe('true');
    expect(evaluate([0, 5, new Uint8Array(32), 'CHECKSIGADD', 5, 'NUMEQUAL'], [], 'tapscript')).toBe('true');
    expect(evaluate([0, 5, new Uint8Array(32), 'CHECKSIGADD'], [], 'witness-v0')).toContain('opcode 0xba');
  });

  it('caps the stacks at 1,000 items', () => {
    const full = Array.from({ length: 1000 }, () => Uint8Array.of(1));
    expect(evaluate([1], full)).toContain('the stack holds more than 1000 items');
  });

  it('reads and writes script numbers as CScriptNum does', () => {
    for (const n of [0, 1, -1, 127, 128, -128, 255, 256, 2 ** 31 - 1, -(2 ** 31 - 1), 2 ** 31]) {
      expect(readScriptNum(scriptNum(n), 5)).toBe(n);
    }
    expect(hex.encode(scriptNum(128))).toBe('8000');
    expect(hex.encode(scriptNum(-128))).toBe('8080');
    expect(readScriptNum(raw('80'))).toBeUndefined();
    expect(readScriptNum(raw('0080'))).toBeUndefined();
    expect(readScriptNum(raw('ffff7f00'))).toBeUndefined();
  });
});
