import { hasPsbtMagic } from '../../protocol/psbt';

/** The text of a loaded `.psbt` file: binary PSBTs become base64, text files are trimmed. */
export function psbtFileText(bytes: Uint8Array): string {
  if (!hasPsbtMagic(bytes)) return new TextDecoder().decode(bytes).trim();
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}
