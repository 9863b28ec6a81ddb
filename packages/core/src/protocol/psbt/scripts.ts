import { Address, OutScript } from '@scure/btc-signer';
import {
  type AddressNetwork,
  type BitcoinNetwork,
  networkOfAddress,
  networkParams,
} from '../../primitives/networks';

/** The single-key and common script templates the app recognises (names as wallets show them). */
export type ScriptKind =
  | 'p2pkh'
  | 'p2sh'
  | 'p2sh-p2wpkh'
  | 'p2wpkh'
  | 'p2wsh'
  | 'p2tr'
  | 'op_return'
  | 'unknown';

/** Output templates that coin selection and dust rules deal with. */
export type OutputType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr';

const NETWORK_OF_FAMILY: Record<AddressNetwork, BitcoinNetwork> = {
  mainnet: 'mainnet',
  testnet: 'testnet',
  regtest: 'regtest',
};

/** The scure network object an address is encoded for, found from its own prefix. */
function paramsForAddress(address: string): ReturnType<typeof networkParams> | undefined {
  const family = networkOfAddress(address);
  return family === undefined ? undefined : networkParams(NETWORK_OF_FAMILY[family]);
}

/** scriptPubKey of an address, or undefined when it is not a valid address on any network. */
export function addressToScript(address: string): Uint8Array | undefined {
  const params = paramsForAddress(address.trim());
  if (!params) return undefined;
  try {
    return OutScript.encode(Address(params).decode(address.trim()));
  } catch {
    return undefined;
  }
}

/** Address of a scriptPubKey on a network, or undefined for scripts with no address form. */
export function scriptToAddress(script: Uint8Array, network: BitcoinNetwork): string | undefined {
  try {
    const decoded = OutScript.decode(script);
    if (!['pkh', 'sh', 'wpkh', 'wsh', 'tr'].includes(decoded.type)) return undefined;
    return Address(networkParams(network)).encode(decoded);
  } catch {
    return undefined;
  }
}

/** Template of an output script. A p2sh output cannot tell whether it wraps p2wpkh. */
export function scriptKind(script: Uint8Array): ScriptKind {
  if (script[0] === 0x6a) return 'op_return';
  try {
    const decoded = OutScript.decode(script);
    switch (decoded.type) {
      case 'pkh':
        return 'p2pkh';
      case 'sh':
        return 'p2sh';
      case 'wpkh':
        return 'p2wpkh';
      case 'wsh':
        return 'p2wsh';
      case 'tr':
        return 'p2tr';
      default:
        return 'unknown';
    }
  } catch {
    return 'unknown';
  }
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
