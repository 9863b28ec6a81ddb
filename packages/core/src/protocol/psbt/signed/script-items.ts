import { Script } from '@scure/btc-signer';

/** The pushed data items of any script (tapscripts and witness scripts included); [] if it does not parse. */
export function scriptPushes(script: Uint8Array): Uint8Array[] {
  try {
    return Script.decode(script).filter((op): op is Uint8Array => op instanceof Uint8Array);
  } catch {
    return [];
  }
}
