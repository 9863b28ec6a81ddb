import { HDKey } from '@scure/bip32';
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer';

/** Version bytes of an extended public key, by its prefix (BIP-32). */
const VERSIONS = {
  xpub: { public: 0x0488b21e, private: 0x0488ade4 },
  tpub: { public: 0x043587cf, private: 0x04358394 },
} as const;

const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' };

export interface DescriptorAddress {
  address: string;
  /** Full derivation path, e.g. `m/84'/1'/0'/0/0`. */
  path: string;
}

/**
 * The first receive and change addresses of an output descriptor such as
 * `wpkh([fp/84'/1'/0']tpub…/0/*)` or `tr(tpub…)`, as a wallet's indexer would list them.
 */
export function descriptorAddresses(
  descriptor: string,
  network: 'regtest' | 'testnet' | 'mainnet',
  count = 5,
): DescriptorAddress[] {
  const key = /([xt]pub[1-9A-HJ-NP-Za-km-z]{100,})/.exec(descriptor)?.[1];
  if (!key) return [];
  const account = HDKey.fromExtendedKey(key, VERSIONS[key.startsWith('tpub') ? 'tpub' : 'xpub']);
  const origin = /\[[0-9a-f]{8}\/([^\]]+)\]/i.exec(descriptor)?.[1]?.replace(/h/g, "'");
  const taproot = descriptor.startsWith('tr(');
  const base = origin ?? (taproot ? "86'/1'/0'" : "84'/1'/0'");
  const net = network === 'regtest' ? REGTEST : network === 'testnet' ? TEST_NETWORK : NETWORK;
  const out: DescriptorAddress[] = [];
  for (const chain of [0, 1]) {
    for (let index = 0; index < count; index++) {
      const child = account.deriveChild(chain).deriveChild(index);
      if (!child.publicKey) continue;
      const address = taproot
        ? p2tr(child.publicKey.slice(1), undefined, net).address
        : p2wpkh(child.publicKey, net).address;
      if (address) out.push({ address, path: `m/${base}/${chain}/${index}` });
    }
  }
  return out;
}
