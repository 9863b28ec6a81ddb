/**
 * The data items of a push-only script (Bitcoin Core's IsPushOnly: every opcode at or below
 * OP_16), or undefined when it holds any other opcode or a push runs past its end. OP_0 pushes an
 * empty item; OP_1NEGATE and OP_1…OP_16 push their number.
 */
export function pushOnlyItems(script: Uint8Array): Uint8Array[] | undefined {
  const items: Uint8Array[] = [];
  let i = 0;
  while (i < script.length) {
    const op = script[i++] as number;
    let length: number;
    if (op === 0x00) {
      items.push(new Uint8Array(0));
      continue;
    }
    if (op <= 0x4b) length = op;
    else if (op === 0x4c) length = script[i++] ?? -1;
    else if (op === 0x4d) {
      length = (script[i] ?? 0) | ((script[i + 1] ?? 0) << 8);
      i += 2;
    } else if (op === 0x4e) {
      length =
        ((script[i] ?? 0) | ((script[i + 1] ?? 0) << 8) | ((script[i + 2] ?? 0) << 16)) +
        (script[i + 3] ?? 0) * 2 ** 24;
      i += 4;
    } else if (op === 0x4f || (op >= 0x51 && op <= 0x60)) {
      items.push(Uint8Array.of(op === 0x4f ? 0x81 : op - 0x50));
      continue;
    } else return undefined;
    if (length < 0 || i + length > script.length) return undefined;
    items.push(script.subarray(i, i + length));
    i += length;
  }
  return items;
}

/**
 * The one scriptSig BIP-141 allows for a P2SH-wrapped witness program: a single minimal push of
 * the redeem script (`CScript() << redeemScript`). Redeem scripts of witness programs are 22 or 34
 * bytes, so the push is one length byte.
 */
export function singlePush(data: Uint8Array): Uint8Array {
  return Uint8Array.of(data.length, ...data);
}
