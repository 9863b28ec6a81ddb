import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { NetworkParams } from '@satchel/core/networks';
import { bech32, bech32m, createBase58check, hex } from '@scure/base';

const base58check = createBase58check(sha256);

export function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data));
}

/** Esplora's `scriptpubkey_type` values (docs/esplora-api.md §1.6.1). */
type ScriptType =
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'op_return'
  | 'empty'
  | 'unknown';

export function classifyScript(s: Uint8Array): ScriptType {
  const n = s.length;
  if (n === 0) return 'empty';
  if (n === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === 0xac)
    return 'p2pkh';
  if (n === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87) return 'p2sh';
  if (n === 22 && s[0] === 0x00 && s[1] === 0x14) return 'v0_p2wpkh';
  if (n === 34 && s[0] === 0x00 && s[1] === 0x20) return 'v0_p2wsh';
  if (n === 34 && s[0] === 0x51 && s[1] === 0x20) return 'v1_p2tr';
  if (s[0] === 0x6a) return 'op_return';
  if ((n === 35 && s[0] === 33 && s[34] === 0xac) || (n === 67 && s[0] === 65 && s[66] === 0xac))
    return 'p2pk';
  return 'unknown';
}

/** Address of a standard output script, or undefined (OP_RETURN, p2pk, non-standard). */
export function scriptToAddress(s: Uint8Array, net: NetworkParams): string | undefined {
  switch (classifyScript(s)) {
    case 'p2pkh':
      return base58check.encode(Uint8Array.of(net.pubKeyHash, ...s.subarray(3, 23)));
    case 'p2sh':
      return base58check.encode(Uint8Array.of(net.scriptHash, ...s.subarray(2, 22)));
    case 'v0_p2wpkh':
    case 'v0_p2wsh':
      return bech32.encode(net.bech32, [0, ...bech32.toWords(s.subarray(2))]);
    case 'v1_p2tr':
      return bech32m.encode(net.bech32, [1, ...bech32m.toWords(s.subarray(2))]);
    default:
      return undefined;
  }
}

/**
 * The output script an address pays to, or undefined if it does not parse at all.
 * Whether it belongs to the served network is checked separately (networks.ts).
 */
export function addressToScript(address: string): Uint8Array | undefined {
  const text = address.trim();
  if (/^(bc|tb|bcrt)1/i.test(text)) {
    const lower = text.toLowerCase();
    if (text !== lower && text !== text.toUpperCase()) return undefined;
    for (const codec of [bech32, bech32m]) {
      try {
        const { words } = codec.decode(lower as `${string}1${string}`);
        const version = words[0];
        if (version === undefined || (version === 0) !== (codec === bech32)) continue;
        const program = codec.fromWords(words.slice(1));
        const op = version === 0 ? 0 : 0x50 + version;
        return Uint8Array.of(op, program.length, ...program);
      } catch {
        // try the other checksum
      }
    }
    return undefined;
  }
  try {
    const payload = base58check.decode(text);
    if (payload.length !== 21) return undefined;
    const v = payload[0];
    const h = payload.subarray(1);
    if (v === 0x00 || v === 0x6f) return Uint8Array.of(0x76, 0xa9, 0x14, ...h, 0x88, 0xac);
    if (v === 0x05 || v === 0xc4) return Uint8Array.of(0xa9, 0x14, ...h, 0x87);
  } catch {
    return undefined;
  }
  return undefined;
}

/** Electrum/Esplora script hash: sha256 of the script, shown byte-reversed. */
export function scriptHashHex(script: Uint8Array): string {
  return hex.encode(sha256(script).reverse());
}

const OPCODE_NAMES: Record<number, string> = {
  0: 'OP_0',
  76: 'OP_PUSHDATA1',
  77: 'OP_PUSHDATA2',
  78: 'OP_PUSHDATA4',
  79: 'OP_PUSHNUM_NEG1',
  80: 'OP_RESERVED',
  97: 'OP_NOP',
  98: 'OP_VER',
  99: 'OP_IF',
  100: 'OP_NOTIF',
  101: 'OP_VERIF',
  102: 'OP_VERNOTIF',
  103: 'OP_ELSE',
  104: 'OP_ENDIF',
  105: 'OP_VERIFY',
  106: 'OP_RETURN',
  107: 'OP_TOALTSTACK',
  108: 'OP_FROMALTSTACK',
  109: 'OP_2DROP',
  110: 'OP_2DUP',
  111: 'OP_3DUP',
  112: 'OP_2OVER',
  113: 'OP_2ROT',
  114: 'OP_2SWAP',
  115: 'OP_IFDUP',
  116: 'OP_DEPTH',
  117: 'OP_DROP',
  118: 'OP_DUP',
  119: 'OP_NIP',
  120: 'OP_OVER',
  121: 'OP_PICK',
  122: 'OP_ROLL',
  123: 'OP_ROT',
  124: 'OP_SWAP',
  125: 'OP_TUCK',
  130: 'OP_SIZE',
  135: 'OP_EQUAL',
  136: 'OP_EQUALVERIFY',
  139: 'OP_1ADD',
  140: 'OP_1SUB',
  143: 'OP_NEGATE',
  144: 'OP_ABS',
  145: 'OP_NOT',
  146: 'OP_0NOTEQUAL',
  147: 'OP_ADD',
  148: 'OP_SUB',
  154: 'OP_BOOLAND',
  155: 'OP_BOOLOR',
  156: 'OP_NUMEQUAL',
  157: 'OP_NUMEQUALVERIFY',
  158: 'OP_NUMNOTEQUAL',
  159: 'OP_LESSTHAN',
  160: 'OP_GREATERTHAN',
  161: 'OP_LESSTHANOREQUAL',
  162: 'OP_GREATERTHANOREQUAL',
  163: 'OP_MIN',
  164: 'OP_MAX',
  165: 'OP_WITHIN',
  166: 'OP_RIPEMD160',
  167: 'OP_SHA1',
  168: 'OP_SHA256',
  169: 'OP_HASH160',
  170: 'OP_HASH256',
  171: 'OP_CODESEPARATOR',
  172: 'OP_CHECKSIG',
  173: 'OP_CHECKSIGVERIFY',
  174: 'OP_CHECKMULTISIG',
  175: 'OP_CHECKMULTISIGVERIFY',
  176: 'OP_NOP1',
  177: 'OP_CLTV',
  178: 'OP_CSV',
  186: 'OP_CHECKSIGADD',
};

export function opcodeName(op: number): string {
  const known = OPCODE_NAMES[op];
  if (known) return known;
  if (op >= 0x51 && op <= 0x60) return `OP_PUSHNUM_${op - 0x50}`;
  if (op >= 0xb3 && op <= 0xb9) return `OP_NOP${op - 0xb0 + 1}`;
  // Disabled and undefined opcodes are spelled as electrs' script library does.
  return `OP_RETURN_${op}`;
}

/** Human script, in the spelling electrs serves in `*_asm` fields. */
export function scriptAsm(s: Uint8Array): string {
  const parts: string[] = [];
  let i = 0;
  while (i < s.length) {
    const op = s[i++] as number;
    let len = -1;
    let name = '';
    if (op >= 0x01 && op <= 0x4b) {
      len = op;
      name = `OP_PUSHBYTES_${op}`;
    } else if (op === 0x4c || op === 0x4d || op === 0x4e) {
      const width = op === 0x4c ? 1 : op === 0x4d ? 2 : 4;
      if (i + width > s.length) {
        parts.push('<unexpected end>');
        break;
      }
      len = 0;
      for (let k = width - 1; k >= 0; k--) len = len * 256 + (s[i + k] as number);
      i += width;
      name = opcodeName(op);
    }
    if (len >= 0) {
      if (i + len > s.length) {
        parts.push(name, '<push past end>');
        break;
      }
      parts.push(name, hex.encode(s.subarray(i, i + len)));
      i += len;
    } else {
      parts.push(opcodeName(op));
    }
  }
  return parts.join(' ');
}

/** Splits a push-only script (scriptSig) into its pushed items; undefined if it is not push-only. */
export function parsePushes(s: Uint8Array): Uint8Array[] | undefined {
  const items: Uint8Array[] = [];
  let i = 0;
  while (i < s.length) {
    const op = s[i++] as number;
    let len: number;
    if (op === 0x00) {
      items.push(new Uint8Array(0));
      continue;
    }
    if (op <= 0x4b) len = op;
    else if (op === 0x4c) len = s[i++] ?? 0;
    else if (op === 0x4d) {
      len = (s[i] ?? 0) | ((s[i + 1] ?? 0) << 8);
      i += 2;
    } else if (op === 0x4f || (op >= 0x51 && op <= 0x60)) {
      items.push(Uint8Array.of(op === 0x4f ? 0x81 : op - 0x50));
      continue;
    } else return undefined;
    if (i + len > s.length) return undefined;
    items.push(s.subarray(i, i + len));
    i += len;
  }
  return items;
}

/** One script instruction: an opcode, with the pushed bytes for push opcodes (0x00–0x4e). */
export interface ScriptOp {
  op: number;
  data?: Uint8Array;
}

/**
 * Splits a script into instructions (Core's GetScriptOp), or undefined when a push runs past
 * the end. Pushes keep their opcode so callers can check minimal encoding.
 */
export function decodeScript(s: Uint8Array): ScriptOp[] | undefined {
  const { ops, complete } = decodeScriptPrefix(s);
  return complete ? ops : undefined;
}

/** The instructions up to the first malformed push, and whether the whole script parsed. */
export function decodeScriptPrefix(s: Uint8Array): { ops: ScriptOp[]; complete: boolean } {
  const ops: ScriptOp[] = [];
  let i = 0;
  while (i < s.length) {
    const op = s[i++] as number;
    if (op > 0x4e) {
      ops.push({ op });
      continue;
    }
    let len = op;
    if (op >= 0x4c) {
      const width = op === 0x4c ? 1 : op === 0x4d ? 2 : 4;
      if (i + width > s.length) return { ops, complete: false };
      len = 0;
      for (let k = width - 1; k >= 0; k--) len = len * 256 + (s[i + k] as number);
      i += width;
    }
    if (i + len > s.length) return { ops, complete: false };
    ops.push({ op, data: s.subarray(i, i + len) });
    i += len;
  }
  return { ops, complete: true };
}
