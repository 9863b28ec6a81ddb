import { ErrorCode, SatchelError } from '../../primitives/errors';
import type { DecodedPsbt } from './reader';

/** BIP-341: a taproot tree is at most 128 levels deep. */
export const TAPROOT_MAX_DEPTH = 128;

function refused(message: string): SatchelError {
  return new SatchelError(ErrorCode.INVALID_PSBT, message);
}

/** BIP-340/341: 64 bytes for SIGHASH_DEFAULT, 65 with an explicit hash type byte. */
function checkSignatureLength(signature: Uint8Array, where: string): void {
  if (signature.length !== 64 && signature.length !== 65) {
    throw refused(`Taproot signature on ${where} is ${signature.length} bytes; it must be 64 or 65.`);
  }
}

/** Control block = 1 byte leaf version/parity + 32-byte internal key + 32 bytes per tree level. */
function checkControlBlock(controlBlock: Uint8Array, index: number): void {
  const path = controlBlock.length - 33;
  if (path < 0 || path % 32 !== 0) throw refused(`Input ${index} has a malformed taproot control block.`);
  if (path / 32 > TAPROOT_MAX_DEPTH) {
    throw refused(
      `Input ${index} taproot tree is ${path / 32} levels deep; the limit is ${TAPROOT_MAX_DEPTH}.`,
    );
  }
}

/** BIP-371 PSBT_OUT_TAP_TREE: repeated {depth u8, leaf version u8, script}, depth ≤ 128. */
function checkTapTree(tree: Uint8Array, index: number): void {
  let offset = 0;
  while (offset < tree.length) {
    const depth = tree[offset] as number;
    if (depth > TAPROOT_MAX_DEPTH) {
      throw refused(
        `Output ${index} taproot tree is ${depth} levels deep; the limit is ${TAPROOT_MAX_DEPTH}.`,
      );
    }
    offset += 2;
    const first = tree[offset];
    if (first === undefined) throw refused(`Output ${index} has a malformed taproot tree.`);
    let length = first;
    let width = 1;
    if (first === 0xfd) {
      length = (tree[offset + 1] ?? 0) | ((tree[offset + 2] ?? 0) << 8);
      width = 3;
    } else if (first >= 0xfe) {
      throw refused(`Output ${index} has a malformed taproot tree.`);
    }
    offset += width + length;
    if (offset > tree.length) throw refused(`Output ${index} has a malformed taproot tree.`);
  }
}

/** BIP-341's limits (64- or 65-byte signatures, a tree at most 128 deep) on every taproot field of a PSBT. */
export function checkTaprootLimits(psbt: DecodedPsbt, taprootInputs: ReadonlySet<number>): void {
  psbt.inputs.forEach((input, index) => {
    if (input.tapKeySig) checkSignatureLength(input.tapKeySig, `input ${index}`);
    for (const { signature } of input.tapScriptSigs) checkSignatureLength(signature, `input ${index}`);
    for (const controlBlock of input.tapControlBlocks) checkControlBlock(controlBlock, index);
    // A finalized key-path spend is a single 64/65-byte signature (plus an optional 0x50 annex).
    const witness = input.finalScriptWitness;
    if (taprootInputs.has(index) && witness && witness.length >= 1) {
      const hasAnnex = witness.length >= 2 && witness[witness.length - 1]?.[0] === 0x50;
      const items = hasAnnex ? witness.slice(0, -1) : witness;
      if (items.length === 1 && items[0]) checkSignatureLength(items[0], `input ${index}`);
      if (items.length >= 2) {
        const controlBlock = items[items.length - 1];
        if (controlBlock) checkControlBlock(controlBlock, index);
      }
    }
  });
  psbt.outputs.forEach((output, index) => {
    if (output.tapTree) checkTapTree(output.tapTree, index);
  });
}
